import { describe, expect, it } from 'vitest';
import { readProfileFields } from './mcc-profiles';

// Text as PDF.js extracts it from an Annexure-C profile (labels and values on their own lines).
const PROFILE_TEXT = `ANNEXURE - C
GENERAL DETAILS
Name of the College: NALANDA MEDICAL COLLEGE,PATNA
Complete Mailing Address: NALANDA MEDICAL COLLEGE,PATNA, OLD BYPASS
ROAD,BHOOTNATH, KANKARBAGH
State: 05
Pin Code: 800026
Name of Affiliating University with Date: BIHAR UNIVERSITY OF HEALTH SCIENCES, PATNA, BIHAR
Amount to be Paid at the time of
Admission (including Hostel fees) (INR):
42200
Amount to be paid at the time of
Admission(Including Hostel Fee 1st
Year)in INR:
0
Amount to be paid at the time of
Admission(Including Hostel Fee
4thYear)in INR:
0
Stipend Paid to the students I st Year
(INR):
82000
Stipend Paid to the students IInd Year
(INR):
90200
Hostel facility for Male students : Y
Hostel facility for Female students: N
The Amount of Fee to be deducted on
re-allocation of seat to the candidates in
2nd/3rd round of Counseling (INR):
32200
Annual Fees of Candidates(INR): 0
Website Address of College : www.nmchpatna.org
Other Info : college e_mail id : nmcpatna1980@gmail.com`;

describe('readProfileFields', () => {
  it('reads each value up to the next label, across line breaks', () => {
    expect(readProfileFields(PROFILE_TEXT)).toEqual({
      name: 'NALANDA MEDICAL COLLEGE,PATNA',
      address: 'NALANDA MEDICAL COLLEGE,PATNA, OLD BYPASS ROAD,BHOOTNATH, KANKARBAGH',
      stateCode: '05',
      pin: '800026',
      university: 'BIHAR UNIVERSITY OF HEALTH SCIENCES, PATNA, BIHAR',
      admission: '42200',
      year1: '0',
      year4: '0',
      stipend1: '82000',
      stipend2: '90200',
      hostelMen: 'Y',
      hostelWomen: 'N',
      deducted: '32200',
      annual: '0',
      website: 'www.nmchpatna.org',
      otherInfo: 'college e_mail id : nmcpatna1980@gmail.com',
    });
  });

  it('finds nothing in text that is not a profile', () => {
    expect(readProfileFields('Quarterly newsletter')).toEqual({});
  });
});

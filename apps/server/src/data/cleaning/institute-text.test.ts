import { describe, expect, it } from 'vitest';
import { splitInstituteText } from './institute-text';

describe('splitInstituteText', () => {
  it('splits the doubled name, state and PIN', () => {
    expect(
      splitInstituteText(
        'MEDICA L COLLEG E, KOLKAT A,MEDIC AL COLLEG E, KOLKAT A, West Bengal, 700073',
      ),
    ).toEqual({
      name: 'MEDICA L COLLEG E, KOLKAT A',
      address: null,
      state: 'West Bengal',
      pin: '700073',
    });
  });

  it('keeps the address that follows the second copy of the name', () => {
    expect(
      splitInstituteText(
        'Seth Gordhandas Sunderdas Medical College, MUMBAI,Seth Gordhandas Sunderdas Medical College, Acharya Donde Marg Parel MUMBAI, Maharashtra, 400012',
      ),
    ).toEqual({
      name: 'Seth Gordhandas Sunderdas Medical College, MUMBAI',
      address: 'Acharya Donde Marg Parel MUMBAI',
      state: 'Maharashtra',
      pin: '400012',
    });
  });

  it('reads a name written once followed by its address', () => {
    expect(
      splitInstituteText(
        'Dr. B L Kapur Memorial Hospital,Pusa Road New Delhi, Delhi (NCT), 110005',
      ),
    ).toEqual({
      name: 'Dr. B L Kapur Memorial Hospital',
      address: 'Pusa Road New Delhi',
      state: 'Delhi (NCT)',
      pin: '110005',
    });
  });

  it('finds a PIN inside the address when the text does not end with one', () => {
    const parts = splitInstituteText(
      'Sagar Hospital, Karnataka,No. 44/54, 30th Cross, Tilak Nagar, Jayanagar Extn., Bangalore, Karnataka-560041',
    );
    expect(parts.name).toBe('Sagar Hospital');
    expect(parts.pin).toBe('560041');
  });
});

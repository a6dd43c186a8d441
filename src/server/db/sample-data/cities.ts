// Real cities for the fictional sample providers: city-centre coordinates, a real ZIP code in the
// city and the city's real area code. Only the practices are made up; where they sit on the map is
// real, so the map, distance sorting and ZIP search behave as they would with registry data.

export const SAMPLE_STATES = ['NC', 'GA', 'TX', 'AZ', 'OR', 'IN', 'VA', 'MI', 'MD'] as const;
export type SampleState = (typeof SAMPLE_STATES)[number];

/** Offsets (degrees) a sample provider may be placed away from the city centre. */
export interface JitterBox {
  lat: readonly [number, number];
  lon: readonly [number, number];
}

export interface SampleCity {
  city: string;
  state: SampleState;
  zipCode: string;
  latitude: number;
  longitude: number;
  areaCode: string;
  /** Relative share of the state's sample providers: 3 large city, 2 mid-size, 1 small. */
  weight: 1 | 2 | 3;
  jitter: JitterBox;
}

const AROUND: JitterBox = { lat: [-0.05, 0.05], lon: [-0.06, 0.06] };

// One-sided boxes keep markers on land and in the right country/state where the centre sits on a
// river, coast or border (El Paso faces Juárez, Detroit faces Windsor, Savannah faces SC).
const city = (
  name: string,
  state: SampleState,
  zipCode: string,
  latitude: number,
  longitude: number,
  areaCode: string,
  weight: 1 | 2 | 3,
  jitter: JitterBox = AROUND,
): SampleCity => ({ city: name, state, zipCode, latitude, longitude, areaCode, weight, jitter });

export const SAMPLE_CITIES: readonly SampleCity[] = [
  // North Carolina
  city('Charlotte', 'NC', '28202', 35.2271, -80.8431, '704', 3),
  city('Raleigh', 'NC', '27601', 35.7796, -78.6382, '919', 3),
  city('Greensboro', 'NC', '27401', 36.0726, -79.792, '336', 2),
  city('Durham', 'NC', '27701', 35.994, -78.8986, '919', 2),
  city('Asheville', 'NC', '28801', 35.5951, -82.5515, '828', 2),
  city('Wilmington', 'NC', '28401', 34.2104, -77.8868, '910', 1, {
    lat: [-0.04, 0.04],
    lon: [0, 0.06],
  }),
  city('Greenville', 'NC', '27858', 35.6127, -77.3664, '252', 1),
  city('Boone', 'NC', '28607', 36.2168, -81.6746, '828', 1),
  // Georgia
  city('Atlanta', 'GA', '30303', 33.749, -84.388, '404', 3),
  city('Marietta', 'GA', '30060', 33.9526, -84.5499, '770', 2),
  city('Savannah', 'GA', '31401', 32.0809, -81.0912, '912', 2, {
    lat: [-0.06, 0],
    lon: [-0.06, 0.04],
  }),
  city('Augusta', 'GA', '30901', 33.4735, -82.0105, '706', 2, {
    lat: [-0.06, 0],
    lon: [-0.07, 0],
  }),
  city('Athens', 'GA', '30601', 33.9519, -83.3576, '706', 1),
  city('Macon', 'GA', '31201', 32.8407, -83.6324, '478', 1),
  city('Columbus', 'GA', '31901', 32.461, -84.9877, '706', 1, {
    lat: [-0.05, 0.05],
    lon: [0, 0.07],
  }),
  city('Valdosta', 'GA', '31601', 30.8327, -83.2785, '229', 1),
  // Texas
  city('Houston', 'TX', '77002', 29.7604, -95.3698, '713', 3),
  city('Dallas', 'TX', '75201', 32.7767, -96.797, '214', 3),
  city('San Antonio', 'TX', '78205', 29.4241, -98.4936, '210', 3),
  city('Austin', 'TX', '78701', 30.2672, -97.7431, '512', 3),
  city('El Paso', 'TX', '79901', 31.7619, -106.485, '915', 2, {
    lat: [0.02, 0.08],
    lon: [-0.01, 0.08],
  }),
  city('Lubbock', 'TX', '79401', 33.5779, -101.8552, '806', 1),
  city('Corpus Christi', 'TX', '78401', 27.8006, -97.3964, '361', 1, {
    lat: [-0.07, 0],
    lon: [-0.07, 0],
  }),
  city('Tyler', 'TX', '75702', 32.3513, -95.3011, '903', 1),
  // Arizona
  city('Phoenix', 'AZ', '85004', 33.4484, -112.074, '602', 3),
  city('Tucson', 'AZ', '85701', 32.2226, -110.9747, '520', 3),
  city('Mesa', 'AZ', '85201', 33.4152, -111.8315, '480', 2),
  city('Chandler', 'AZ', '85225', 33.3062, -111.8413, '480', 2),
  city('Flagstaff', 'AZ', '86001', 35.1983, -111.6513, '928', 1),
  city('Prescott', 'AZ', '86301', 34.54, -112.4685, '928', 1),
  city('Yuma', 'AZ', '85364', 32.6927, -114.6277, '928', 1, { lat: [-0.06, 0], lon: [0, 0.08] }),
  // Oregon
  city('Portland', 'OR', '97204', 45.5152, -122.6784, '503', 3),
  city('Salem', 'OR', '97301', 44.9429, -123.0351, '503', 2),
  city('Eugene', 'OR', '97401', 44.0521, -123.0868, '541', 2),
  city('Hillsboro', 'OR', '97123', 45.5229, -122.9898, '503', 1),
  city('Bend', 'OR', '97701', 44.0582, -121.3153, '541', 1),
  city('Medford', 'OR', '97501', 42.3265, -122.8756, '541', 1),
  city('Corvallis', 'OR', '97330', 44.5646, -123.262, '541', 1),
  // Indiana
  city('Indianapolis', 'IN', '46204', 39.7684, -86.1581, '317', 3),
  city('Fort Wayne', 'IN', '46802', 41.0793, -85.1394, '260', 2),
  city('Evansville', 'IN', '47708', 37.9716, -87.5711, '812', 2, {
    lat: [0, 0.06],
    lon: [-0.06, 0.06],
  }),
  city('South Bend', 'IN', '46601', 41.6764, -86.252, '574', 2),
  city('Bloomington', 'IN', '47404', 39.1653, -86.5264, '812', 1),
  city('Lafayette', 'IN', '47901', 40.4167, -86.8753, '765', 1),
  city('Muncie', 'IN', '47305', 40.1934, -85.3864, '765', 1),
  // Virginia
  city('Richmond', 'VA', '23219', 37.5407, -77.436, '804', 3),
  city('Virginia Beach', 'VA', '23451', 36.8529, -75.978, '757', 2, {
    lat: [-0.05, 0],
    lon: [-0.08, -0.01],
  }),
  city('Norfolk', 'VA', '23510', 36.8508, -76.2859, '757', 2, { lat: [0, 0.05], lon: [0, 0.06] }),
  city('Arlington', 'VA', '22201', 38.8816, -77.091, '703', 2, {
    lat: [-0.04, 0.01],
    lon: [-0.07, -0.01],
  }),
  city('Roanoke', 'VA', '24011', 37.271, -79.9414, '540', 1),
  city('Charlottesville', 'VA', '22902', 38.0293, -78.4767, '434', 1),
  city('Harrisonburg', 'VA', '22801', 38.4496, -78.8689, '540', 1),
  // Michigan
  city('Detroit', 'MI', '48226', 42.3314, -83.0458, '313', 3, {
    lat: [0.01, 0.07],
    lon: [-0.08, 0],
  }),
  city('Grand Rapids', 'MI', '49503', 42.9634, -85.6681, '616', 3),
  city('Lansing', 'MI', '48933', 42.7325, -84.5555, '517', 2),
  city('Ann Arbor', 'MI', '48104', 42.2808, -83.743, '734', 2),
  city('Kalamazoo', 'MI', '49007', 42.2917, -85.5872, '269', 1),
  city('Flint', 'MI', '48502', 43.0125, -83.6875, '810', 1),
  city('Traverse City', 'MI', '49684', 44.7631, -85.6206, '231', 1, {
    lat: [-0.05, 0],
    lon: [-0.06, 0.06],
  }),
  city('Marquette', 'MI', '49855', 46.5436, -87.3954, '906', 1, {
    lat: [-0.05, 0],
    lon: [-0.07, -0.01],
  }),
  // Maryland
  city('Baltimore', 'MD', '21202', 39.2904, -76.6122, '410', 3, {
    lat: [0, 0.05],
    lon: [-0.06, 0.03],
  }),
  city('Rockville', 'MD', '20850', 39.084, -77.1528, '301', 2),
  city('Columbia', 'MD', '21044', 39.2037, -76.861, '410', 2),
  city('Frederick', 'MD', '21701', 39.4143, -77.4105, '301', 2),
  city('Annapolis', 'MD', '21401', 38.9784, -76.4922, '410', 1, {
    lat: [-0.03, 0.02],
    lon: [-0.06, 0],
  }),
  city('Hagerstown', 'MD', '21740', 39.6418, -77.72, '301', 1),
  city('Salisbury', 'MD', '21801', 38.3607, -75.5994, '410', 1),
];

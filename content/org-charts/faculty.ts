// Faculty organisational charts of the four degree programs (47 faculty members in all).
import { type OrgChart, post } from './chart-types.ts';

export const facultyCharts: Record<'bsit' | 'bsed' | 'btvted' | 'bsa', OrgChart> = {
  bsit: {
    title: 'BSIT Faculty Organizational Chart',
    root: post('Program Chair', 'Engr. Joel P. Mendoza', [
      post('Assistant Professor III', 'Mr. Vincent A. Macaraeg'),
      post('Assistant Professor II', 'Ms. Patricia Anne S. Lopez'),
      post('Assistant Professor I', 'Mr. Christian D. Abad'),
      post('Instructor III', 'Ms. Maria Theresa G. Cabrera'),
      post('Instructor III', 'Mr. John Paul R. Ilagan'),
      post('Instructor II', 'Ms. Diane C. Javier'),
      post('Instructor II', 'Mr. Ryan M. Santos'),
      post('Instructor I', 'Ms. Abigail T. Roxas'),
      post('Instructor I', 'Mr. Jerwin F. Pangilinan'),
      post('Instructor I', 'Ms. Camille B. Ordoñez'),
      post('Instructor I', 'Mr. Francis E. Manuel'),
    ]),
  },
  bsed: {
    title: 'BSED Faculty Organizational Chart',
    root: post('Program Chair', 'Dr. Cristina L. Navarro', [
      post('Coordinator, English', 'Dr. Anna Liza P. Magsino', [
        post('Assistant Professor I', 'Ms. Rhea M. Santos'),
        post('Instructor III', 'Mr. Jonathan B. Cortez'),
        post('Instructor I', 'Ms. Kimberly A. Fajardo'),
        post('Instructor I', 'Ms. Katrina E. Valencia'),
      ]),
      post('Coordinator, Mathematics', 'Mr. Rodel S. Pineda', [
        post('Assistant Professor II', 'Ms. Lovely J. Enriquez'),
        post('Instructor II', 'Mr. Mark Joseph D. Tan'),
        post('Instructor I', 'Ms. Sheila R. Gatdula'),
      ]),
      post('Coordinator, Science', 'Dr. Helen V. Aquino', [
        post('Assistant Professor III', 'Mr. Arnold C. Belen'),
        post('Instructor II', 'Ms. Joy Ann M. Quiambao'),
        post('Instructor I', 'Mr. Ferdinand T. Lacson'),
      ]),
    ]),
  },
  btvted: {
    title: 'BTVTEd Faculty Organizational Chart',
    root: post('Program Chair', 'Dr. Ronaldo B. Castillo', [
      post('Coordinator, Agricultural Crops Production', 'Mr. Leonardo B. Umali', [
        post('Instructor III', 'Mr. Danilo P. Mercado'),
        post('Instructor II', 'Ms. Rosemarie T. Gutierrez'),
        post('Instructor I', 'Ms. Glenda R. Vergara'),
      ]),
      post('Coordinator, Food and Service Management', 'Ms. Jennifer C. Aguino', [
        post('Instructor III', 'Ms. Marites L. Samonte'),
        post('Instructor II', 'Mr. Romeo G. Dimaculangan'),
        post('Instructor I', 'Ms. Aileen F. Perez'),
      ]),
    ]),
  },
  bsa: {
    title: 'BSA Faculty Organizational Chart',
    root: post('Program Chair', 'Dr. Eduardo V. Pascual', [
      post('Coordinator, Crop Science', 'Dr. Victoria M. Ramos', [
        post('Associate Professor I', 'Mr. Alfredo C. Bañez'),
        post('Assistant Professor II', 'Ms. Rachelle D. Manalo'),
        post('Instructor III', 'Mr. Herminio S. Del Rosario'),
        post('Instructor I', 'Ms. Cherry Mae P. Yap'),
      ]),
      post('Coordinator, Animal Science', 'Dr. Rogelio T. Medina', [
        post('Associate Professor II', 'Ms. Lourdes A. Villareal'),
        post('Assistant Professor I', 'Mr. Ernesto G. Padilla'),
        post('Instructor II', 'Ms. Jocelyn B. Marquez'),
        post('Instructor I', 'Mr. Nestor P. Galang'),
        post('Instructor I', 'Mr. Ariel M. Cunanan'),
      ]),
    ]),
  },
};

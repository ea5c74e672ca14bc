/** Demo schools in a few Saudi cities (keyed by the city's English name), for the personal-information form. */
export const DEMO_SCHOOLS: Record<string, [ar: string, en: string][]> = {
  Riyadh: [
    ['مدرسة الأندلس الابتدائية', 'Al Andalus Primary School'],
    ['متوسطة الملك فيصل', 'King Faisal Intermediate School'],
    ['ثانوية الملك عبدالعزيز', 'King Abdulaziz Secondary School'],
    ['مدارس النخبة الأهلية', 'Al Nukhba Private Schools'],
  ],
  Jeddah: [
    ['مدرسة البحر الأحمر الابتدائية', 'Red Sea Primary School'],
    ['متوسطة الصفا', 'Al Safa Intermediate School'],
    ['ثانوية الفيصلية', 'Al Faisaliyah Secondary School'],
  ],
  Makkah: [
    ['مدرسة العزيزية الابتدائية', 'Al Aziziyah Primary School'],
    ['ثانوية العوالي', 'Al Awali Secondary School'],
  ],
  Madinah: [
    ['مدرسة قباء الابتدائية', 'Quba Primary School'],
    ['ثانوية طيبة', 'Taibah Secondary School'],
  ],
  Dammam: [
    ['مدرسة الشاطئ الابتدائية', 'Al Shati Primary School'],
    ['متوسطة الخليج', 'Al Khaleej Intermediate School'],
    ['ثانوية الظهران', 'Dhahran Secondary School'],
  ],
  Abha: [['ثانوية السودة', 'Al Soudah Secondary School']],
};

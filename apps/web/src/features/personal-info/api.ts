import type { Language } from '@mizan/contract/i18n';
import type { City, Country, School, SchoolYearOptionsResponse } from '@mizan/contract/lookups';
import type { PersonalInfoDetailResponse, PersonalInfoRequest } from '@mizan/contract/personal-info';
import { api } from '@/lib/api/api';

const unpaginated = { pagination: 'false' };
/** Names come in the request's language, so the language is part of each lookup's cache key. */
type InLanguage<T = object> = T & { lang: Language };

export const personalInfoApi = api.enhanceEndpoints({ addTagTypes: ['PersonalInfo'] }).injectEndpoints({
  endpoints: (build) => ({
    getPersonalInfo: build.query<PersonalInfoDetailResponse, string>({
      query: (quizId) => `quizzes/personal-info/detail/${quizId}/`,
      providesTags: (_result, _error, quizId) => [{ type: 'PersonalInfo', id: quizId }],
    }),
    /** Creates on the first save, updates afterwards (the server refuses a second create). */
    savePersonalInfo: build.mutation<PersonalInfoDetailResponse, { quizId: string; exists: boolean; body: PersonalInfoRequest }>({
      query: ({ quizId, exists, body }) => ({
        url: `quizzes/personal-info/${exists ? 'update' : 'create'}/${quizId}/`,
        method: exists ? 'PUT' : 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { quizId }) => [{ type: 'PersonalInfo', id: quizId }],
    }),
    getSchoolYearOptions: build.query<SchoolYearOptionsResponse, InLanguage>({ query: () => 'quizzes/school-year-options/' }),
    getCountries: build.query<Country[], InLanguage>({ query: () => ({ url: 'countries/', params: unpaginated }) }),
    getCities: build.query<City[], InLanguage<{ countryId: number }>>({
      query: ({ countryId }) => ({ url: `countries/countries/${countryId}/cities/`, params: unpaginated }),
    }),
    getSchools: build.query<School[], InLanguage<{ cityId: number }>>({
      query: ({ cityId }) => ({ url: 'countries/schools/', params: { ...unpaginated, city: cityId } }),
    }),
  }),
});

export const {
  useGetPersonalInfoQuery,
  useSavePersonalInfoMutation,
  useGetSchoolYearOptionsQuery,
  useGetCountriesQuery,
  useGetCitiesQuery,
  useGetSchoolsQuery,
} = personalInfoApi;

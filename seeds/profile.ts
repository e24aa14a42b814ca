import type { SiteProfile } from '../src/shared/types';

/**
 * The institution's profile as first installed. It is data, not code: an installation keeps
 * whatever the administrator changes later, and this seed never overwrites it.
 */
export const INITIAL_PROFILE: SiteProfile = {
  full_name: 'Государственное бюджетное учреждение «Социально-реабилитационный центр для несовершеннолетних»',
  short_name: 'ГБУ «СРЦН»',
  address: '660000, Россия, г. Красноярск, ул. Школьная, д. 12',
  phone: '+7 (391) 200-10-20',
  fax: '+7 (391) 200-10-21',
  email: 'srcn@example.ru',
  working_hours: {
    institution: 'Учреждение работает круглосуточно.',
    administration: 'Администрация: понедельник — пятница с 8.00 до 16.15, суббота и воскресенье — выходные дни.',
  },
  links: {
    social: { title: 'Мы ВКонтакте', url: 'https://vk.com/' },
    adoption: { title: 'Усыновление в России', url: 'https://www.usynovite.ru/' },
    rating: { title: 'Оценить качество услуг учреждения', url: 'https://bus.gov.ru/' },
    survey: { title: 'Анкета для получателей социальных услуг', url: 'https://forms.yandex.ru/' },
    ministry: { title: 'Министерство социальной защиты населения', url: 'https://szn24.ru/' },
    online_safety: { title: 'Безопасность детей в интернете', url: 'https://www.detionline.com/' },
    child_fund_videos: { title: 'Видеоматериалы Фонда поддержки детей', url: 'https://fond-detyam.ru/' },
    memory_dates: { title: 'Памятные даты военной истории России', url: 'https://histrf.ru/' },
    helpline: { title: 'Детский телефон доверия 8-800-2000-122', url: 'https://telefon-doveria.ru/' },
  },
  gov_widget: {
    script_url: 'https://pos.gosuslugi.ru/bin/script.min.js',
    form_id: '0',
  },
};

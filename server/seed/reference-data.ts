// Reference data: languages (ISO 639-2/B + 639-1 codes, endonym and names in hr/en/de/sr-Latn) and ISO 3166-1 countries (alpha-2 + alpha-3).

export interface LanguageSeed {
  id: number;
  /** ISO 639-2/B three-letter code, e.g. "eng" */
  code: string;
  /** ISO 639-1 two-letter code, e.g. "en" */
  code2: string;
  /** Endonym, e.g. "Deutsch" */
  name: string;
  /** Name in Croatian */
  name_hrv: string;
  name_eng: string;
  name_ger: string;
  /** Name in Serbian, Latin script */
  name_srp: string;
}

export const languages: LanguageSeed[] = [
  { id: 1, code: "alb", code2: "sq", name: "Shqip", name_hrv: "Albanski", name_eng: "Albanian", name_ger: "Albanisch", name_srp: "Albanski" },
  { id: 2, code: "ara", code2: "ar", name: "العربية", name_hrv: "Arapski", name_eng: "Arabic", name_ger: "Arabisch", name_srp: "Arapski" },
  { id: 3, code: "bel", code2: "be", name: "Беларуская", name_hrv: "Bjeloruski", name_eng: "Belarusian", name_ger: "Belarussisch", name_srp: "Beloruski" },
  { id: 4, code: "bos", code2: "bs", name: "Bosanski", name_hrv: "Bosanski", name_eng: "Bosnian", name_ger: "Bosnisch", name_srp: "Bosanski" },
  { id: 5, code: "bul", code2: "bg", name: "Български", name_hrv: "Bugarski", name_eng: "Bulgarian", name_ger: "Bulgarisch", name_srp: "Bugarski" },
  { id: 6, code: "cat", code2: "ca", name: "Català", name_hrv: "Katalonski", name_eng: "Catalan", name_ger: "Katalanisch", name_srp: "Katalonski" },
  { id: 7, code: "chi", code2: "zh", name: "中文", name_hrv: "Kineski", name_eng: "Chinese", name_ger: "Chinesisch", name_srp: "Kineski" },
  { id: 8, code: "cze", code2: "cs", name: "Čeština", name_hrv: "Češki", name_eng: "Czech", name_ger: "Tschechisch", name_srp: "Češki" },
  { id: 9, code: "dan", code2: "da", name: "Dansk", name_hrv: "Danski", name_eng: "Danish", name_ger: "Dänisch", name_srp: "Danski" },
  { id: 10, code: "dut", code2: "nl", name: "Nederlands", name_hrv: "Nizozemski", name_eng: "Dutch", name_ger: "Niederländisch", name_srp: "Holandski" },
  { id: 11, code: "est", code2: "et", name: "Eesti", name_hrv: "Estonski", name_eng: "Estonian", name_ger: "Estnisch", name_srp: "Estonski" },
  { id: 12, code: "fin", code2: "fi", name: "Suomi", name_hrv: "Finski", name_eng: "Finnish", name_ger: "Finnisch", name_srp: "Finski" },
  { id: 13, code: "fre", code2: "fr", name: "Français", name_hrv: "Francuski", name_eng: "French", name_ger: "Französisch", name_srp: "Francuski" },
  { id: 14, code: "ger", code2: "de", name: "Deutsch", name_hrv: "Njemački", name_eng: "German", name_ger: "Deutsch", name_srp: "Nemački" },
  { id: 15, code: "gre", code2: "el", name: "Ελληνικά", name_hrv: "Grčki", name_eng: "Greek", name_ger: "Griechisch", name_srp: "Grčki" },
  { id: 16, code: "heb", code2: "he", name: "עברית", name_hrv: "Hebrejski", name_eng: "Hebrew", name_ger: "Hebräisch", name_srp: "Hebrejski" },
  { id: 17, code: "hin", code2: "hi", name: "हिन्दी", name_hrv: "Hindski", name_eng: "Hindi", name_ger: "Hindi", name_srp: "Hindi" },
  { id: 18, code: "hun", code2: "hu", name: "Magyar", name_hrv: "Mađarski", name_eng: "Hungarian", name_ger: "Ungarisch", name_srp: "Mađarski" },
  { id: 19, code: "ice", code2: "is", name: "Íslenska", name_hrv: "Islandski", name_eng: "Icelandic", name_ger: "Isländisch", name_srp: "Islandski" },
  { id: 20, code: "ind", code2: "id", name: "Bahasa Indonesia", name_hrv: "Indonezijski", name_eng: "Indonesian", name_ger: "Indonesisch", name_srp: "Indonežanski" },
  { id: 21, code: "gle", code2: "ga", name: "Gaeilge", name_hrv: "Irski", name_eng: "Irish", name_ger: "Irisch", name_srp: "Irski" },
  { id: 22, code: "ita", code2: "it", name: "Italiano", name_hrv: "Talijanski", name_eng: "Italian", name_ger: "Italienisch", name_srp: "Italijanski" },
  { id: 23, code: "jpn", code2: "ja", name: "日本語", name_hrv: "Japanski", name_eng: "Japanese", name_ger: "Japanisch", name_srp: "Japanski" },
  { id: 24, code: "kor", code2: "ko", name: "한국어", name_hrv: "Korejski", name_eng: "Korean", name_ger: "Koreanisch", name_srp: "Korejski" },
  { id: 25, code: "lav", code2: "lv", name: "Latviešu", name_hrv: "Latvijski", name_eng: "Latvian", name_ger: "Lettisch", name_srp: "Letonski" },
  { id: 26, code: "lit", code2: "lt", name: "Lietuvių", name_hrv: "Litavski", name_eng: "Lithuanian", name_ger: "Litauisch", name_srp: "Litvanski" },
  { id: 27, code: "ltz", code2: "lb", name: "Lëtzebuergesch", name_hrv: "Luksemburški", name_eng: "Luxembourgish", name_ger: "Luxemburgisch", name_srp: "Luksemburški" },
  { id: 28, code: "mac", code2: "mk", name: "Македонски", name_hrv: "Makedonski", name_eng: "Macedonian", name_ger: "Mazedonisch", name_srp: "Makedonski" },
  { id: 29, code: "mlt", code2: "mt", name: "Malti", name_hrv: "Malteški", name_eng: "Maltese", name_ger: "Maltesisch", name_srp: "Malteški" },
  { id: 30, code: "nor", code2: "no", name: "Norsk", name_hrv: "Norveški", name_eng: "Norwegian", name_ger: "Norwegisch", name_srp: "Norveški" },
  { id: 31, code: "eng", code2: "en", name: "English", name_hrv: "Engleski", name_eng: "English", name_ger: "Englisch", name_srp: "Engleski" },
  { id: 32, code: "per", code2: "fa", name: "فارسی", name_hrv: "Perzijski", name_eng: "Persian", name_ger: "Persisch", name_srp: "Persijski" },
  { id: 33, code: "pol", code2: "pl", name: "Polski", name_hrv: "Poljski", name_eng: "Polish", name_ger: "Polnisch", name_srp: "Poljski" },
  { id: 34, code: "por", code2: "pt", name: "Português", name_hrv: "Portugalski", name_eng: "Portuguese", name_ger: "Portugiesisch", name_srp: "Portugalski" },
  { id: 35, code: "rum", code2: "ro", name: "Română", name_hrv: "Rumunjski", name_eng: "Romanian", name_ger: "Rumänisch", name_srp: "Rumunski" },
  { id: 36, code: "rus", code2: "ru", name: "Русский", name_hrv: "Ruski", name_eng: "Russian", name_ger: "Russisch", name_srp: "Ruski" },
  { id: 37, code: "srp", code2: "sr", name: "Српски", name_hrv: "Srpski", name_eng: "Serbian", name_ger: "Serbisch", name_srp: "Srpski" },
  { id: 38, code: "slo", code2: "sk", name: "Slovenčina", name_hrv: "Slovački", name_eng: "Slovak", name_ger: "Slowakisch", name_srp: "Slovački" },
  { id: 39, code: "slv", code2: "sl", name: "Slovenščina", name_hrv: "Slovenski", name_eng: "Slovenian", name_ger: "Slowenisch", name_srp: "Slovenački" },
  { id: 40, code: "spa", code2: "es", name: "Español", name_hrv: "Španjolski", name_eng: "Spanish", name_ger: "Spanisch", name_srp: "Španski" },
  { id: 41, code: "hrv", code2: "hr", name: "Hrvatski", name_hrv: "Hrvatski", name_eng: "Croatian", name_ger: "Kroatisch", name_srp: "Hrvatski" },
  { id: 42, code: "swe", code2: "sv", name: "Svenska", name_hrv: "Švedski", name_eng: "Swedish", name_ger: "Schwedisch", name_srp: "Švedski" },
  { id: 43, code: "tha", code2: "th", name: "ไทย", name_hrv: "Tajlandski", name_eng: "Thai", name_ger: "Thailändisch", name_srp: "Tajski" },
  { id: 44, code: "tur", code2: "tr", name: "Türkçe", name_hrv: "Turski", name_eng: "Turkish", name_ger: "Türkisch", name_srp: "Turski" },
  { id: 45, code: "ukr", code2: "uk", name: "Українська", name_hrv: "Ukrajinski", name_eng: "Ukrainian", name_ger: "Ukrainisch", name_srp: "Ukrajinski" },
  { id: 46, code: "vie", code2: "vi", name: "Tiếng Việt", name_hrv: "Vijetnamski", name_eng: "Vietnamese", name_ger: "Vietnamesisch", name_srp: "Vijetnamski" },
];

export const countries: { iso: string; code: string }[] = [
  { iso: "AD", code: "AND" }, { iso: "AE", code: "ARE" }, { iso: "AF", code: "AFG" }, { iso: "AG", code: "ATG" }, { iso: "AI", code: "AIA" }, { iso: "AL", code: "ALB" },
  { iso: "AM", code: "ARM" }, { iso: "AO", code: "AGO" }, { iso: "AQ", code: "ATA" }, { iso: "AR", code: "ARG" }, { iso: "AS", code: "ASM" }, { iso: "AT", code: "AUT" },
  { iso: "AU", code: "AUS" }, { iso: "AW", code: "ABW" }, { iso: "AX", code: "ALA" }, { iso: "AZ", code: "AZE" }, { iso: "BA", code: "BIH" }, { iso: "BB", code: "BRB" },
  { iso: "BD", code: "BGD" }, { iso: "BE", code: "BEL" }, { iso: "BF", code: "BFA" }, { iso: "BG", code: "BGR" }, { iso: "BH", code: "BHR" }, { iso: "BI", code: "BDI" },
  { iso: "BJ", code: "BEN" }, { iso: "BL", code: "BLM" }, { iso: "BM", code: "BMU" }, { iso: "BN", code: "BRN" }, { iso: "BO", code: "BOL" }, { iso: "BQ", code: "BES" },
  { iso: "BR", code: "BRA" }, { iso: "BS", code: "BHS" }, { iso: "BT", code: "BTN" }, { iso: "BV", code: "BVT" }, { iso: "BW", code: "BWA" }, { iso: "BY", code: "BLR" },
  { iso: "BZ", code: "BLZ" }, { iso: "CA", code: "CAN" }, { iso: "CC", code: "CCK" }, { iso: "CD", code: "COD" }, { iso: "CF", code: "CAF" }, { iso: "CG", code: "COG" },
  { iso: "CH", code: "CHE" }, { iso: "CI", code: "CIV" }, { iso: "CK", code: "COK" }, { iso: "CL", code: "CHL" }, { iso: "CM", code: "CMR" }, { iso: "CN", code: "CHN" },
  { iso: "CO", code: "COL" }, { iso: "CR", code: "CRI" }, { iso: "CU", code: "CUB" }, { iso: "CV", code: "CPV" }, { iso: "CW", code: "CUW" }, { iso: "CX", code: "CXR" },
  { iso: "CY", code: "CYP" }, { iso: "CZ", code: "CZE" }, { iso: "DE", code: "DEU" }, { iso: "DJ", code: "DJI" }, { iso: "DK", code: "DNK" }, { iso: "DM", code: "DMA" },
  { iso: "DO", code: "DOM" }, { iso: "DZ", code: "DZA" }, { iso: "EC", code: "ECU" }, { iso: "EE", code: "EST" }, { iso: "EG", code: "EGY" }, { iso: "EH", code: "ESH" },
  { iso: "ER", code: "ERI" }, { iso: "ES", code: "ESP" }, { iso: "ET", code: "ETH" }, { iso: "FI", code: "FIN" }, { iso: "FJ", code: "FJI" }, { iso: "FK", code: "FLK" },
  { iso: "FM", code: "FSM" }, { iso: "FO", code: "FRO" }, { iso: "FR", code: "FRA" }, { iso: "GA", code: "GAB" }, { iso: "GB", code: "GBR" }, { iso: "GD", code: "GRD" },
  { iso: "GE", code: "GEO" }, { iso: "GF", code: "GUF" }, { iso: "GG", code: "GGY" }, { iso: "GH", code: "GHA" }, { iso: "GI", code: "GIB" }, { iso: "GL", code: "GRL" },
  { iso: "GM", code: "GMB" }, { iso: "GN", code: "GIN" }, { iso: "GP", code: "GLP" }, { iso: "GQ", code: "GNQ" }, { iso: "GR", code: "GRC" }, { iso: "GS", code: "SGS" },
  { iso: "GT", code: "GTM" }, { iso: "GU", code: "GUM" }, { iso: "GW", code: "GNB" }, { iso: "GY", code: "GUY" }, { iso: "HK", code: "HKG" }, { iso: "HM", code: "HMD" },
  { iso: "HN", code: "HND" }, { iso: "HR", code: "HRV" }, { iso: "HT", code: "HTI" }, { iso: "HU", code: "HUN" }, { iso: "ID", code: "IDN" }, { iso: "IE", code: "IRL" },
  { iso: "IL", code: "ISR" }, { iso: "IM", code: "IMN" }, { iso: "IN", code: "IND" }, { iso: "IO", code: "IOT" }, { iso: "IQ", code: "IRQ" }, { iso: "IR", code: "IRN" },
  { iso: "IS", code: "ISL" }, { iso: "IT", code: "ITA" }, { iso: "JE", code: "JEY" }, { iso: "JM", code: "JAM" }, { iso: "JO", code: "JOR" }, { iso: "JP", code: "JPN" },
  { iso: "KE", code: "KEN" }, { iso: "KG", code: "KGZ" }, { iso: "KH", code: "KHM" }, { iso: "KI", code: "KIR" }, { iso: "KM", code: "COM" }, { iso: "KN", code: "KNA" },
  { iso: "KP", code: "PRK" }, { iso: "KR", code: "KOR" }, { iso: "KW", code: "KWT" }, { iso: "KY", code: "CYM" }, { iso: "KZ", code: "KAZ" }, { iso: "LA", code: "LAO" },
  { iso: "LB", code: "LBN" }, { iso: "LC", code: "LCA" }, { iso: "LI", code: "LIE" }, { iso: "LK", code: "LKA" }, { iso: "LR", code: "LBR" }, { iso: "LS", code: "LSO" },
  { iso: "LT", code: "LTU" }, { iso: "LU", code: "LUX" }, { iso: "LV", code: "LVA" }, { iso: "LY", code: "LBY" }, { iso: "MA", code: "MAR" }, { iso: "MC", code: "MCO" },
  { iso: "MD", code: "MDA" }, { iso: "ME", code: "MNE" }, { iso: "MF", code: "MAF" }, { iso: "MG", code: "MDG" }, { iso: "MH", code: "MHL" }, { iso: "MK", code: "MKD" },
  { iso: "ML", code: "MLI" }, { iso: "MM", code: "MMR" }, { iso: "MN", code: "MNG" }, { iso: "MO", code: "MAC" }, { iso: "MP", code: "MNP" }, { iso: "MQ", code: "MTQ" },
  { iso: "MR", code: "MRT" }, { iso: "MS", code: "MSR" }, { iso: "MT", code: "MLT" }, { iso: "MU", code: "MUS" }, { iso: "MV", code: "MDV" }, { iso: "MW", code: "MWI" },
  { iso: "MX", code: "MEX" }, { iso: "MY", code: "MYS" }, { iso: "MZ", code: "MOZ" }, { iso: "NA", code: "NAM" }, { iso: "NC", code: "NCL" }, { iso: "NE", code: "NER" },
  { iso: "NF", code: "NFK" }, { iso: "NG", code: "NGA" }, { iso: "NI", code: "NIC" }, { iso: "NL", code: "NLD" }, { iso: "NO", code: "NOR" }, { iso: "NP", code: "NPL" },
  { iso: "NR", code: "NRU" }, { iso: "NU", code: "NIU" }, { iso: "NZ", code: "NZL" }, { iso: "OM", code: "OMN" }, { iso: "PA", code: "PAN" }, { iso: "PE", code: "PER" },
  { iso: "PF", code: "PYF" }, { iso: "PG", code: "PNG" }, { iso: "PH", code: "PHL" }, { iso: "PK", code: "PAK" }, { iso: "PL", code: "POL" }, { iso: "PM", code: "SPM" },
  { iso: "PN", code: "PCN" }, { iso: "PR", code: "PRI" }, { iso: "PS", code: "PSE" }, { iso: "PT", code: "PRT" }, { iso: "PW", code: "PLW" }, { iso: "PY", code: "PRY" },
  { iso: "QA", code: "QAT" }, { iso: "RE", code: "REU" }, { iso: "RO", code: "ROU" }, { iso: "RS", code: "SRB" }, { iso: "RU", code: "RUS" }, { iso: "RW", code: "RWA" },
  { iso: "SA", code: "SAU" }, { iso: "SB", code: "SLB" }, { iso: "SC", code: "SYC" }, { iso: "SD", code: "SDN" }, { iso: "SE", code: "SWE" }, { iso: "SG", code: "SGP" },
  { iso: "SH", code: "SHN" }, { iso: "SI", code: "SVN" }, { iso: "SJ", code: "SJM" }, { iso: "SK", code: "SVK" }, { iso: "SL", code: "SLE" }, { iso: "SM", code: "SMR" },
  { iso: "SN", code: "SEN" }, { iso: "SO", code: "SOM" }, { iso: "SR", code: "SUR" }, { iso: "SS", code: "SSD" }, { iso: "ST", code: "STP" }, { iso: "SV", code: "SLV" },
  { iso: "SX", code: "SXM" }, { iso: "SY", code: "SYR" }, { iso: "SZ", code: "SWZ" }, { iso: "TC", code: "TCA" }, { iso: "TD", code: "TCD" }, { iso: "TF", code: "ATF" },
  { iso: "TG", code: "TGO" }, { iso: "TH", code: "THA" }, { iso: "TJ", code: "TJK" }, { iso: "TK", code: "TKL" }, { iso: "TL", code: "TLS" }, { iso: "TM", code: "TKM" },
  { iso: "TN", code: "TUN" }, { iso: "TO", code: "TON" }, { iso: "TR", code: "TUR" }, { iso: "TT", code: "TTO" }, { iso: "TV", code: "TUV" }, { iso: "TW", code: "TWN" },
  { iso: "TZ", code: "TZA" }, { iso: "UA", code: "UKR" }, { iso: "UG", code: "UGA" }, { iso: "UM", code: "UMI" }, { iso: "US", code: "USA" }, { iso: "UY", code: "URY" },
  { iso: "UZ", code: "UZB" }, { iso: "VA", code: "VAT" }, { iso: "VC", code: "VCT" }, { iso: "VE", code: "VEN" }, { iso: "VG", code: "VGB" }, { iso: "VI", code: "VIR" },
  { iso: "VN", code: "VNM" }, { iso: "VU", code: "VUT" }, { iso: "WF", code: "WLF" }, { iso: "WS", code: "WSM" }, { iso: "YE", code: "YEM" }, { iso: "YT", code: "MYT" },
  { iso: "ZA", code: "ZAF" }, { iso: "ZM", code: "ZMB" }, { iso: "ZW", code: "ZWE" },
];

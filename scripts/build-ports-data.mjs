// Reference data of scripts/build-ports.mjs (a pure data file: the country table, the curated port list and the
// deprecated zone names); the script's header says where the data comes from and how it is checked.
/** Country code -> [short English name, default zone, region, [latMin, latMax, lonMin, lonMax] rough bounds]. */
export const COUNTRIES = {
  CN: ['China', 'Asia/Shanghai', 'EAS', [18, 42, 107, 124]],
  HK: ['Hong Kong', 'Asia/Hong_Kong', 'EAS', [22, 23, 113.8, 114.5]],
  MO: ['Macao', 'Asia/Macau', 'EAS', [22, 22.3, 113.4, 113.7]],
  TW: ['Taiwan', 'Asia/Taipei', 'EAS', [21.8, 25.4, 119.9, 122.1]],
  KR: ['South Korea', 'Asia/Seoul', 'EAS', [33, 38.7, 124.5, 130]],
  JP: ['Japan', 'Asia/Tokyo', 'EAS', [24, 45.6, 122.9, 146]],
  VN: ['Vietnam', 'Asia/Ho_Chi_Minh', 'SAS', [8.5, 23.5, 102, 110]],
  TH: ['Thailand', 'Asia/Bangkok', 'SAS', [5.5, 20.5, 97.3, 105.7]],
  KH: ['Cambodia', 'Asia/Phnom_Penh', 'SAS', [10, 14.7, 102.3, 107.7]],
  MY: ['Malaysia', 'Asia/Kuala_Lumpur', 'SAS', [0.8, 7.5, 99.6, 119.3]],
  SG: ['Singapore', 'Asia/Singapore', 'SAS', [1.1, 1.5, 103.6, 104.1]],
  ID: ['Indonesia', 'Asia/Jakarta', 'SAS', [-11, 6, 95, 141]],
  PH: ['Philippines', 'Asia/Manila', 'SAS', [4.5, 21.2, 116.9, 126.7]],
  BN: ['Brunei', 'Asia/Brunei', 'SAS', [4, 5.1, 114, 115.4]],
  MM: ['Myanmar', 'Asia/Yangon', 'SAS', [9.5, 28.6, 92.1, 101.2]],
  BD: ['Bangladesh', 'Asia/Dhaka', 'SAS', [20.5, 26.7, 88, 92.7]],
  LK: ['Sri Lanka', 'Asia/Colombo', 'SAS', [5.9, 9.9, 79.6, 81.9]],
  MV: ['Maldives', 'Indian/Maldives', 'SAS', [-0.7, 7.1, 72.6, 73.8]],
  IN: ['India', 'Asia/Kolkata', 'SAS', [6.7, 35.7, 68, 97.4]],
  PK: ['Pakistan', 'Asia/Karachi', 'SAS', [23.6, 37.1, 60.8, 77.8]],
  AE: ['United Arab Emirates', 'Asia/Dubai', 'WAS', [22.6, 26.1, 51.5, 56.4]],
  OM: ['Oman', 'Asia/Muscat', 'WAS', [16.6, 26.4, 52, 59.9]],
  SA: ['Saudi Arabia', 'Asia/Riyadh', 'WAS', [16.3, 32.2, 34.5, 55.7]],
  QA: ['Qatar', 'Asia/Qatar', 'WAS', [24.4, 26.2, 50.7, 51.7]],
  BH: ['Bahrain', 'Asia/Bahrain', 'WAS', [25.8, 26.4, 50.3, 50.9]],
  KW: ['Kuwait', 'Asia/Kuwait', 'WAS', [28.5, 30.1, 46.5, 48.5]],
  IQ: ['Iraq', 'Asia/Baghdad', 'WAS', [29, 37.4, 38.8, 48.6]],
  YE: ['Yemen', 'Asia/Aden', 'WAS', [12.1, 19, 42.5, 53.2]],
  JO: ['Jordan', 'Asia/Amman', 'WAS', [29.1, 33.4, 34.9, 39.3]],
  IL: ['Israel', 'Asia/Jerusalem', 'WAS', [29.4, 33.4, 34.2, 35.9]],
  LB: ['Lebanon', 'Asia/Beirut', 'WAS', [33, 34.7, 35.1, 36.7]],
  EG: ['Egypt', 'Africa/Cairo', 'EUA', [22, 31.7, 24.7, 36.9]],
  TR: ['Turkey', 'Europe/Istanbul', 'EU', [35.8, 42.2, 25.6, 44.8]],
  CY: ['Cyprus', 'Asia/Nicosia', 'EU', [34.5, 35.7, 32.2, 34.6]],
  GR: ['Greece', 'Europe/Athens', 'EU', [34.8, 41.8, 19.3, 28.3]],
  MT: ['Malta', 'Europe/Malta', 'EU', [35.7, 36.1, 14.1, 14.6]],
  IT: ['Italy', 'Europe/Rome', 'EU', [36.6, 47.1, 6.6, 18.6]],
  SI: ['Slovenia', 'Europe/Ljubljana', 'EU', [45.4, 46.9, 13.3, 16.6]],
  HR: ['Croatia', 'Europe/Zagreb', 'EU', [42.3, 46.6, 13.4, 19.5]],
  AL: ['Albania', 'Europe/Tirane', 'EU', [39.6, 42.7, 19.2, 21.1]],
  ME: ['Montenegro', 'Europe/Podgorica', 'EU', [41.8, 43.6, 18.4, 20.4]],
  FR: ['France', 'Europe/Paris', 'EU', [42.3, 51.2, -5.2, 9.6]],
  ES: ['Spain', 'Europe/Madrid', 'EU', [27.6, 43.9, -18.2, 4.4]],
  PT: ['Portugal', 'Europe/Lisbon', 'EU', [32.4, 42.2, -31.3, -6.1]],
  MA: ['Morocco', 'Africa/Casablanca', 'EUA', [27.6, 35.95, -13.2, -1]],
  DZ: ['Algeria', 'Africa/Algiers', 'EUA', [19, 37.1, -8.7, 12]],
  TN: ['Tunisia', 'Africa/Tunis', 'EUA', [30.2, 37.4, 7.5, 11.6]],
  LY: ['Libya', 'Africa/Tripoli', 'EUA', [19.5, 33.2, 9.3, 25.2]],
  GB: ['United Kingdom', 'Europe/London', 'EU', [49.9, 60.9, -8.2, 1.8]],
  IE: ['Ireland', 'Europe/Dublin', 'EU', [51.4, 55.4, -10.5, -6]],
  NL: ['Netherlands', 'Europe/Amsterdam', 'EU', [50.7, 53.6, 3.3, 7.3]],
  BE: ['Belgium', 'Europe/Brussels', 'EU', [49.5, 51.5, 2.5, 6.4]],
  DE: ['Germany', 'Europe/Berlin', 'EU', [47.2, 55.1, 5.8, 15.1]],
  DK: ['Denmark', 'Europe/Copenhagen', 'EU', [54.5, 57.8, 8, 15.2]],
  NO: ['Norway', 'Europe/Oslo', 'EU', [57.9, 71.2, 4.6, 31.1]],
  SE: ['Sweden', 'Europe/Stockholm', 'EU', [55.3, 69.1, 11, 24.2]],
  FI: ['Finland', 'Europe/Helsinki', 'EU', [59.8, 70.1, 20.5, 31.6]],
  EE: ['Estonia', 'Europe/Tallinn', 'EU', [57.5, 59.7, 21.7, 28.2]],
  LV: ['Latvia', 'Europe/Riga', 'EU', [55.6, 58.1, 20.9, 28.3]],
  LT: ['Lithuania', 'Europe/Vilnius', 'EU', [53.9, 56.5, 20.9, 26.9]],
  PL: ['Poland', 'Europe/Warsaw', 'EU', [49, 54.9, 14.1, 24.2]],
  IS: ['Iceland', 'Atlantic/Reykjavik', 'EU', [63.3, 66.6, -24.6, -13.4]],
  RO: ['Romania', 'Europe/Bucharest', 'EU', [43.6, 48.3, 20.2, 29.8]],
  BG: ['Bulgaria', 'Europe/Sofia', 'EU', [41.2, 44.3, 22.3, 28.7]],
  GE: ['Georgia', 'Asia/Tbilisi', 'EU', [41, 43.6, 40, 46.8]],
  US: ['United States', 'America/New_York', 'NA', [24.4, 49.5, -125, -66.9]],
  CA: ['Canada', 'America/Toronto', 'NA', [41.6, 70, -141, -52.6]],
  MX: ['Mexico', 'America/Mexico_City', 'LA', [14.5, 32.8, -117.2, -86.7]],
  GT: ['Guatemala', 'America/Guatemala', 'LA', [13.7, 17.9, -92.3, -88.2]],
  SV: ['El Salvador', 'America/El_Salvador', 'LA', [13.1, 14.5, -90.2, -87.7]],
  HN: ['Honduras', 'America/Tegucigalpa', 'LA', [12.9, 16.6, -89.4, -83.1]],
  NI: ['Nicaragua', 'America/Managua', 'LA', [10.7, 15.1, -87.7, -82.7]],
  CR: ['Costa Rica', 'America/Costa_Rica', 'LA', [8, 11.3, -86, -82.5]],
  PA: ['Panama', 'America/Panama', 'LA', [7.2, 9.7, -83.1, -77.1]],
  BZ: ['Belize', 'America/Belize', 'LA', [15.8, 18.5, -89.3, -87.4]],
  JM: ['Jamaica', 'America/Jamaica', 'LA', [17.7, 18.6, -78.4, -76.1]],
  DO: ['Dominican Republic', 'America/Santo_Domingo', 'LA', [17.5, 20, -72.1, -68.3]],
  HT: ['Haiti', 'America/Port-au-Prince', 'LA', [18, 20.1, -74.5, -71.6]],
  PR: ['Puerto Rico', 'America/Puerto_Rico', 'LA', [17.9, 18.6, -67.3, -65.2]],
  BS: ['Bahamas', 'America/Nassau', 'LA', [20.9, 27.3, -79.3, -72.7]],
  TT: ['Trinidad and Tobago', 'America/Port_of_Spain', 'LA', [10, 11.4, -61.9, -60.5]],
  BB: ['Barbados', 'America/Barbados', 'LA', [13, 13.4, -59.7, -59.4]],
  CW: ['Curacao', 'America/Curacao', 'LA', [12, 12.4, -69.2, -68.7]],
  AW: ['Aruba', 'America/Aruba', 'LA', [12.4, 12.7, -70.1, -69.8]],
  GP: ['Guadeloupe', 'America/Guadeloupe', 'LA', [15.8, 16.6, -61.9, -61]],
  MQ: ['Martinique', 'America/Martinique', 'LA', [14.3, 14.9, -61.3, -60.8]],
  LC: ['Saint Lucia', 'America/St_Lucia', 'LA', [13.7, 14.2, -61.1, -60.8]],
  AG: ['Antigua and Barbuda', 'America/Antigua', 'LA', [16.9, 17.8, -62, -61.6]],
  CO: ['Colombia', 'America/Bogota', 'LA', [-4.3, 12.6, -79.1, -66.8]],
  VE: ['Venezuela', 'America/Caracas', 'LA', [0.6, 12.3, -73.4, -59.7]],
  GY: ['Guyana', 'America/Guyana', 'LA', [1.1, 8.6, -61.4, -56.4]],
  SR: ['Suriname', 'America/Paramaribo', 'LA', [1.8, 6.1, -58.1, -53.9]],
  GF: ['French Guiana', 'America/Cayenne', 'LA', [2.1, 5.8, -54.6, -51.6]],
  EC: ['Ecuador', 'America/Guayaquil', 'LA', [-5.1, 1.5, -81.1, -75.1]],
  PE: ['Peru', 'America/Lima', 'LA', [-18.4, -0.03, -81.4, -68.6]],
  CL: ['Chile', 'America/Santiago', 'LA', [-56, -17.4, -75.8, -66.9]],
  AR: ['Argentina', 'America/Argentina/Buenos_Aires', 'LA', [-55.1, -21.7, -73.6, -53.6]],
  UY: ['Uruguay', 'America/Montevideo', 'LA', [-35, -30, -58.5, -53]],
  BR: ['Brazil', 'America/Sao_Paulo', 'LA', [-33.8, 5.3, -74, -34.7]],
  MR: ['Mauritania', 'Africa/Nouakchott', 'EUA', [14.7, 27.3, -17.1, -4.8]],
  SN: ['Senegal', 'Africa/Dakar', 'EUA', [12.3, 16.7, -17.6, -11.3]],
  GM: ['Gambia', 'Africa/Banjul', 'EUA', [13, 13.9, -16.9, -13.7]],
  GW: ['Guinea-Bissau', 'Africa/Bissau', 'EUA', [10.8, 12.7, -16.8, -13.6]],
  GN: ['Guinea', 'Africa/Conakry', 'EUA', [7.1, 12.7, -15.1, -7.6]],
  SL: ['Sierra Leone', 'Africa/Freetown', 'EUA', [6.9, 10, -13.4, -10.2]],
  LR: ['Liberia', 'Africa/Monrovia', 'EUA', [4.3, 8.6, -11.5, -7.3]],
  CI: ["Cote d'Ivoire", 'Africa/Abidjan', 'EUA', [4.3, 10.8, -8.6, -2.4]],
  GH: ['Ghana', 'Africa/Accra', 'EUA', [4.7, 11.2, -3.3, 1.3]],
  TG: ['Togo', 'Africa/Lome', 'EUA', [6, 11.2, -0.2, 1.9]],
  BJ: ['Benin', 'Africa/Porto-Novo', 'EUA', [6.2, 12.5, 0.7, 3.9]],
  NG: ['Nigeria', 'Africa/Lagos', 'EUA', [4.2, 13.9, 2.6, 14.7]],
  CM: ['Cameroon', 'Africa/Douala', 'EUA', [1.6, 13.1, 8.4, 16.2]],
  GQ: ['Equatorial Guinea', 'Africa/Malabo', 'EUA', [0.9, 3.8, 8.4, 11.4]],
  GA: ['Gabon', 'Africa/Libreville', 'EUA', [-4, 2.4, 8.6, 14.6]],
  CG: ['Congo', 'Africa/Brazzaville', 'EUA', [-5.1, 3.8, 11.1, 18.7]],
  CD: ['DR Congo', 'Africa/Kinshasa', 'EUA', [-13.5, 5.4, 12.2, 31.4]],
  AO: ['Angola', 'Africa/Luanda', 'EUA', [-18.1, -4.4, 11.6, 24.1]],
  NA: ['Namibia', 'Africa/Windhoek', 'EUA', [-29, -16.9, 11.7, 25.3]],
  ZA: ['South Africa', 'Africa/Johannesburg', 'EUA', [-34.9, -22.1, 16.4, 33]],
  MZ: ['Mozambique', 'Africa/Maputo', 'EUA', [-26.9, -10.4, 30.2, 41]],
  MG: ['Madagascar', 'Indian/Antananarivo', 'EUA', [-25.7, -11.9, 43.2, 50.5]],
  MU: ['Mauritius', 'Indian/Mauritius', 'EUA', [-20.6, -19.9, 57.3, 57.9]],
  RE: ['Reunion', 'Indian/Reunion', 'EUA', [-21.4, -20.8, 55.2, 55.9]],
  SC: ['Seychelles', 'Indian/Mahe', 'EUA', [-4.9, -4.5, 55.3, 55.6]],
  TZ: ['Tanzania', 'Africa/Dar_es_Salaam', 'EUA', [-11.8, -1, 29.3, 40.5]],
  KE: ['Kenya', 'Africa/Nairobi', 'EUA', [-4.8, 5.1, 33.9, 41.9]],
  SO: ['Somalia', 'Africa/Mogadishu', 'EUA', [-1.7, 12, 40.9, 51.5]],
  DJ: ['Djibouti', 'Africa/Djibouti', 'EUA', [10.9, 12.8, 41.7, 43.5]],
  SD: ['Sudan', 'Africa/Khartoum', 'EUA', [8.6, 22.3, 21.8, 38.7]],
  AU: ['Australia', 'Australia/Sydney', 'SAS', [-43.7, -10.6, 113, 153.7]],
  NZ: ['New Zealand', 'Pacific/Auckland', 'SAS', [-47.3, -34.3, 166.4, 178.6]],
  PG: ['Papua New Guinea', 'Pacific/Port_Moresby', 'SAS', [-11.7, -1, 140.8, 156]],
  FJ: ['Fiji', 'Pacific/Fiji', 'SAS', [-19.2, -16, 177, 180]],
  NC: ['New Caledonia', 'Pacific/Noumea', 'SAS', [-22.7, -19.5, 163.5, 168.2]],
  PF: ['French Polynesia', 'Pacific/Tahiti', 'SAS', [-27.7, -7.9, -154.7, -134.9]],
  WS: ['Samoa', 'Pacific/Apia', 'SAS', [-14.1, -13.4, -172.9, -171.4]],
  TO: ['Tonga', 'Pacific/Tongatapu', 'SAS', [-22.4, -15.5, -176.3, -173.7]],
  VU: ['Vanuatu', 'Pacific/Efate', 'SAS', [-20.3, -13, 166.5, 170.3]],
  SB: ['Solomon Islands', 'Pacific/Guadalcanal', 'SAS', [-11.9, -6.5, 155.5, 167.3]],
};

/**
 * The curated ports: one country per line, entries 'LOC Name [@lat,lon] [~Zone]' separated by ';'. LOC is the
 * 3-character location part of the UN/LOCODE. `@` overrides sea-ports' position (missing, wrong, or a city centre far
 * from the container terminals); `~` overrides the country's default zone.
 */
export const CURATED = `
CN SHA Shanghai @31.36,121.62; NGB Ningbo @29.93,121.86; YTN Yantian @22.57,114.27; SHK Shekou @22.47,113.9; CWN Chiwan @22.47,113.87; NSA Nansha @22.66,113.66; TAO Qingdao @36.0,120.2; TXG Tianjin Xingang @38.98,117.78; DLC Dalian @38.93,121.66; XMN Xiamen @24.45,118.07; FOC Fuzhou @25.99,119.44; SWA Shantou @23.35,116.68; LYG Lianyungang @34.74,119.45; RZH Rizhao; YIK Yingkou @40.29,122.08; ZUH Zhuhai; FAN Fangcheng; QZH Qinzhou @21.68,108.64; BHY Beihai @21.48,109.08; TAG Taicang; NTG Nantong; ZJG Zhangjiagang; YNT Yantai @37.55,121.39; WNZ Wenzhou @27.98,120.9; HAK Haikou
HK HKG Hong Kong @22.33,114.12
MO MFM Macau
TW KHH Kaohsiung @22.58,120.3; TXG Taichung @24.29,120.51; KEL Keelung; TPE Taipei @25.16,121.38
KR PUS Busan @35.08,128.95; KAN Gwangyang @34.9,127.7; INC Incheon @37.45,126.6; PTK Pyeongtaek @36.97,126.83; USN Ulsan @35.5,129.38; MAS Masan; KPO Pohang @36.0,129.42; MOK Mokpo; KUV Gunsan @35.97,126.6
JP TYO Tokyo @35.62,139.79; YOK Yokohama @35.44,139.67; NGO Nagoya @35.05,136.85; UKB Kobe @34.66,135.22; OSA Osaka @34.64,135.41; HKT Hakata @33.62,130.39; MOJ Moji @33.93,130.95; SMZ Shimizu @35.02,138.51; YKK Yokkaichi; SDJ Sendai @38.27,141.02; TMK Tomakomai; HHE Hachinohe; KIJ Niigata @37.95,139.05; TOY Toyama @36.77,137.12; KNZ Kanazawa @36.62,136.6; HIJ Hiroshima @34.35,132.45; NAH Naha; CHB Chiba; AXT Akita; NGS Nagasaki; OIT Oita; SMN Sakaiminato; MAI Maizuru @35.48,135.38; IMB Imabari
VN SGN Ho Chi Minh City @10.76,106.79; CMT Cai Mep @10.52,107.03; HPH Haiphong @20.84,106.76; DAD Da Nang @16.12,108.22; UIH Quy Nhon
TH LCH Laem Chabang; BKK Bangkok @13.7,100.57; SGZ Songkhla
KH KOS Sihanoukville @10.63,103.5
MY TPP Tanjung Pelepas; PKG Port Klang; PEN Penang; PGU Pasir Gudang; KUA Kuantan @3.97,103.43; BTU Bintulu ~Asia/Kuching; KCH Kuching ~Asia/Kuching; BKI Kota Kinabalu ~Asia/Kuching; SDK Sandakan ~Asia/Kuching; MYY Miri ~Asia/Kuching
SG SIN Singapore @1.26,103.8
ID JKT Jakarta @-6.1,106.88; SUB Surabaya @-7.2,112.73; SRG Semarang; BLW Belawan; PNK Pontianak; BPN Balikpapan ~Asia/Makassar; UPG Makassar @-5.12,119.41 ~Asia/Makassar; BTM Batam @1.1,104.0; BDJ Banjarmasin ~Asia/Makassar; BIT Bitung @1.44,125.19 ~Asia/Makassar
PH MNL Manila @14.6,120.95; SFS Subic Bay; BTG Batangas @13.75,121.04; CEB Cebu; DVO Davao @7.12,125.66; GES General Santos
BN MUA Muara
MM RGN Yangon
BD CGP Chittagong @22.3,91.8; MGL Mongla
LK CMB Colombo @6.95,79.84
MV MLE Male
IN NSA Nhava Sheva; MUN Mundra @22.74,69.7; IXY Kandla; PAV Pipavav @20.9,71.5; HZA Hazira @21.1,72.63; MAA Chennai @13.1,80.3; KAT Kattupalli @13.31,80.35; VTZ Visakhapatnam; KRI Krishnapatnam; TUT Tuticorin; COK Cochin; IXE Mangalore; CCU Kolkata; HAL Haldia; MRM Mormugao
PK KHI Karachi @24.83,66.97; BQM Port Qasim @24.77,67.33
AE JEA Jebel Ali; KHL Khalifa Port @24.81,54.65; KLF Khor Fakkan
OM SLL Salalah @16.94,54.0; SOH Sohar; MCT Muscat
SA JED Jeddah @21.46,39.15; KAC King Abdullah Port; DMM Dammam @26.5,50.2; JUB Jubail
QA DOH Doha @25.0,51.6
BH KBS Khalifa Bin Salman
KW SWK Shuwaikh; SAA Shuaiba
IQ UQR Umm Qasr
YE ADE Aden
JO AQJ Aqaba
EG PSD Port Said @31.22,32.35; ALY Alexandria @31.18,29.87; DAM Damietta; SOK Sokhna
IL HFA Haifa; ASH Ashdod
LB BEY Beirut
TR AMB Ambarli @40.97,28.69; MER Mersin; IZM Izmir; GEM Gemlik; ISK Iskenderun; IZT Izmit @40.76,29.8
CY LMS Limassol
GR PIR Piraeus @37.94,23.58; SKG Thessaloniki
MT MAR Marsaxlokk
IT GOA Genoa @44.41,8.9; SPE La Spezia; LIV Livorno; NAP Naples; SAL Salerno; GIT Gioia Tauro; TRS Trieste; VCE Venice @45.44,12.26; RAN Ravenna; AOI Ancona; BRI Bari; CAG Cagliari; PMO Palermo
SI KOP Koper
HR RJK Rijeka; PLE Ploce
AL DRZ Durres
ME BAR Bar
FR FOS Fos-sur-Mer; LEH Le Havre @49.47,0.18; DKK Dunkirk; MTX Montoir-de-Bretagne
ES ALG Algeciras; VLC Valencia @39.44,-0.32; BCN Barcelona @41.35,2.16; BIO Bilbao @43.34,-3.03; VGO Vigo; TAR Tarragona; CAS Castellon @39.97,0.02; AGP Malaga; LPA Las Palmas ~Atlantic/Canary; SCT Santa Cruz de Tenerife ~Atlantic/Canary
PT SIE Sines; LIS Lisbon; LEI Leixoes; FNC Funchal ~Atlantic/Madeira; PDL Ponta Delgada @37.74,-25.66 ~Atlantic/Azores
MA PTM Tanger Med @35.89,-5.5; CAS Casablanca; AGA Agadir
DZ ALG Algiers; ORN Oran; BJA Bejaia; AAE Annaba @36.9,7.77
TN TUN Tunis @36.8,10.3; SFA Sfax
LY MRA Misurata; TIP Tripoli; BEN Benghazi
GB FXT Felixstowe; SOU Southampton; LGP London Gateway; TIL Tilbury; LIV Liverpool @53.45,-3.02; IMM Immingham @53.63,-0.19; TEE Teesport @54.6,-1.15; GRG Grangemouth; BEL Belfast @54.62,-5.9; ABD Aberdeen; GRK Greenock
IE DUB Dublin @53.35,-6.2; ORK Cork
NL RTM Rotterdam @51.95,4.05; AMS Amsterdam; VLI Vlissingen
BE ANR Antwerp @51.28,4.33; ZEE Zeebrugge
DE HAM Hamburg @53.53,9.93; BRV Bremerhaven; WVN Wilhelmshaven @53.59,8.15; BRE Bremen; LBC Lubeck; RSK Rostock @54.15,12.1
DK AAR Aarhus; CPH Copenhagen @55.7,12.61; EBJ Esbjerg; FRC Fredericia
NO OSL Oslo; BGO Bergen; SVG Stavanger; KRS Kristiansand
SE GOT Gothenburg @57.69,11.85; STO Stockholm; HEL Helsingborg; GVX Gavle
FI HEL Helsinki @60.2,25.18; KTK Kotka; RAU Rauma; OUL Oulu
EE TLL Tallinn @59.5,24.96
LV RIX Riga
LT KLJ Klaipeda
PL GDN Gdansk @54.4,18.7; GDY Gdynia; SWI Swinoujscie
IS REY Reykjavik
RO CND Constanta
BG VAR Varna; BOJ Burgas
GE PTI Poti; BUS Batumi
US LAX Los Angeles @33.73,-118.26 ~America/Los_Angeles; LGB Long Beach @33.75,-118.21 ~America/Los_Angeles; OAK Oakland @37.8,-122.32 ~America/Los_Angeles; SEA Seattle @47.58,-122.35 ~America/Los_Angeles; TIW Tacoma @47.27,-122.41 ~America/Los_Angeles; NYC New York @40.68,-74.13; SAV Savannah @32.12,-81.14; CHS Charleston @32.84,-79.92; ORF Norfolk @36.9,-76.33; HOU Houston @29.61,-95.0 ~America/Chicago; MSY New Orleans ~America/Chicago; MOB Mobile ~America/Chicago; JAX Jacksonville @30.4,-81.55; MIA Miami; PEF Port Everglades; ILM Wilmington; TPA Tampa
CA VAN Vancouver @49.29,-123.08 ~America/Vancouver; PRR Prince Rupert ~America/Vancouver; MTR Montreal; HAL Halifax ~America/Halifax
MX ZLO Manzanillo @19.06,-104.31; LZC Lazaro Cardenas @17.94,-102.17; VER Veracruz; ATM Altamira; ESE Ensenada ~America/Tijuana; MZT Mazatlan @23.19,-106.42 ~America/Mazatlan; PGO Progreso ~America/Merida; COA Coatzacoalcos
GT STC Santo Tomas de Castilla; PRQ Puerto Quetzal
SV AQJ Acajutla
HN PCR Puerto Cortes
NI CIO Corinto
CR MOB Moin; CAL Caldera
PA MIT Manzanillo @9.36,-79.88; BLB Balboa; CTB Cristobal
BZ BZE Belize City
JM KIN Kingston @17.98,-76.83
DO CAU Caucedo; HAI Rio Haina
HT PAP Port-au-Prince
PR SJU San Juan
BS FPO Freeport; NAS Nassau
TT POS Port of Spain; PTS Point Lisas
BB BGI Bridgetown
CW WIL Willemstad @12.11,-68.93
AW ORJ Oranjestad
GP PTP Pointe-a-Pitre
MQ FDF Fort-de-France
LC CAS Castries
AG SJO St. John's
CO CTG Cartagena; BUN Buenaventura; BAQ Barranquilla; SMR Santa Marta
VE PBL Puerto Cabello; LGU La Guaira @10.6,-66.93
GY GEO Georgetown
SR PBM Paramaribo
GF DDC Degrad des Cannes
EC GYE Guayaquil; PSJ Posorja @-2.7,-80.25; MEC Manta
PE CLL Callao; PAI Paita; MRI Matarani
CL SAI San Antonio; VAP Valparaiso; SVE San Vicente; LQN Lirquen; CNL Coronel; ARI Arica; IQQ Iquique; ANF Antofagasta; MJS Mejillones
AR BUE Buenos Aires @-34.58,-58.37; ZAE Zarate; BHI Bahia Blanca; PMY Puerto Madryn
UY MVD Montevideo
BR SSZ Santos; PNG Paranagua; ITJ Itajai; NVT Navegantes; IOA Itapoa; RIG Rio Grande; RIO Rio de Janeiro; IGI Itaguai; VIX Vitoria; SSA Salvador ~America/Bahia; SUA Suape ~America/Recife; PEC Pecem ~America/Fortaleza; VLC Vila do Conde ~America/Belem; SFS Sao Francisco do Sul
MR NKC Nouakchott
SN DKR Dakar
GM BJL Banjul
GW OXB Bissau
GN CKY Conakry
SL FNA Freetown
LR MLW Monrovia
CI ABJ Abidjan; SPY San Pedro
GH TEM Tema; TKD Takoradi
TG LFW Lome
BJ COO Cotonou
NG LOS Lagos @6.44,3.37; ONN Onne
CM DLA Douala; KBI Kribi @2.73,9.87
GQ SSG Malabo
GA LBV Libreville @0.35,9.47; POG Port-Gentil
CG PNR Pointe-Noire
CD MAT Matadi @-5.82,13.45
AO LAD Luanda; LOB Lobito; MSZ Namibe
NA WVB Walvis Bay
ZA DUR Durban; CPT Cape Town; ZBA Ngqura; ELS East London; RCB Richards Bay
MZ MPM Maputo; BEW Beira; MNC Nacala
MG TMM Toamasina; MJN Mahajanga
MU PLU Port Louis
RE LPT Le Port @-20.93,55.29
SC POV Victoria
TZ DAR Dar es Salaam; ZNZ Zanzibar; TGT Tanga
KE MBA Mombasa
SO MGQ Mogadishu; BBO Berbera
DJ JIB Djibouti
SD PZU Port Sudan
AU SYD Sydney @-33.97,151.22; MEL Melbourne @-37.84,144.92 ~Australia/Melbourne; BNE Brisbane @-27.38,153.17 ~Australia/Brisbane; FRE Fremantle ~Australia/Perth; ADL Adelaide @-34.78,138.48 ~Australia/Adelaide; TSV Townsville ~Australia/Brisbane; NTL Newcastle
NZ AKL Auckland; TRG Tauranga @-37.65,176.18; LYT Lyttelton; NPE Napier; WLG Wellington; POE Port Chalmers; NSN Nelson
PG LAE Lae; POM Port Moresby
FJ SUV Suva; LTK Lautoka
NC NOU Noumea
PF PPT Papeete
WS APW Apia
TO NUK Nuku'alofa @-21.13,-175.2
VU VLI Port Vila
SB HIR Honiara
`;

/** Names from tzdata's 'backward' file that sea-ports uses; never written to the output. */
export const DEPRECATED_ZONES = new Set([
  'Asia/Saigon',
  'Asia/Calcutta',
  'Asia/Rangoon',
  'Asia/Katmandu',
  'America/Cordoba',
  'America/Buenos_Aires',
  'Europe/Kiev',
  'Atlantic/Faeroe',
  'Pacific/Truk',
  'Pacific/Ponape',
]);

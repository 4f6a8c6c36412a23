/**
 * The hyphenation exceptions for US English that groff loads after its
 * patterns (`hyphenex.us`, `.hpfa` in troffrc): words the Knuth-Liang
 * patterns break wrongly, with their right points (`ar-chive`, which the
 * patterns leave whole). From the TUGboat hyphenation exception log,
 * copyright 2008 TeX Users Group: "You may freely use, modify and/or
 * distribute this file." Lower-cased, in groff 1.22.4's order. Read by
 * hyphens.ts at the first break it asks about.
 */
export const hyphenationExceptions =
  'acad-e-my acad-e-mies ac-cu-sa-tive acro-nym acro-nyms acryl-amide acryl-amides acryl-alde-hyde acu-punc-ture ' +
  'acu-punc-tur-ist add-a-ble add-i-ble adren-a-line aero-space af-ter-thought af-ter-thoughts agron-o-mist ' +
  'agron-o-mists al-ge-bra-i-cal-ly am-phet-a-mine am-phet-a-mines anach-ro-nism anach-ro-nis-tic an-a-lyse ' +
  'an-a-lysed analy-ses analy-sis an-eu-rysm an-eu-rysms an-eu-rys-mal an-iso-trop-ic an-iso-trop-i-cal-ly ' +
  'an-isot-ro-pism an-isot-ropy an-ni-ver-sary an-ni-ver-saries anom-a-ly anom-a-lies anti-deriv-a-tive ' +
  'anti-deriv-a-tives anti-holo-mor-phic an-tin-o-my an-tin-o-mies anti-nu-clear anti-nu-cle-on ' +
  'anti-rev-o-lu-tion-ary a-peri-odic apoth-e-o-ses apoth-e-o-sis ap-pen-di-ces ap-pen-dix ap-pen-dixes ' +
  'ar-chi-me-dean ar-chi-pel-ago ar-chi-pel-a-gos ar-chive ar-chives ar-chiv-ing ar-chiv-ist ar-chiv-ists ' +
  'ar-che-typ-al ar-che-type ar-che-types ar-che-typ-i-cal arc-tan-gent arc-tan-gents a-spher-ic a-spher-i-cal ' +
  'as-sign-a-ble as-sign-or as-sign-ors as-sist-ant as-sist-ance as-sist-ant-ship as-sist-ant-ships as-trol-o-ger ' +
  'as-trol-o-gers as-tron-o-mer as-tron-o-mers asymp-to-matic as-ymp-tot-ic asyn-chro-nous ath-er-o-scle-ro-sis ' +
  'at-mos-phere at-mos-pheres at-tri-bute at-trib-uted at-trib-ut-able au-to-ma-tion au-tom-a-ton au-tom-a-ta ' +
  'auto-num-ber-ing au-ton-o-mous auto-re-gres-sion auto-re-gres-sive auto-round-ing av-oir-du-pois ' +
  'back-scratcher back-scratch-ing band-lead-er band-lead-ers bank-rupt bank-rupts bank-rupt-cy bank-rupt-cies ' +
  'bar-onies base-line-skip ba-thym-e-try bathy-scaphe bean-ies be-drag-gle be-drag-gled bed-rid-den bed-rock ' +
  'be-dwarf be-dwarfs be-hav-iour be-hav-iours bevies bib-lio-graph-i-cal bib-li-og-ra-phy-style bib-units ' +
  'bi-dif-fer-en-tial big-gest big-shot big-shots bill-able bio-math-e-mat-ics bio-med-i-cal bio-med-i-cine ' +
  'bio-rhythms bio-weap-ons bio-weap-on-ry bit-map bit-maps bland-er bland-est blind-er blind-est blondes ' +
  'blue-print blue-prints bo-lom-e-ter bo-lom-e-ters book-sell-er book-sell-ers bool-ean bool-eans ' +
  'bor-no-log-i-cal bot-u-lism brusquer buf-fer buf-fers bun-gee bun-gees busier busi-est bussing butted ' +
  'buzz-word buzz-words cache-abil-ity cache-able ca-coph-o-ny ca-coph-o-nies call-er call-ers cam-era-men ' +
  'cart-wheel cart-wheels ca-tarrh ca-tarrhs ca-tas-tro-phe ca-tas-tro-phes cat-a-stroph-ic cat-a-stroph-i-cally ' +
  'ca-tas-tro-phism cat-e-noid cat-e-noids cau-li-flow-er chan-cery chap-ar-ral char-treuse chemo-kine ' +
  'chemo-kines chemo-ther-apy chemo-ther-a-pies chloro-meth-ane chloro-meth-anes cho-les-teric cig-a-rette ' +
  'cig-a-rettes cinque-foil co-asso-cia-tive coch-leas coch-lear co-designer co-designers co-gnac co-gnacs ' +
  'co-ker-nel co-ker-nels col-lin-ea-tion col-umns com-par-and com-par-ands com-pen-dium com-po-nent-wise ' +
  'comp-trol-ler comp-trol-lers com-put-able com-put-abil-ity con-form-able con-form-ist con-form-ists ' +
  'con-form-ity con-ge-ries con-gress con-gresses con-struc-ted con-struc-ti-ble con-struc-ti-bil-ity ' +
  'con-trib-ute con-trib-utes con-trib-uted copy-right-able co-re-la-tion co-re-la-tions co-re-li-gion-ist ' +
  'co-re-li-gion-ists co-re-op-sis co-re-spon-dent co-re-spon-dents co-se-cant co-semi-sim-ple co-tan-gent ' +
  'cour-ses co-work-er co-work-ers crank-case crank-shaft croc-o-dile croc-o-diles cross-hatch cross-hatched ' +
  'cross-hatch-ing cross-over cryp-to-gram cryp-to-grams cuff-link cuff-links cu-nei-form cus-tom-iz-a-ble ' +
  'cus-tom-ize cus-tom-izes cus-tom-ized cy-ber-virus cy-ber-viruses cy-ber-wea-pon cy-ber-wea-pons cy-to-kine ' +
  'cy-to-kines dachs-hund dam-sel-fly dam-sel-flies dactyl-o-gram dactyl-o-graph data-base data-bases data-path ' +
  'data-paths date-stamp date-stamps de-allo-cate de-allo-cates de-allo-cated de-allo-ca-tion de-allo-ca-tions ' +
  'de-clar-able de-fin-i-tive de-lec-ta-ble demi-semi-qua-ver demi-semi-qua-vers de-moc-ra-tism demos ' +
  'der-i-va-tion der-i-va-tions der-i-va-tion-al de-riv-a-tive de-riv-a-tives dia-lec-tic dia-lec-tics ' +
  'dia-lec-ti-cian dia-lec-ti-cians di-chloro-meth-ane dif-fract dif-fracts dif-frac-tion dif-frac-tions direr ' +
  'dire-ness dis-par-and dis-par-ands dis-traught-ly dis-trib-ut-able dis-trib-ute dis-trib-utes dis-trib-uted ' +
  'dis-trib-u-tive dou-ble-space dou-ble-spaced dou-ble-spac-ing dou-ble-talk doll-ish drift-age driv-ers ' +
  'drom-e-dary drom-e-daries drop-let drop-lets du-op-o-list du-op-o-lists du-op-o-ly du-op-o-lies dys-lexia ' +
  'dys-lec-tic dys-topia east-end-ers eco-sys-tem eco-sys-tems eco-nom-ics econ-o-mies econ-o-mist econ-o-mists ' +
  'ei-gen-class ei-gen-classes ei-gen-val-ue ei-gen-val-ues electro-mechan-i-cal electro-mechano-acoustic ' +
  'elec-tro-pho-re-sis elec-tro-pho-ret-ic elit-ist elit-ists en-dos-copy en-dos-copies en-tre-pre-neur ' +
  'en-tre-pre-neurs en-tre-pre-neur-ial ep-i-neph-rine eps-to-pdf equi-vari-ant equi-vari-ance er-go-nom-ic ' +
  'er-go-nom-ics er-go-nom-i-cally es-sence es-sences eth-ane eth-yl-am-ine eth-yl-ate eth-yl-ated eth-yl-ene ' +
  'ethy-nyl ethy-nyl-a-tion eu-sta-chian ever-si-ble evert everts evert-ed evert-ing ex-plan-a-tory ex-quis-ite ' +
  'ex-tra-or-di-nary face-lifts face-lift-ing fall-ing fermi-ons figu-rine figu-rines fi-nite-ly fla-gel-lum ' +
  'fla-gel-la flam-ma-bles fledg-ling flow-chart flow-charts fluoro-car-bon fluor-os-copies fluor-os-copy ' +
  'for-mi-da-ble for-mi-da-bly for-syth-ia forth-right free-loader free-loaders friend-lier friend-li-est ' +
  'fri-vol-ity fri-vol-i-ties friv-o-lous front-end front-ends ga-lac-tic gal-axy gal-ax-ies gaz-et-teer ' +
  'gaz-et-teers gas-om-e-ter ge-o-des-ic ge-o-det-ic ge-om-eter ge-om-eters geo-met-ric geo-met-rics ' +
  'ge-o-strophic geo-ther-mal ge-ot-ro-pism giga-nodes gno-mon gno-mons gran-di-ose grand-uncle grand-uncles ' +
  'griev-ance griev-ances griev-ous griev-ous-ly group-like hair-style hair-styles hair-styl-ist hair-styl-ists ' +
  'half-life half-lives half-space half-spaces half-tone half-tones half-way har-bin-ger har-bin-gers har-le-quin ' +
  'har-le-quins hatch-eries hei-nous he-lio-pause he-lio-trope hemi-demi-semi-qua-ver hemi-demi-semi-qua-vers ' +
  'he-mo-glo-bin he-mo-phil-ia he-mo-phil-iac he-mo-phil-iacs hemo-rhe-ol-ogy he-pat-ic he-pat-ica ' +
  'her-maph-ro-dite her-maph-ro-dit-ic he-roes hexa-dec-i-mal hip-po-po-ta-mus holo-deck holo-decks ho-lo-no-my ' +
  'ho-meo-mor-phic ho-meo-mor-phism ho-meo-stat-ic ho-meo-stat-ics ho-meo-sta-sis ho-mo-thetic horse-rad-ish ' +
  'hot-bed hot-beds hounds-teeth hounds-tooth hy-dro-ther-mal hy-per-elas-tic-ity hy-phen-a-tion hy-phen-a-tions ' +
  'hy-po-elas-tic-ity hy-po-thal-a-mus ico-nog-ra-pher ico-nog-ra-phers icon-o-graph-ic ico-nog-ra-phy ideals ' +
  'ideo-graphs idio-syn-crasy idio-syn-cra-sies idio-syn-cratic idio-syn-crat-i-cal-ly ig-nit-er ig-nit-ers ' +
  'ig-ni-tor ignore-spaces il-li-quid il-li-quid-ity im-mu-ni-za-tion im-mu-no-mod-u-la-to-ry im-ped-ance ' +
  'im-ped-ances in-du-bi-ta-ble in-fin-ite-ly in-fin-i-tes-i-mal in-fra-struc-ture in-fra-struc-tures input-enc ' +
  'in-stall-er in-stall-ers in-teg-rity in-ter-dis-ci-pli-nary in-ter-ga-lac-tic in-ter-view-ee in-ter-view-ees ' +
  'in-utile in-util-i-ty ir-ra-tio-nal ir-re-duc-ible ir-re-duc-ibly ir-rev-o-ca-ble iso-geo-met-ric ' +
  'iso-geo-met-rics iso-ther-mal isot-ropy iso-trop-ic itin-er-ary itin-er-ar-ies je-re-mi-ads key-note key-notes ' +
  'key-stroke key-strokes kilo-nodes kiln-ing lac-i-est lam-en-ta-ble land-scap-er land-scap-ers lar-ce-n ' +
  'lar-ce-ny lar-ce-nies lar-ce-nist leaf-hop-per leaf-hop-pers leaf-let leaf-lets let-ter-spaces let-ter-spaced ' +
  'let-ter-spac-ing leu-ko-cyte leu-ko-cytes leu-ko-triene leu-ko-trienes life-span life-spans life-style ' +
  'life-styles lift-off light-weight lim-ou-sines line-backer line-spacing li-on-ess li-quid-ity lith-o-graphed ' +
  'lith-o-graphs lo-bot-omy lo-bot-om-ize loges long-est look-ahead lo-quac-ity love-struck macro-eco-nomic ' +
  'macro-eco-nomics macro-econ-omy make-in-dex mal-a-prop-ism mal-a-prop-isms man-slaugh-ter man-u-script ' +
  'man-u-scripts mar-gin-al math-e-ma-ti-cian math-e-ma-ti-cians mattes med-ic-aid medi-ocre medi-oc-ri-ties ' +
  'mega-fau-na mega-fau-nal mega-lith mega-liths mega-nodes meta-bol-ic me-tab-o-lism me-tab-o-lisms ' +
  'me-tab-o-lite me-tab-o-lites meta-form meta-forms meta-lan-guage meta-lan-guages meta-phor meta-phors ' +
  'meta-phor-i-cal meta-phor-i-cal-ly meta-sta-bil-ity meta-stable meta-table meta-tables metem-psy-cho-sis ' +
  'meth-am-phet-a-mine meth-ane meth-od meth-yl-am-mo-nium meth-yl-ate meth-yl-ated meth-yl-a-tion meth-yl-ene ' +
  'me-trop-o-lis me-trop-o-lises met-ro-pol-i-tan met-ro-pol-i-tans micro-eco-nomic micro-eco-nomics ' +
  'micro-econ-omy micro-en-ter-prise micro-en-ter-prises mi-cro-fiche mi-cro-fiches micro-organ-ism ' +
  'micro-organ-isms mi-cro-struc-ture mid-after-noon mill-age mil-li-liter mimeo-graphed mimeo-graphs mim-ic-ries ' +
  'mine-sweeper mine-sweepers min-is mini-sym-po-sium mini-sym-po-sia mi-nut-er mi-nut-est mis-chie-vous-ly ' +
  'mi-sers mi-sog-a-my mne-mon-ic mne-mon-ics mod-el-ling mo-lec-u-lar mol-e-cule mol-e-cules mon-archs ' +
  'money-len-der money-len-ders mono-chrome mono-en-er-getic mon-oid mon-oph-thong mon-oph-thongs mono-pole ' +
  'mono-poles mo-nop-oly mono-space mono-spaced mono-spacing mono-spline mono-splines mono-strofic mo-not-o-nies ' +
  'mo-not-o-nous mo-ron-ism mos-qui-to mos-qui-tos mos-qui-toes mud-room mud-rooms mul-ti-fac-eted ' +
  'mul-ti-plic-able mul-ti-plic-ably multi-user name-space name-spaces neo-fields neo-nazi neo-nazis neph-ews ' +
  'neph-rite neph-ritic new-est news-let-ter news-let-ters nil-po-tent nitro-meth-ane node-list node-lists ' +
  'no-name non-ar-ith-met-ic non-emer-gency non-equi-vari-ance none-the-less non-euclid-ean non-iso-mor-phic ' +
  'non-pseudo-com-pact non-smooth non-uni-form non-uni-form-ly non-zero nor-ep-i-neph-rine not-with-stand-ing ' +
  'nu-cleo-tide nu-cleo-tides nut-crack-er nut-crack-ers oer-steds off-line off-load off-loads off-loaded ' +
  'oli-gop-o-list oli-gop-o-lists oli-gop-oly oli-gop-ol-ies om-ni-pres-ent om-ni-pres-ence ono-mat-o-poe-ia ' +
  'ono-mat-o-po-et-ic op-er-and op-er-ands orang-utan orang-utans or-tho-don-tist or-tho-don-tists ' +
  'or-tho-ker-a-tol-ogy ortho-nitro-toluene over-view over-views ox-id-ic pad-ding page-rank pain-less-ly ' +
  'pal-ette pal-ettes pa-rab-ola par-a-bol-ic pa-rab-o-loid par-a-digm par-a-digms para-chute para-chutes ' +
  'para-di-methyl-benzene para-fluoro-toluene para-graph-er para-le-gal par-al-lel-ism para-mag-net-ism ' +
  'para-medic para-methyl-anisole pa-ram-e-tri-za-tion pa-ram-e-trize para-mil-i-tary para-mount path-o-gen-ic ' +
  'peev-ish peev-ish-ness pen-al-ty pen-al-ties pen-ta-gon pen-ta-gons pe-tro-le-um phe-nol-phthalein ' +
  'phe-nom-e-non phenyl-ala-nine phi-lat-e-list phi-lat-e-lists pho-neme pho-nemes pho-ne-mic phos-phor-ic ' +
  'pho-to-graphs pho-to-off-set phtha-lam-ic phthal-ate phthi-sis pic-a-dor pic-a-dors pipe-line pipe-lines ' +
  'pipe-lin-ing pi-ra-nhas placa-ble plant-hop-per plant-hop-pers pla-teau pla-teaus pleas-ance plug-in plug-ins ' +
  'pol-ter-geist poly-an-dr poly-an-dry poly-an-drous poly-dac-tyl poly-dac-tyl-lic poly-ene poly-eth-yl-ene ' +
  'po-lyg-a-mist po-lyg-a-mists polyg-on-i-za-tion po-lyg-y-n po-lyg-y-ny po-lyg-y-nous pol-yp pol-yps ' +
  'po-lyph-o-n po-lyph-o-ny po-lyph-o-nous poly-phon-ic poly-styrene pome-gran-ate poro-elas-tic por-ous ' +
  'por-ta-ble post-am-ble post-am-bles post-hu-mous post-script post-scripts pos-tur-al pre-am-ble pre-am-bles ' +
  'pre-dict-able pre-fers pre-loaded pre-par-ing pre-print pre-prints pre-proces-sor pre-proces-sors pres-ent-ly ' +
  'pre-split-ting pre-wrap pre-wrapped priest-esses pret-ty-prin-ter pret-ty-prin-ting pro-ce-dur-al process ' +
  'pro-cur-ance prog-e-nies prog-e-ny pro-gram-mable pro-kary-ote pro-kary-otes pro-kary-ot-ic prom-i-nent ' +
  'pro-mis-cu-ous prom-is-sory prom-ise prom-ises pro-pel-ler pro-pel-lers pro-pel-ling pro-hib-i-tive ' +
  'pro-hib-i-tive-ly pro-sciut-to pros-ta-glan-din pros-ta-glan-dins pro-style pro-styles pro-test-er ' +
  'pro-test-ers pro-tes-tor pro-tes-tors pro-to-lan-guage pro-to-typ-al prov-ince prov-inces pro-vin-cial ' +
  'pro-virus pro-viruses prow-ess pseu-do-dif-fer-en-tial pseu-do-fi-nite pseu-do-fi-nite-ly pseu-do-forces ' +
  'pseu-dog-ra-pher pseu-do-group pseu-do-groups pseu-do-nym pseu-do-nyms pseu-do-word pseu-do-words ' +
  'psy-che-del-ic psychs pu-bes-cence pur-ges quad-ding qua-drat-ic qua-drat-ics quad-ra-ture quad-ri-lat-er-al ' +
  'quad-ri-lat-er-als quad-ri-pleg-ic quad-ru-ped quad-ru-peds quad-ru-pole quad-ru-poles quaint-er quaint-est ' +
  'qua-si-equiv-a-lence qua-si-equiv-a-lences qua-si-equiv-a-lent qua-si-hy-po-nor-mal qua-si-rad-i-cal ' +
  'qua-si-resid-ual qua-si-smooth qua-si-sta-tion-ary qua-si-topos qua-si-tri-an-gu-lar qua-si-triv-ial ' +
  'quin-tes-sence quin-tes-sences quin-tes-sen-tial rab-bit-ry ra-di-og-ra-phy raff-ish raff-ish-ly ram-shackle ' +
  'rav-en-ous re-allo-cate re-allo-cates re-allo-cated re-arrange re-arranges re-arranged re-arrange-ment ' +
  're-arrange-ments rec-i-proc-i-ties rec-i-proc-i-ty rec-tan-gle rec-tan-gles rec-tan-gu-lar re-di-rect ' +
  're-di-rect-ion re-duc-ible re-echo re-edu-cate ref-u-gee ref-u-gees re-imple-ment re-imple-ments ' +
  're-imple-mented re-imple-men-ta-tion ren-ais-sance re-phrase re-phrases re-phrased re-po-si-tion ' +
  're-po-si-tions re-print re-prints re-print-ed re-stor-able retro-fit retro-fit-ted re-us-able re-use re-wire ' +
  're-wrap re-wrapped re-write rhi-noc-er-os right-eous right-eous-ness ring-leader ring-leaders ro-bot ro-bots ' +
  'ro-botic ro-bot-ics roof-top roof-tops round-table round-tables sales-clerk sales-clerks sales-woman ' +
  'sales-women sa-lient sal-mo-nel-la sal-ta-tion sar-sa-par-il-la sat-el-lite sat-el-lites sauer-kraut ' +
  'scat-o-log-i-cal scene-shift-er scene-shift-ing sched-ul-ing schiz-o-phrenic schnau-zer school-child ' +
  'school-child-ren school-teacher school-teach-ers scru-ti-ny scyth-ing sell-er sell-ers sec-re-tar-iat ' +
  'sec-re-tar-iats sem-a-phore sem-a-phores se-mes-ter semi-def-i-nite semi-di-rect semi-ho-mo-thet-ic semi-ring ' +
  'semi-rings semi-sim-ple semi-skilled sem-itic ser-geant ser-geants sero-epi-de-mi-o-log-i-cal ' +
  'ser-vo-me-chan-i-cal ser-vo-mech-a-nism ser-vo-mech-a-nisms ses-qui-pe-da-lian set-up set-ups se-vere-ly ' +
  'shap-able shape-able shoe-string shoe-strings shop-lift-er shop-lift-ing show-hy-phens side-step side-steps ' +
  'side-swipe sign-age single-space single-spaced single-spacing sky-scraper sky-scrapers sln-uni-code ' +
  'smoke-stack smoke-stacks snor-kel-ing so-le-noid so-le-noids solute solutes sov-er-eign sov-er-eigns spa-ces ' +
  'spe-cious spell-er spell-ers spell-ing spe-lunk-er spend-thrift spher-oid spher-oids spher-oid-al sphin-ges ' +
  'spic-i-ly spin-or spin-ors spokes-man spokes-per-son spokes-per-sons spokes-woman spokes-women sports-cast ' +
  'sports-cast-er spor-tive-ly sports-wear sports-writer sports-writers spright-lier squea-mish stand-alone ' +
  'star-tling star-tling-ly sta-tis-tics stealth-ily steeple-chase stereo-graph-ic sto-chas-tic strange-ness ' +
  'strap-hanger strat-a-gem strat-a-gems stretch-i-er strip-tease strong-est strong-hold stu-pid-er stu-pid-est ' +
  'sub-dif-fer-en-tial sub-ex-pres-sion sub-ex-pres-sions sub-node sub-nodes sub-scrib-er sub-scrib-ers ' +
  'sub-tables sum-ma-ble super-deri-va-tion super-deri-va-tions super-ego super-egos su-prem-a-cist ' +
  'su-prem-a-cists sur-gery sur-ge-ries sur-ges sur-veil-lance swim-ming-ly symp-to-matic syn-chro-mesh ' +
  'syn-chro-nous syn-chro-tron taff-rail take-over take-overs talk-a-tive ta-pes-try ta-pes-tries tar-pau-lin ' +
  'tar-pau-lins te-leg-ra-pher te-leg-ra-phers tele-ki-net-ic tele-ki-net-ics tele-ro-bot-ics tell-er tell-ers ' +
  'tem-po-rar-ily ten-ure test-bed tera-nodes tetra-butyl-ammo-nium text-height text-length text-width thal-a-mus ' +
  'ther-mo-elas-tic time-stamp time-stamps tool-kit tool-kits topo-graph-i-cal topo-iso-mer-ase topo-iso-mer-ases ' +
  'toques trai-tor-ous trans-ceiver trans-ceivers trans-par-en-cy trans-par-en-cies trans-gress trans-ver-sal ' +
  'trans-ver-sals trans-ves-tite trans-ves-tites tra-vers-a-ble tra-ver-sal tra-ver-sals tri-ethyl-amine ' +
  'treach-eries tribes-man trip-let trip-lets tri-plex tri-plex-es trou-ba-dour tur-key tur-keys turn-around ' +
  'turn-arounds typ-al un-at-tached un-err-ing-ly un-friend-ly un-friend-li-er un-in-stan-ti-at-ed vaguer ' +
  'vaude-ville vic-ars vil-lain-ess vis-ual vis-ual-ly vi-vip-a-rous voice-print vspace wad-ding wall-flower ' +
  'wall-flow-ers warm-er warm-est waste-water wave-guide wave-guides wave-let wave-lets weap-ons weap-on-ry ' +
  'web-like web-log web-logs week-night week-nights weight-lift-er weight-lift-ing wheel-chair wheel-chairs ' +
  'which-ever white-sided white-space white-spaces wide-spread wing-span wing-spans wing-spread witch-craft ' +
  'word-spac-ing work-around work-arounds work-horse work-horses wrap-around wrap-arounds wretch-ed wretch-ed-ly ' +
  'yes-ter-year alex-an-der alex-an-drine al-ge-brai-sche al-gon-quian al-gon-quin al-le-ghe-ny apol-lo-dorus ' +
  'ar-kan-sas atp-ase atp-ases auf-lage aus-tral-asian auto-ma-ti-sier-ter beb-chuk be-die-nung bembo ' +
  'bi-blio-gra-phi-sche bos-ton brown-ian bruns-wick bu-da-pest burck-hardt cara-theo-dory car-ib-bean ' +
  'charles-ton char-lottes-ville ches-ter chiang chich-es-ter cohen co-lum-bia czecho-slo-va-kia del-a-ware ' +
  'dijk-stra dor-ches-ter dorf-leit-ner drechs-ler duane dy-na-mi-sche eijk-hout engle engel eng-lish euler-ian ' +
  'evan-ston feb-ru-ary fest-schrift flor-i-da flor-i-d-ian for-schungs-in-sti-tut free-bsd funk-tsional ' +
  'gauss-ian ge-sell-schaft ghost-script ghost-view gott-fried gott-lieb grass-mann-ian greifs-wald grothen-dieck ' +
  'grund-leh-ren ha-da-mard hai-fa hamil-ton-ian hel-sinki her-mit-ian hibbs hoef-ler hoek-water hok-kai-do huber ' +
  'image-magick jac-kow-ski jan-u-ary ja-pa-nese java-script jung-ian kad-om-tsev kan-sas karls-ruhe keynes-ian ' +
  'kor-te-weg krishna krish-na-ism krish-nan kron-ecker lan-cas-ter le-gendre leices-ter lip-schitz ' +
  'lip-schitz-ian loj-ban lou-i-si-ana lucas macbeth mac-os ma-gel-lan ma-la-ya-lam man-ches-ter mar-kov-ian ' +
  'markt-ober-dorf mass-a-chu-setts max-well meth-od-ist meth-od-ism mi-cro-soft min-kow-ski min-ne-ap-o-lis ' +
  'min-ne-sota mont-real mos-cow nach-rich-ten nash-ville net-bsd net-scape nietz-sche nij-me-gen noe-ther-ian ' +
  'noord-wijker-hout noto-wi-digdo no-vem-ber obst-feld open-bsd open-office oreo-pou-los pala-tino pa-ler-mo ' +
  'pe-trov-ski pfaff-ian phil-a-del-phia phi-lo-so-phi-sche poin-care po-ten-tial-glei-chung po-to-mac ' +
  'pres-by-terian pres-by-terians pyong-yang py-thag-o-ras py-thag-o-re-an ra-dha-krish-nan raths-kel-ler ' +
  'ravi-kumar reich-lin rie-mann-ian ryd-berg schim-mel-pfen-nig schot-ti-sche schro-din-ger schwa-ba-cher ' +
  'schwarz-schild schweid-nitz schwert sep-tem-ber shore-ditch skoup stokes-sche stutt-gart sus-que-han-na ' +
  'tau-ber-ian tech-ni-sche ten-nes-see thiruv-ananda-puram tol-ches-ter to-ma-szew-ski toyo-ta ty-po-graphique ' +
  'ukrain-ian ver-all-ge-mei-nerte ver-ei-ni-gung ver-tei-lun-gen vid-ias-sov vieth viiith viith ' +
  'wahr-schein-lich-keits-theo-rie wein-stein werk-zeuge wer-ner wer-ther-ian will-iam will-iams win-ches-ter ' +
  'wirt-schaft wis-sen-schaft-lich wolff-ian xviiith xviith xxiiird xxiind ying-yong shu-xue ji-suan zea-land ' +
  'zeit-schrift'

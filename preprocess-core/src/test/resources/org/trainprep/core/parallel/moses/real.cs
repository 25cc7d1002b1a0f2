Blíží se velký návrat českého smolaře.
Pavel Francouz byl povolán do NHL
Český hokejový brankář Pavel Francouz, který si v posledních měsících prochází těžkým obdobím své kariéry, se vrací zpátky do NHL.
Jednatřicetiletý plzeňský rodák bude na střídačce a brzy by se tak mohl dostat i do branky.
Bývalý brankář Litvínova, Plzně či ruského Čeljabinsku se zranil v přípravě na NHL v říjnu letošního roku.
Přesně v polovině utkání s Vegas střídal a od této doby se na kluzištích NHL dosud nepředstavil.
K incidentu došlo v momentě, kdy se zkušený brankář přesouval od jedné tyčky ke druhé.
„Pavel Francouz bude mimo přibližně tři až čtyři týdny se zraněním ve spodní části těla,“ oznámil celek z Denveru na začátku října.
Jeho návrat do branky v NHL se nakonec prodloužil na více jak dva měsíce.
V neděli dopoledne amerického času byl povolán z farmy, kde odchytal čtyři duely a ukázal svou starou formu.
V AHL si totiž připsal 94,5 % zákroků.
Odchovanec plzeňského hokeje se chce konečně prosadit a potvrdit, že do nejlepší ligy světa patří.
V posledním ročníku měl problémy s kyčlemi a ve zkráceném pandemickém ročníku neodchytal jediné utkání.
V NHL „Francík“ odchytal 36 utkání, jeho úspěšnost zákroků je na čísle 92,3 %.
Charles na vánočním přání nasazuje Camille roušku, William a Kate pózují v Jordánsku
Britský princ William a jeho manželka Kate jako letošní vánoční přání vybrali rodinnou fotografii pořízenou během cesty do Jordánska.
Své přání zveřejnil také princ Charles, který použil fotografii, na níž své choti Camille na dostizích pomáhá nasadit roušku.
Na svých internetových stránkách o tom informovala britská zpravodajská stanice BBC.
Přání posílají přátelům, spolupracovníkům a nadacím, se kterými spolupracují.
Fotografie vznikla kdesi v pouštní krajině.
Vévodkyně z Cambridge je oblečená v dlouhých letních šatech v khaki barvě a šaty má i princezna Charlotte.
Princ William, vévoda z Cambridge, má na sobě stejně jako princové George a Louis šortky a tričko s límečkem.
Kdo fotografii pořídil, William a Kate neuvedli, není ani jasné, kdy přesně vznikla.
Loni královská rodina pro fotografii určenou jako vánoční přání pózovala na balíku slámy před hromadou dřeva ve svém venkovském sídle v hrabství Norfolk.
Snímek, který poslouží jako vánoční přání, zveřejnili také následník trůnu princ Charles s manželkou Camillou.
Fotograf Sam Hussein je zachytil v červnu na dostizích v Ascotu.
Charles, který má na hlavě cylindr a na obličeji roušku, pomáhá Camille nasadit její roušku barevně sladěnou se světlými šaty.
Slavia podle efotbal.cz slíbila Berbrovi milion za titul, Tvrdík to popřel.
Praha – Kriminalisté v současné korupční kauze údajně pracovali s tím, že obviněný bývalý místopředseda Fotbalové asociace ČR Roman Berbr měl mít od pražské Slavie slíbený milion korun za ligový titul v sezoně 2018/19.
Informoval o tom server efotbal.cz s tím, že se dostal k části policejních spisů.
Předseda představenstva vršovického klubu Jaroslav Tvrdík uvedl, že se červenobílí žádného korupčního jednání nedopustili.
Server zveřejnil přepis policejních odposlechů, v nichž ze Slavie figuruje hlavně její někdejší sportovní ředitel Jan Nezmar, který vloni v létě v mistrovském klubu skončil.
Někdejší vlivný funkcionář červenobílých byl podle spisu v častém kontaktu jak s Berbrem, tak s bývalým sportovním ředitelem tehdy druholigového Vyšehradu Romanem Rogozem, jenž je v kauze rovněž mezi obviněnými.
Kriminalisté údajně pracovali s informací, že Slavia Berbrovi slíbila finanční odměnu za to, když získá titul.
2019 vyhrál tým SK Slavia Praha titul v první lize.
Policejní orgán disponoval s poznatkem, že za výhru v lize má mít Roman (Berbr) od funkcionářů SK Slavia Praha slíbený milionový úplatek, citoval server ze spisu.
O den později se podle kriminalistů sešel Berbr nejen s Nezmarem, ale také s předsedou představenstva Slavie Tvrdíkem.
Ze spisu už podle serveru dále nevyplývá, zda se policie touto informací stále zabývá.
Tvrdík jakékoli korupční jednání odmítl.
V letech 2015 až 2017 jsme se aktivně snažili o změnu poměrů v českém fotbale a nabídli jsme oponentní alternativu jeho rozvoje.
Nikdy jsme se nedopustili nezákonného jednání, neusilovali o ovlivnění rozhodčích v rozporu s pravidly fair play a nikomu jsme neposkytli jakékoliv finanční plnění v této souvislosti," uvedl Tvrdík pro Seznam Zprávy.
V odposleších mimo jiné Nezmar nevybíravě uráží některé bývalé hráče Slavie tmavé pleti a také pomlouvá svého někdejšího šéfa Tvrdíka.
Kauzu údajného ovlivňování zápasů prostřednictvím rozhodčích rozpoutal loni v polovině října policejní zásah na několika místech včetně pražského sídla FAČR.
Nejvýše postaveným v aféře je Berbr, který už nefiguruje v žádné z fotbalových funkcí.
V polovině ledna byl stejně jako někdejší sportovní ředitel Vyšehradu Rogoz propuštěn z vazby.
Vrtulníky, tanky a bvp jsou larping studené války.
Děla budou nová, ale v zásadě horšího typu (dělostřelci musí z pancéřované kabiny a nosit nábojky ručně bez krytí).
Auta - Toyoty hi-lux - jsou nová a dobrá
Náklaďáky a různá pancéřová vozidla - na slušné úrovni, navíc už se podařilo zbavit se Pragy V3S i u specializovaných jednotek.
Letadla: bojová- slušná, ale na konci pronájmu, dopravní - moc malá s krátkým doletem, ale moderní.
Drony - málo a jen malé typy bez bojového potenciálu
Rakety - nemáme vůbec (ale vyrábíme a vyvážení do zahraničí)
PVO: střední - studenoválečné, zastaralé; krátkého dosahu - dobré, moderní, relativně dobrý počet.
Mam takovou story.
Honitbu mam hned vedle města.
Z řeky lezli nutrie a dělali škody na plodinách, tak jsem tam byl sednou.
Když jsem přicházel, tak jsem viděl, že na druhem břehu řeky je rybář.
Nechtěl jsem dělat bordel, tak jsem si v klidu sedl a týpek si mě asi nevšiml.
Doufal jsem, že odejde, než něco vyleze, ale samozřejmě za chvílu šla liška.
Nechal jsem ji přijít na 40 metrů, než jsem se rozhodl střílet.
Chudák rybář se málem posral, mával čelovkou na všechny strany, tak jsem na něj zavolal, že to bylo na lišku.
Než jsem slezl z posedu byl fuč.
Tzn. I louka muže bejt pruser.
Na druhou stranu není to válka, to by musela bejt souhra spousty náhod aby se něco stalo, pravděpodobně bys byl vidět v termovizy, kterou ma dnes skoro každej.
Takže na viditelne místo, drahe věci si dat k noham do spacaku a měl bys byt v pohodě.
Vojtěch versus Hamáček.
Vnitro sehnalo respirátory podstatně levněji než ministerstvo zdravotnictví
Stát, zodpovědný za nákup a distribuci roušek, masek a respirátorů pro profese nejblíže koronaviru, vydal v minulých týdnech miliardy korun na jejich pořízení.
Server iRozhlas porovnal nákupy jednotlivých ministerstev a zjistil, že během jediného dne se částky na respirátor lišily až o stovky korun.
Proč se ceny tak dramaticky hýbaly?
Které úřady se chovaly hospodárně?
A proč jiné nakupovaly dráž?
Lenka Kabrhelová mluví s redaktorkou serveru iRozhlas Dominikou Kubištovou.
Vojáků a armády si vážím (asi nejsem zasažen vzpomínkami na ČSLA, které prodělaly starší generace), ale ČR nedokáže z povinné vojny benefitovat.
My ani nemáme velké sklady techniky, které by se vycvičení mohli chopit, nemáme vlastně moderní techniku ani pro stávající profesionály, navíc moderní technika je pořád složitější, takže schopnosti záložáků budou rapidně ztrácet v čase.
K tomu moderní konvenční konflikty, kam je kdo může nasadit, se budou odehrávat velice rychle, nebude čas někoho znovu cvičit.
A nakonec, záložáci/teritoriální obrana mají velký význam pro země, jako je Ukrajina, kde jde vést masovou gerilu a je to i vyslovená nutnost k odstrašení nepřítele.
Na území ČR se povede boj jedině v konfliktu takového rozsahu a intenzity, kde už gerila bude irelevantní, a nemáme k tomu ani vhodnou geografii.
hlavně nemáme individuální skill.
To ani není to nejhorší.
Nejhorší je, že půlka z nich hraje, jako kdyby ho měla.
To pak nastávaj takový situace, že koukáš jak frajer, kterej 2 minuty zpátky netrefil prázdnou bránu, najíždí do útoku sám mezi 2 nebo dokonce 3 švýcary a řikáš si "tvl a co si asi myslíš že se teď stane?".
No samozřejmě že ho voberou jak průměrnýho daňovýho poplatníka.
Ta situaci s tímhle skillem "povodit si obránce" je tak strašná, že jsem se přistih že jsem upřímně překvapenej, když vidim že náš útočník dokázal obehrát jednoho hráče soupeře.
První vlaštovky
Covidová pandemie zpomaluje, nicméně odborníci pro následující týdny nečekají nějaký zásadní zvrat.
Nápor v nemocnicích podle statistických modelů ještě nějaký čas vydrží a do pandemické rovnice přibyla, jak známo, nová neznámá: varianta omikron, která se velmi pravděpodobně šíří rychleji než v současnosti převládající Delta.
Zároveň zatím nelze s absolutní jistotou říct, zda může způsobovat závažnější průběh, nakolik proti ní pomáhá očkování nebo postinfekční imunita získaná předchozím proděláním nemoci.
Do covidové rovnice ale tento týden vstoupil také nečekaný fenomén na straně plusů: možnost léčby.
Do Česka dorazil nový lék, antivirotikum molnupiravir, který snižuje riziko těžkého průběhu onemocnění a s ním spojené hospitalizace o třetinu a je možné se jím léčit doma.
A brzy by ho měl doplnit také lék paxlovid od firmy Pfizer, který z dosavadních výsledků hlásí úspěšnost dokonce 85 procent.
První dodávky molnupiraviru do Česka ovšem kromě naděje na rozšíření portfolia nástrojů užitečných v boji s koronavirovou pandemií zvýraznily i otázku, jak je na příchozí léky zdejší administrativa připravená.
Jak bylo řečeno, první se k tuzemským pacientům dostane molnupiravir společnosti Merck.
Společnost skončila na pásce jako první i proto, že se lék začal vyvíjet dlouho před vypuknutím současné pandemie s cílem najít vhodnou léčbu pro virové onemocnění koní na jihoamerickém kontinentu.
U těhle výzkumu se často opomíjí to, že lidi na Západě (Německo, Švédsko atd.)
jsou obecně méně otevření a otevřeně nesdílejí své názory.
Zato východní Evropané, a zejména my Češi, jsme zvyklí mluvit "jak nám zobák narostl".
Viz uděláš výzkum, kde se lidí ptáš, zda mají rádi muslimy.
V Česku ti většina bez okolků řekne, že ne.
Na Západě ti řeknou, jak mají rádi migraci, jak by jim měli všichni pomoct a jak my Češi jsme rasistický hovada.
A pak jdou a volí strany jako AfD.
Bojí se cancel culture, říct tohle na veřejnosti znamená ztrátu práce a mediální lynč.
Pak to v průzkumech vypadá hezky, západ good, východ bad.
Ale zjistí skutečně, co si lidé myslí.
Ono jen ve Francii Le Penová a Zemmoura, oba mají podle průzkumu přes 20 %.
Dokonce víme, že objekty jsou po česku tři a zcela identické.
Identické z důvodu točení jednotek, aby si vojáci nemuseli znovu učit kde co je, tak jsou všechny objekty na chlup stejné.
Z jednoho je Atom Muzeum Brdy a zbylé dva jsou opuštěné.
Sranda je, že sssr nechtělo mít na vlastním územím nukleární hlavice ať už z důvodu bezpečnosti či rychlosti nasazení hlavic z důvodu západnější polohy.
V těch podzemních krytech ( v každém javoru jsou dva) se uchovávaly pouze hlavice nikoliv celé rakety jak se říká.
Pokud bylo potřeba nasadit tuto zbraň, přijela speciální jednotka, která si tuto hlavici vyzvedla a namontovala na nějaké nosné zařízení.
Kromě toho muzeiního javoru, jsou ty zbylé v dezolátním stavu.
Na druhém stupni základní školy jsme měli spolužáka Cigána, 4 roky jsme s ním byli.
Byl celkem v pohodě, dělal dobré vtípky, často se až moc projevoval, ale byl to takový náš maskot.
Bavil se s ním každý, často chodil a chtěl něco dovysvětlit, chyběl málo, chodil pravidelně, sportu se věnoval s námi, nekradl svačiny, ani telefony, chodil čistě oděn.
Jezdil i na školy v přírodě, dělal různé opičárny, ale byl v pohodě, snad nikdy žádný průser.
V osmé nebo deváté třídě, nastoupili sourozenci, cigáni do stejného ročníku, jiné třídy.
Krátce na to, zbili učitelku, řešila tam často něco policie, vyhrožovali a ohrožovali ostatní studenty..
Osobně prodávám občas něco na inzerát (staré věci, něco co nepotřebuju atd) a prodával jsem už často Cigánům, peníze vždy měli, nesnažili se o nějaké pokusy mě natáhnout na ceně, komunikace v klidu.
Dokonce jsem prodal takto i auto, chlapík za měsíc volal, že už to na sebe přepsal..
Sám o sobě říkám, že nejsem rasista, je mi jedno jestli je někdo bílý, černý, žlutý, modrý nebo jiný, dokud se chová tak, jak se ve slušné společnosti patří (pracuje, funguje, ženy nebije, prostě běžné chování).
Ale jak někdo přijde, natahuje ruku, vybydluje byty a domy, má kolem sebe jen nepořádek, dělá problémy.. tak je jedno jakou má barvu, ale bude mi vadit.
Nemám problém s africkými migranty, pokud se u nás zapojí, začnou podnikat, pracovat, naučí se jazyk (ne nutně, alespoň angličtinu), respektují naši kulturu.
Jestli věří v Alláha, je mi to jedno, dokud budou respektovat mé tradice a kulturu, já budu i tu jejich.
Mladá žena zemřela při havárii aut na Prachaticku
„Mladá žena utrpěla závažná mnohočetná poranění a navzdory resuscitační péči bohužel svým zraněním na místě podlehla,“ sdělila Právu mluvčí jihočeských zdravotních záchranářů Zuzana Fajtlová.
Havárii zavinil pravděpodobně řidič, který dívku vezl.
Osmnáctiletý řidič vozidla značky Peugeot jel pravděpodobně ve směru od obce Žíchovec na obec Bavorov a z dosud nezjištěných příčin vyjel v zatáčce do protisměru.
Po srážce se Škodou Octavia skončilo vozidlo Peugeot na střeše mimo vozovku, popsala nehodu mluvčí jihočeské policie Štěpánka Schwarzová.
Mladý řidič Peugotu utrpěl při nehodě velmi vážné zranění.
Jednalo se o mnohočetná poranění a zůstal ve voze zaklíněn.
Po vyproštění mu musela být poskytnuta akutní přednemocniční péče a ve stabilním stavu byl letecky transportován do s českobudějovické nemocnice, konstatovala záchranářka Fajtlová.
Doplnila, že muž z druhého vozu utrpěl lehčí poranění hrudníku a byl převezený do nemocnice.
Pro balíky ze zemí mimo EU platí nová pravidla, zákazníci o nich často nedodávají údaje
Lukáš Neuheisl objednává ze zahraničí i několikrát do měsíce.
Pořizuje si hlavně sběratelské karty.
„Obvykle to můžou být desítky dolarů, řekněme třeba od deseti dolarů výš, kde se to ještě vyplatí dovážet, zejména z Japonska, kde je pošta často zdarma,“ přibližuje sběratel.
Od října se mu objednávání malých zásilek mírně prodražilo, nově musí připočíst DPH a poště předat údaje k celnímu řízení.
Přijde mu e-mail se sdělením, že celníci očekávají příchod balíčku.
Pak stačí vyplnit údaje o zásilce, a pokud DPH nezahrnul obchodník už při prodeji, vyměří ho celní úřad z celkové částky za zásilku a za dopravu.
V případě, že si adresát nezajišťuje celní řízení sám, musí se k celkové částce přičíst také odměna dopravci.
Podle Lukáše Neuheisla ale celý proces není komplikovaný.
Zakliknu jedno nebo dvě zatrhávací políčka, vložím dvě přílohy a mám hotovo.
Pro mě je to většinou otázka pěti minut, říká Neuheisl.
Ne všechny zásilky se ale daří doručit hladce.
Kvůli novým celním pravidlům klesl na mezinárodní poště v Praze denní počet přijatých zásilek ze zahraničí z 60 tisíc na 15 tisíc.
Podle České pošty je navíc problém také to, že lidé nereagují na výzvy k dodání údajů, které jsou potřebné k dokončení celního řízení.
Aktuálně je na mezinárodní poště 30 tisíc zásilek, které musíme zpracovat.
Kdyby lidé vyplňovali všechny údaje, které jsou potřeba, a vyplňovali by je včas, tak bychom zde byli zhruba na polovině, uvádí mluvčí České pošty Matyáš Vitík.
Řešení inflace
Počítač je nyní naprostou nezbytností.
Ve Spojených státech je automobil nezbytností, a ne přepychem.
Bydlím v Kobe.
Ještě nikdy nebyl v zahraničí.
Podej mi sůl.
Ušila nové šaty pro svoji dceru.
Chodíval do práce pěšky.
Jak je vidět, Tom má strach.
Udělal jsi to naschvál?
Odpočiňme si trochu.
Máš občanku?
Dávej si pozor, co říkáš!
Tenhle telefon nefunguje.
Já už ho nemiluji.
Nesplnili podmínky.
Můžu jít na procházku?
Smrti nikdo neunikne.
Mám rád tenhle druh jablek.
Nemohl bych tomu zabránit.
Návyk mění přepychové požitky v jednotvárné, každodenní potřeby.
Nebyla to párty.
Prase je růžové.
Můj sen je stát se pilotem.
Nikdy už pak svého otce neviděla.
Tom ve skutečnosti není Kanaďan.
On jí jablko.
Jedí jablka.
Jíme jablka.
Nevím, co se pokazilo.
Bydlívali jsme spolu.
Tom se vrátil do rodného města, aby navštívil svoje rodiče během letní dovolené.
Prosím.
Lidé jí říkají Yotchan.
Bylo pro něj těžké skrýt svou pýchu nad svými úspěchy.
Zpíval jsem píseň.
Jaký je počet obyvatel vašeho města?
Ti psi jsou ale velcí!
Nebojte se mluvit anglicky s chybami.
Pojďme si odpoledne zaplavat.
Do toho vám nic není.
Ten stařec tam bydlel sám.
Nakonec stejně nepřišel.
Při první návštěvě u vás jsem zabloudil.
Přineste mi vlhký ručník.
Moc mu nedůvěřuj.
Snídani jsem vynechal.
To jméno nepoznávám.
Jak dlouho ještě bude takové chladno?
V Tokiu vám žijí všelijací lidé.
Tvůj názor je poněkud staromódní.
Vypadá to, že bikiny jsou letos v módě.
Člověk, na kterého jsem čekal, se nedostavil.
Rozzlobil jsem ho.
Lidi vlci za normálních okolností nenapadají.
Kdy mi vrátíš ty peníze?
Byl jsem překvapen.
Kovbojové vjeli do neznámého města.
Momentálně nemám čas.
To, jak moc sám zestárl, pozná člověk z tváří těch, které znával jako mladý.
Penis je jedním z mužských pohlavních orgánů.
Při čtení dopisu vypadala smutně.
Byli to takříkajíc oběti války.
Málem jsem se udusil rybí kostí.
Jsem naštvaný na vás oba.
Mohl byste mluvit pomaleji?
Prosil bych to zabalit.
Z čeho se vyrábí máslo?
Jsem stejně velký jako můj otec.
Rád poslouchám klasickou hudbu.
Měj se na pozoru před každým, kdo si činí nárok na objektivitu.
Víme, že to je pro vás těžké.
Děkuji, že jsi zavřel dveře.
V té době nebyly v Japonsku žádné železnice.
Teď ne, drahá.
Ještě nikdy nepřišel do školy pozdě.
Je mi líto, už žádné nemám.
Den se zeptal Lindu, jaké plány má do budoucna.
Ze všeho nejvíc chtějí žít v míru.
Astronomové tvrdí, že objevili devátou planetu sluneční soustavy.
Mám cukrovku.
Provozuješ nějaký sport?
Nejsi oškliv.
Jak je to odsud daleko k moři?
Nevěděl jsem o jeho přítomnosti.
Můj kamarád žije mimo město.
Kuba se nachází v Jižní Americe.
Nemyslím si, že to Tom udělá.
Proč bych se měl učit francouzsky?
Prosím, přidej si mě na Facebooku.
Víš alespoň, co to je?
Odpusť a zapomeň.
Na co jste čekali?
Tom je bilingvní.
Měl bych tě znát?
Tom potřebuje nové boty.
Jak se žije v Německu?
Já jsem duhu nikdy neviděl.
Poradila mu, aby si nekupoval ojeté auto.
To pochybuju.
Nejsem tady, abych bojoval.
Nepláču.
Tom mě nežádal, což jsem preferoval.
Potřebuju být sám.
Potřebuje být sám.
Kdy vrátil?
Jsem z Rio de Janeira v Brazílii.
Ano, samozřejmě.
V sedm hodin přijel na nádraží.
Milují Toma.
Existuje naléhavá potřeba kvalifikovaných učitelů.
Příští pondělí mám být v Bostonu.
Můžete doporučit jiný hotel?
Kuře, tuňák a sójové boby jsou dobrým zdrojem proteinu.
My jsme hodní kluci.
Existuje naléhavá potřeba najít účinnější způsob léčby tohoto onemocnění.
Tom leží nemocný v posteli.
Jaká je tvoje dohoda?
Je naléhavě zapotřebí dárců krve.
Je naléhavě zapotřebí pitné vody.
Moje sestřenice je žurnalistka.
Je naléhavě zapotřebí peněz.
V době nouze budu po tvém boku.
Daruji ti nové kolo k narozeninám.
Lidé mají sklon podceňovat své budoucí potřeby.
Není se třeba ptát. Stejně to víte.
Nesnáším, když se na mě křičí.
Netřeba se omlouvat; já chápu.
To by Toma nikdy nenapadlo.
Ten obchod prodává široký sortiment výrobků.
Na jídelním lístku byl široký výběr pokrmů.
Já jen doufám, že tentokrát se nic zlého nepřihodí.
Kdybych měl křídla, býval bych ji letěl zachránit.
Kéž by psal častěji.
Byl bych rád, kdyby psal častěji.
Byla bych ráda, kdyby psal častěji.
Kéž bychom mohli odejít z tohoto hrozného místa.
Dávám přednost kávě.
Sport je dobrý pro tvé zdraví.
Zatím od něj nemám žádné zprávy.
Nějak mi došla inspirace.
Vypila sklenici mléka.
Nemám žádné sestry.
V pokoji byly čtyři kusy nábytku.
Potíž je v tom, že si nepamatuji, kde jsem zaparkovala auto.
Kdybych jen byl vyšel z domu o pět minut dříve.
Tom zdvořile smekl klobouk.
Kéž bych byl chytrý.
Kéž bych byl tak bohatý jako on.
Kéž bych mohl jet do Japonska.
Chovej se úměrně svému věku.
Mluv více potichu.
Kéž bych dovedla hrát na klavír tak dobře jako Susie.
Kolik máte zaměstnanců?
Kéž bych se s ní byl oženil.
Kéž bych dobře uměl zpívat.
Kéž by tu byl.
Kéž bych nebyl koupil něco tak zbytečného.
Autobus byl přecpaný. Kéž bych byl jel taxíkem.
Kéž bych měl hodně peněz.
Kéž bych byl vyšší.
Kéž bychom měli zahradu!
Pracovala v Belgii.
Kéž bych znovu byl mladý.
Kéž bych ji byl viděl.
Kéž bych měl přítele jako ty.
Kéž bychom měli více času.
Kéž bych byl mladší.
Kéž bych byla mladší.
Kéž bys byla mohla jít s námi.
Kéž bych se byl zamlada víc učil.
Kéž bys o mně přestal pochybovat.
Kéž bych byl poslechl lékařovu radu.
Kéž by si mě vzal.
Kéž bych byl bohatý.
Kéž by nám pomohl náš otec.
Kéž by má práce byla pestřejší.
Kéž bys přišel na můj večírek.
Kéž by mě napadlo, co říct.
Kéž by to byla pravda!
Kéž by přišel.
Prohlédl si dům.
Kéž bych se byl zamlada učil anglicky pilněji.
Kéž bych byl včera večer šel do divadla.
Kéž bys mi byl řekl pravdu.
Kéž bych se byl řídil tvou radou.
Kéž by metro nebylo každé ráno tak plné.
Nezapomeň, co jsem ti řekl.
Kéž bys tolik nekouřil.
Kéž bych byl poslechl tvou radu.
Můžu to klidně udělat hned.
Kéž by brzy zapršelo!
Kéž bych dovedl plavat.
Tohle je velmi legrační.
Kéž bych byl po tvém boku!
Jak slané je příliš slané?
Kéž bys mi byla nablízku.
Kdybych jen věděl, kde je!
Tom možná bude muset vyučovat francouzštinu.
Kéž by mi rozuměl!
Kéž by bylo víc lidí jako ty.
Vezmi si něco k jídlu.
Rád bych pomohl.
Učí se francouzsky dva roky.
Zlomil jsem si ruku.
Běžel jsem celou míli.
Všechny labutě jsou bílé.
Pořád vypadáš ustrašeně.
Tom má problém, jak se vypořádat s bolestí.
Myslím, že by to pomohlo.
Směřujeme na sever.
Úmyslně jsem neporušil žádná pravidla.
Pořád Toma nenávidím.
Tom je nerad tím, kdo to stále musí dělat.
Nenarodili jsme se sami pro sebe.
Chtěl bys být astronautem?
Nepoužívej je.
Nemůžu uvěřit, že se to stalo.
Jsi ženatý (vdaná)?
Proč jsi neudělal svůj domácí úkol?
Přivedl jsem přítele.
Nejsi jediný, kdo má hlad.
Manželství mění lidi.
Jsem proti manželství.
Tom včera v noci zemřel.
Tom to udělal pouze jednou.
Tom mi řekl, že to vyřeší.
Chci se vrátit.
Tom mi řekl, že to dá do pořádku.
Tom byl zadržen kvůli jízdě bez řidičáku.
Tom byl zatčen za jízdu bez řidičského oprávnění.
Zajímalo by mě, zdali je Tom stále unavený.
Jsem dospělý.
Tom ví, co chce říct.
Tom bude nejspíš slavný.
Mary chce být baletkou.
Tom právě usínal, když zaslechnul klepání na dveře.
Chodila jsi s Tomem, když jste byli na střední škole, že?
Počítali jsme s tvojí pomocí.
Ublížíš-li druhému, ublížíš i sobě.
Na nic nesahej!
Už nemůžu angličtinu ani vystát.
Usmívejte se do fotoaparátu, prosím.
Chodí do školky.
Tak či tak by na tom nemělo záležet.
Co jsi jedl, když jsi pobýval v Austrálii?
To je ale krásná kniha.
Je zaneprázdněna péčí o své děti.
Tom vždycky navaří o víkendu.
Kdo umí líp francouzsky, Tom nebo Marie?
Milovala mě tak jak já ji.

„W przeciwieństwie do przejęcia sfery cyfrowej, pokojowe przejęcie władzy nie jest w Stanach Zjednoczonych bez precedensu.” — napisał w poniedziałek na blogu specjalny asystent Obamy Kori Schulman.
Dla tych, którzy śledzą zmiany w mediach społecznościowych na Wzgórzu Kapitolińskim, będzie to trochę inne.
Ale odchodząc od swojej dawnej retoryki o ograniczaniu imigracji, kandydat Republikanów ogłosił, że jako prezydent dopuści „ogromną liczbę” legalnych imigrantów w oparciu o „system zasług”.
— Nie chciałbym wywierać na was presji, ale los republiki spoczywa na waszych barkach — powiedział tłumom zgromadzonym na boisku Uniwersytetu Północnej Karoliny.
Nowe wydatki finansowane są z zasobnego konta Clinton.
To, co ona mówi i robi – to jest właściwie niewiarygodne.
5 tys. dolarów na osobę, dopuszczalne maksimum.
Na początku października ekipa spotkała się w tym samym miejscu z lobbystami środowisk technologicznych, zapraszając między innymi przedstawicieli Ubera, Motion Picture Association of America i Consumer Technology Association.
Spotkanie było pierwotnie zaplanowane w prywatnym waszyngtońskim klubie Metropolitan na H Street kilka przecznic dalej.
Być może dress code był zbyt sztywny.
Na przykład, zamiast uczyć się o metodzie naukowej jako odrębnym zagadnieniu, uczniowie przyswajają wiedzę naukową używając jej w praktyce.
Mieszczą się w średniej krajowej na poziomie 4. klasy i przekraczają średnią krajową na poziomie 8. klasy.
Dla porównania, budowa otwartej w 2004 r. stacji metra NoMa kosztowała 103,7 miliona dolarów.
— Mamy do czynienia z dużą konkurencją i uważamy, że transport może pomóc — powiedział szef Georgetown BID Joe Sternlieb.
Na podstawie wyliczeń szacuje się, że przekroczenie rzeki Potomac gondolą zajęłoby pasażerom około czterech minut.
Świadek powiedział policji, że ofiara zaatakowała podejrzanego w kwietniu.
Można wskazać paralele między grami a naszym codziennym życiem.
Ten udział stopniowo się powiększał w przeciągu ostatnich lat — według Census Bureau tylko 11 procent wszystkich głosów zostało oddanych przed dniem wyborów w 1996 r. — i prawdopodobnie wzrośnie również w tym roku.
Khanzir być może jest dzisiaj samotną świnią, ale nie zawsze jest sam.
— Poprosiliśmy inne kraje o pomoc w powiększeniu zoo o różne gatunki zwierząt, w tym świnię — powiedział Saqib.
Panvalkar powiedział, że w pewnym momencie poczuł, że powinni opuścić budynek.
Została również oskarżona o próbę zabójstwa swojej dwuletniej córki.
Według policji zabiła Andre Price’a III wciskając jego twarz w materac dmuchany w salonie, a następnie próbowała zrobić to samo ze swoją córką Angel.
„Tak czy inaczej idę do więzienia, mam nadzieję, że było warto.”
Najpierw zaczęła płakać jedna z jezydek, potem jej przyjaciółka.
Osborne zaczął pracę dla amerykańskiej agencji zatrudniającej mówców po tym, jak został zwolniony w lipcu.
Michael Fallon oznajmił, że data rozpoczęcia prac pomoże w zdobyciu nowych inwestycji i zapewni setki wyspecjalizowanych miejsc pracy do 2035 r.
Obietnica ochrony przemysłu stoczniowego w Clyde ze strony nowego dowództwa Royal Navy pochodzi sprzed referendum ws. niepodległości Szkocji z 2014 r.
Jest to najbardziej widoczne, kiedy imię gwiazdy jest początkowo rzadkie.
Natomiast w 2007 r., u szczytu jego (i, być może, samej Knightley) popularności było w najczęstszej pięćdziesiątce, z trzykrotnie większą liczbą dzieci nazwanych Keira, niż Kiera.
Południowokoreańska firma początkowo uznała za przyczynę wadę baterii i zamieniła własny komponent na baterię innego producenta.
Niektórzy analitycy sugerują, że na kłopotach Samsunga najbardziej może skorzystać Huawei.
Telefony Mate 9 nie posiadają interfejsu opartego o sztuczną inteligencję, jak Google Assistant czy Siri Apple’a.
Jeden z ekspertów ostrzegł jednak, że dostęp do internetu na pokładzie samolotu jest często zawodny i raczej nie będzie miał wpływu na wybór linii lotniczej przez podróżnych.
„Ale być może BA i IAG uporały się z tym i mogą zaoferować coś w miarę niezawodnego.”
Spółka powiedziała BBC, że decyzja o wprowadzeniu dla pasażerów opłaty za dostęp należałaby do linii lotniczej.
„Większość ludzi za bardziej przydatny uzna dostęp do Wi-Fi na lotnisku niż możliwość wysyłania mejli z samolotu.”
Czasem to jest takie jak supermoc.
Program zarabia dzięki sponsorom i reklamom.
10-tygodniowe szkolenie zostało „certyfikowane” przez brytyjską agencję szpiegowską GCHQ.
Niektórzy eksperci ds. bezpieczeństwa zakwestionowali jednak potrzebę szkolenia i jego prawdziwe cele.
Samoloty widzieli poprzednio tylko blogerzy.
Oczywiście Chiny zaprezentują w tym tygodniu mnóstwo innego sprzętu wojskowego, poczynając od śmigłowców szturmowych, a kończąc na hydroplanach.
Biorąc pod uwagę, że Chiny są na drodze do zajęcia wiodącej pozycji na rynku lotniczym w następnej dekadzie, pokaz jest dla Pekinu okazją, aby pokazać swoje ambicje zarówno w dziedzinie lotnictwa cywilnego, jak obronności.
„Niestety po raz kolejny nieliczni wyrządzili szkodę większości” — napisał Jesse LaBrocca, założyciel Hack Forums, w wiadomości uzasadniającej zamknięcie działu.
Te „niedawne zdarzenia” to prawdopodobnie ataki z 21 października, które spowodowały krótkotrwałe wyłączenie popularnych stron takich jak Reddit, Twitter, Spotify i wiele innych.
Analizy wykazały, że do wywołania zakłóceń użyto niespotykanych dotąd ilości danych.
Przeprowadzona przez ONZ analiza narodowych planów ograniczenia emisji węgla wskazuje, że są one dalekie od poziomów niezbędnych do utrzymania globalnego wzrostu temperatury poniżej 2 °C.
Wielu naukowców twierdzi, że aby osiągnąć cele postawione w Paryżu, potrzebna będzie technologia pozwalająca na usuwanie węgla z powietrza.
— Zmierzamy we właściwym kierunku: porozumienie paryskie spowolni zmiany klimatyczne, podobnie jak niedawna poprawka z Kigali dotycząca redukcji poziomu HFC — powiedział dyrektor Programu Środowiskowego ONZ Erik Solheim.
Inwestycje w tym obszarze wzrosły w 2015 r. o 6%, do 221 mld dolarów.
To fantastycznie, że osiągnęli porozumienie paryskie, ale ich obecny wkład jest daleki od docelowego 1,5 stopnia.
Zostało przeprowadzone od kwietnia do czerwca w pobliżu meksykańskiego wybrzeża.
Pozwoli to lepiej poznać naturę zmian środowiska, które objęły Ziemię i odesłały tak wiele gatunków — nie tylko dinozaury — w niebyt.
Charakterystyczna dla materiału z tego meteorytu będzie prawdopodobnie wysoka zawartość irydu.
Nieco ponad 70% roślin wyhodowanych z nasion z Ziemi było wciąż żywych po 17 dniach — to niewiele więcej niż 66% w przypadku roślin wyhodowanych z nasion z kosmosu.
Wyniki tego eksperymentu stanowią kolejny dowód, że nasiona rukoli mogą być transportowane i przechowywane na Międzynarodowej Stacji Kosmicznej przez 6 miesięcy bez wyraźnego wpływu na możliwość kiełkowania i wzrostu na Ziemi.
RHS zebrało uwagi nadesłane przez uczniów i nauczycieli biorących udział w eksperymencie.
— Wciąż jest coś odpychającego w całej idei kupowania i noszenia części ciała innych ludzi — mówi.
Tarlo wyjaśnia, że w Chinach włosy zwykle poddaje się płukaniu chemicznemu, aby całkowicie usunąć oskórek.
— Na przestrzeni wieków, międzynarodowy rynek włosów zawsze miał wymiar polityczny — mówi Tarlo.
„Dziś wieczorem wymierzamy karę za pomocą świateł drogowych” — głosi post.
Policja drogowa w Shenzhen już wcześniej sięgała po niekonwencjonalne kary.
Kim oni są?
Wiele miejsca w debacie po stronie Demokratów poświęcono w tym roku męskiej tożsamości.
Zapytałem ją później, czy rozumie, dlaczego ludzie mogą zagłosować na Trumpa.
Nie każdy może wznieść się ponad to.
— Na szczęście ktoś z Sony Australia zwrócił uwagę: „A tak swoją drogą, zauważyliście to?” — mówi Pall.
Seagal trafił do nagłówków, kiedy określił działania Rosji na anektowanym przez nią w 2014 r. Krymie jako „bardzo rozsądne”.
Jako zapalony gitarzysta, zagrał tam koncert jeszcze w tym samym roku.
Seagal, którego matka pochodziła z Władywostoku na dalekim wschodzie Rosji, w ostatnich latach często odwiedzał Rosję, we wrześniu był na Kamczatce i Sachalinie.
Wcześniej w tym roku Seagalowi przyznano obywatelstwo serbskie po tym, jak zaoferował założenie szkoły sztuk walki w stołecznym Belgradzie.
Przedstawiciel policji przekazał Associated Press, że miała miejsce „sprzeczka” poprzedzona  „wymianą słów”, ale nie zgłoszono uszkodzeń ciała.
Cuaron, którego ostatnim filmem była oscarowa „Grawitacja”, był podobno w chwili zajścia nieobecny na planie.
Według miejskiego departamentu policji, walka wywiązała się po tym, jak „duża grupa ludzi… przedstawiających się jako władze dzielnicy” pojawiła się we wtorek na planie.
Naukowcy badają możliwości męskiej antykoncepcji hormonalnej od około 20 lat.
– To był pojedynczy krok na długiej drodze do ustalenia właściwego połączenia dla uzyskania męskiej antykoncepcji hormonalnej — dodał.
Jednak wielu członków zgromadzenia ustawodawczego o głęboko zakorzenionych poglądach religijnych sprzeciwia się wszelkiemu nowemu prawodawstwu.
Zdaniem naukowców, analiza DNA występującego w guzach może pomóc w wyjaśnieniu przyczyn innych nowotworów.
Analiza wskazuje na bezpośrednie powiązanie między liczbą wypalonych w życiu papierosów a liczbą mutacji w DNA guza.
Nie stwierdzili jednak występowania tego samego schematu w tkankach niewystawionych na bezpośrednie działanie, takich jak pęcherz moczowy.
Pani Pugh była leczona w szpitalach Papworth i Addenbrooke’s w Cambridgeshire.
Tomografia wykazała jednak, że guz w lewym płucu pani Pugh powiększa się, i musiała ona zostać wykluczona z badania.
„Jeśli Donald Trump zostanie prezydentem, tutejszy rząd i tak będzie musiał z nim współpracować we wszelkich wspólnych sprawach aby zapewnić, że interesy gospodarcze i polityczne Kanady będą reprezentowane w Waszyngtonie.”
Trudeau wystosuje to zaproszenie do 45. prezydenta Stanów Zjednoczonych, ktokolwiek nim będzie.
Pomimo opublikowania zdjęcia dziś rano, policja w Kolumbii Brytyjskiej wciąż ma więcej pytań niż odpowiedzi w sprawie najwyraźniej bezdomnego mężczyzny oskarżonego o śmiertelne zranienie nastolatki w szkole w Abbotsford.
Policja w Kolumbii Brytyjskiej oświadczyła wcześniej, że wygląda na to, iż Klein nie miał do tej pory zatargów z prawem, oraz ujawniła ogólne informacje o jego obecnym miejscu przebywania.
— Nie sądzimy, żeby podejrzany miał powiązania ze szkołą, dwiema dziewczynkami, ani okolicą Abbotsford — powiedziała.
Powiedział również, że Klein był niechętny do komunikacji, współpracy ani opuszczenia swojej celi na niższym poziomie budynku sądu, aby uczestniczyć we własnym przesłuchaniu.
Stowarzyszenie reprezentujące agentów nieruchomości w Ontario twierdzi, że należy zrobić więcej w celu ochrony klientów i ukarania agentów, którym udowodniono nieetyczne zachowania.
Chciałby również przyznania większych uprawnień w zakresie wykonawczym i śledczym Radzie Nieruchomości Ontario (RECO), która nadzoruje działania agentów w prowincji.
Największy wymiar grzywny, jaką RECO może obecnie nałożyć na agenta, wynosi 25000 dolarów.
Ostatnio jednak coraz liczniejsza klasa średnia w Chinach narzeka wyjątkowo dobitnie na trujące powietrze w miastach takich jak nękany dzień w dzień duszącym smogiem Pekin.
— Widzimy, że wiele krajów, szczególnie te przyczyniające się od niedawna do dużej emisji, jak Brazylia, RPA, Indie i China, jest gotowych odgrywać rolę w jej ograniczaniu  — powiedział Guilbeault.
Może również poczekać do końca swojej pierwszej kadencji i skorzystać z zapisanej w porozumieniu paryskim możliwości wycofania się.
Tymczasem Clinton i jej sojusznicy starają się utrzymać w centrum uwagi Trumpa, przekonując, że jego obraźliwe uwagi o kobietach i mniejszościach oraz temperament czynią go niewłaściwym kandydatem na ten urząd.
Ludzie, nie tego potrzebujemy w naszym kraju.
Żona Trumpa, Melania Trump, pojawiła się w trasie po raz pierwszy od lipcowej konwencji Republikanów.
Uczniowie tacy jak Rai spotykali się w szkole z psychologami, aby rozmawiać o tym, co się wydarzyło, ale, jak sama powiedziała, najwięcej pociechy przyniósł jej kontakt z przyjaciółmi.
— To katastrofa dla pacjentów z chronicznym bólem — powiedziała Mailis w czwartkowym wywiadzie dla CBC News.
— Lekarze nie dysponują takimi środkami, mogą tylko wypisać receptę albo zrobić zastrzyk — powiedziała Mailis.
W tym tygodniu Gerry McNeilly, niezależny szef nadzoru policji w Ontario, przedstawił podstawy swojego raportu po pojawieniu się „niepokojących pytań” o zachowanie funkcjonariuszy wobec rdzennej ludności.
Raport analizuje również przypisywane funkcjonariuszom z północnego Ontario publikacje z września, które wywołały burzę na Facebooku.
Szefowie otrzymali również „premię za wyniki” za osiągnięcie lub przekroczenie planów, dzieląc między siebie 1,5 miliona dolarów, czyli średnio około 15000 dolarów na osobę.
Jej roczny budżet przekracza 1,4 miliarda dolarów i zatrudnia ona ponad 6000 osób.
Rząd federalny proaktywnie raportuje łączne poziomy premii za wyniki i dodatków dla każdego działu, ale najnowsze dane opublikowane w Internecie dotyczą lat 2013-2014, czyli są przestarzałe o dwa lata.
Łączna kwota premii za wyniki i bonusów wyniosła w tym roku 1,5 miliona dolarów, podobnie, jak w latach 2015–2016.
Gomery, przewodniczący komisji badającej skandal związany ze sponsorowaniem federalnym w latach 2004–2006, stwierdził, że struktury takie są konieczne, aby przywrócić publiczne zaufanie dla państwa prawa.
Doprowadziło to do ujawnienia w przeciągu ostatnich dwóch dni, że co najmniej sześciu dziennikarzy z Quebecu było celem nadzoru policji prowincjonalnej.
„Nie powinno mieć miejsca przyznawanie uprzywilejowanej pozycji w kontaktach z rządem, ani pozory takiej pozycji, w przypadku jednostek lub organizacji, które udzieliły wsparcia finansowego politykom lub partiom politycznym” – można przeczytać w wytycznych.
Oczyszczając Duffy’ego z wszelkich zarzutów, sędzia rozstrzygający w sprawie o oszustwo i nadużycie zaufania przez Duffy’ego uznał, że działania oskarżonego nie naruszały regulaminu Senatu.
Nasze komórki to w dzisiejszych czasach o wiele więcej, niż telefony.
— To niesamowite  — stwierdziła w zeszłym miesiącu Lindsay Gay, klientka SaskTel korzystająca z nieograniczonego dostępu do danych.
Wskazał również, że Rogers wprowadził niedawno nową aplikację pozwalającą klientom śledzić wykorzystanie danych.
To właśnie sprawia, że wciąż wracamy po więcej.
„Te szacunki pokrywają się z odsetkiem nowych nieruchomości typu kondominium trafiających na rynek, wskazując na ważną rolę, jaką (miejscowi) inwestorzy pełnią na rynku nieruchomości GTA.”
— Ta odmiana łagodzi bóle pleców, pomaga na mdłości, ten produkt pozwala spać w nocy — mówi Dietrich z siedziby spółki w Denver w stanie Colorado, gdzie handel marihuaną jest legalny.
Ale bez wsparcia prawnego, biorąc pod uwagę utrwaloną reputację konopi jako popularnej substancji psychotropowej, firmy nie wiedzą, co robić.
Żelazo jest niezbędnym pierwiastkiem, potrzebnym organizmowi do wytwarzania hemoglobiny, białka obecnego w krwinkach i odpowiedzialnego za transport tlenu do tkanek ciała.
Obecny czas oczekiwania to osiem tygodni.
Rodzina jadła razem kolację.
Czy jeździsz do szkoły autobusem?
Nie możesz iść dzisiaj na zakupy.
Mój siostrzeniec przyglądał się zwierzętom w zoo.
John ma nadzieję uniezależnić się od rodziców.
Czy to jest kot czy pies?
W kuchni jest kot.
Jestem waszym tatą.
Czy kot jest na krześle, czy pod krzesłem?
Słyszałam wybuchy.
Odniósł rany podczas wypadku samochodowego.
Dopiero co ukończyła college, więc brak jej doświadczenia.
Na biurku jest książka.
Kurs trwa dwa tygodnie.
Ile ci płacą za godzinę?
Kocham swoje miasto.
Poprosiliśmy Hanako aby zagrał na pianinie.
Masz rozpięty rozporek.
Nie zobaczysz powietrza oczami.
Matematyka jest dla mnie łatwa.
Znam dobrze jej siostrę.
Całe miasteczko było bardzo czyste.
Już przynoszę rachunek.
Kto ulepił bałwana?
Faktycznie mój kot jest bojaźliwy.
Kupiłem dobry aparat.
Umyj ręce.
To jest mój kot.
On bierze kąpiel każdego ranka.
Lubię wyzwania.
Włóż kartę.
Francuski wyraz 'chat' znaczy 'kot'.
To pagoda.
Kochasz swego męża?
To nie jest kot. To jest pies.
Jestem odważny i mam silną wolę.
O której godzinie nadejdzie koniec świata?
Ona woli słuchać niż mówić.
Tom na ciebie patrzy.
Nieprzyjaciel przyszedł do naszego kraju.
On może przyjść jutro.
Oto kot.
To będzie pierwsza rzecz którą zrobię jutro.
Nie rzucaj kamieniem w kota.
Tom wie, że nie bardzo mi się to podoba.
Rząd był zmuszony do wprowadzenia zmian w swojej polityce zagranicznej.
Twoje ciasto jest pyszne.
Wygląda, że nie bardzo ci się tu podoba.
Biblioteka jest pośrodku miasta.
Niezależnie od tego jak bardzo będzie się starał i tak nie zmienię zdania.
Lekarz właśnie powiedział mi kiedy brać każde z lekarstw.
Lubi długie spacery po lesie.
Policjant złapał biegnącego mężczyznę.
Gdzie my jesteśmy?
Problem rozwiązał się sam.
Żona zrobiła mi pyszne ciasto jabłkowe.
Wygląda na to, że jest szczęśliwy w swojej nowej pracy.
Ona jest w toalecie.
Anton regularnie chodzi do spowiedzi.
Gdzie widziałeś te kobiety?
Zawsze dobrze mieć apteczkę pierwszej pomocy w samochodzie.
Większość konsumentów jest przeciwnych plastikowym torebkom.
Sami wie, że Layla go zdradza.
Gitara elektryczna nie brzmi tak samo jak gitara akustyczna.
Mieszkam z jeżem.
Mylisz się. Nie jestem pesymistą, ale sceptykiem.
Widzisz tego lisa?
Za późno.
Czasami zachowuje się dziwnie.
Wczoraj wybrałem się do zoo.
Sami ma małe mieszkanko w Kairze.
Tom, jesteś chudy jak patyk.
Nie lubię zimnej kawy.
Czy jest tam twoja siostra?
Jest tam gdzieś toaleta?
Jestem alkoholikiem. Jestem uzależniony od narkotyków. Jestem homoseksualistą. Jestem geniuszem.
Jesteś cała mokra.
Jestem wykończony.
Cristiano Ronaldo jest piłkarzem.
Obiad niedługo będzie gotowy.
Świętą księgą muzułmanów jest Koran.
Nie chcę cię.
Co będzie na obiad?
Jest za ciemno, by cokolwiek zobaczyć.
Każda osoba powinna przynieść własny obiad.
Nie musisz przynosić własnego obiadu.
Według gazety, ostatniej nocy miał miejsce wielki pożar.
Najgłębszym kanionem na świecie jest Tsangpo, biegnący wzdłuż rzeki Yarlung Tsangpo w Tybecie. Kanion jest głęboki na prawie 3,5 mili i nieznacznie dłuższy niż Wielki Kanion.
Chciałbym jechać do USA.
Sami awansował Laylę zamiast Farida.
Z początku wszyscy byli przekonani o jego niewinności.
Powinieneś przepisać to zdanie. Ono nie ma sensu.
Sami powiedział, że awansował Laylę zamiast Farida przez pomyłkę.
On znalazł mój rower.
Moja matka często mówiła, że czas to pieniądz.
Zdejmij płaszcz, proszę.
Którym pociągiem zamierzasz jechać?
Layla użyła karty kredytowej swojej matki.
To tylko mały krokodylek.
- Czy to sprytne? - Bardzo.
Czy obiad jest gotowy, mamo?
Layla nie goli nóg.
Nie lubiłem tego.
Zwyczajnie poszedł na przepustkę.
Po prostu potrzebowałem chwili.
Ja tylko potrzebuję odrobiny snu.
Miałam ten sam problem.
Jeszcze nie powiedziałam Tomowi.
Nie radzę tam wchodzić.
Nie pomyślałbym o tym.
Będę w pobliżu przez cały dzień.
Później do ciebie dołączę.
Dzieci, wstawać!
Uważam, że jesteś zazdrosny.
Nie ma nic ważniejszego niż przyjaźń.
Nie powinieneś oceniać po wyglądzie.
Wpadnę po Toma później.
Przyślę ci rachunek.
Nie jestem na ciebie zła.
Obawiam się, że Tom nie żyje.
Tom jest taki stary.
Zwolnią mnie.
Do tego budynku nie ma wstępu.
Pójdę już do domu.
Tom jest bardzo stary.
Odwiedzę Toma.
Szukam mojego kapelusza.
Nie pozwolę Tomowi odejść.
Mój ojciec zabrał mnie wczoraj wieczorem do kina.
Byłam bardzo zmęczona.
Zwierzęta nie potrafią odróżnić dobra od zła.
Nie pozwolę ci iść.
Posiadła znajomość angielskiego.
Nie gram w żadną grę.
Nie jestem jeszcze całkiem pewien.
Tutaj jest kot pod łóżkiem.
Tom podniósł ołówek.
Tom jest w innym pokoju.
Nie ma ani żony, ani dzieci, ani przyjaciół.
On jest biedny, ale nie martwi się pieniędzmi.
To dla mnie zbyt trudne.
Tom dopiero co przeprowadził się do miasta.
Muszę mu o tym powiedzieć.
Co ja mogę o nim powiedzieć?
Myślałem że to pole tekstowe jest polem do wyszukiwania.
On ma dwie córki.
On zarabia dwa razy tyle co ja.
Tom odebrał pocztę.
Tom próbował powstrzymać uśmiech.
Ona chce żebym z nią poszedł.
Tom by mi powiedział.
Mogła powiedzieć mi kłamstwo.
Jeden z jej trzech samochodów jest niebieski, pozostałe są białe.
Tom nie pozwolił mi pójść.
Na spotkaniu było tylko sześć osób.
Wielbłądy są często używane do podróżowania przez pustynię.
Gdzie będzie Ci wygodnie?
Cóż to za smutna historia!
Wolę iść niż jechać samochodem.
Jest tak uczciwy, że wszyscy mu ufają.
Bombaj to dawna nazwa Mumbaju, nadana przez Anglików.
Te buty wytrzymały rok.
Zalecenia doktora trzymały mnie z dala od picia za dużo.
Powiedział: "Żegnajcie, moi przyjaciele" i odszedł.
Nikt z nas nie był na Hawajach.
Będziemy okropnie tęsknić jeżeli opuścisz Japonię.
Co się tak odstawiłaś?
Gramy w tenisa po szkole.
Samolot wylądował na farmie mojego ojca.
Byłaś wtedy taka młoda.
Te pomysły są obce dla naszego sposobu myślenia.
Pies rzadko gryzie nie atakowany.
Zrobię wszystko dla dobra ludzkości.
Byliście dla nas dobrzy.
Czy w hotelu jest sklep z pamiątkami?
Po prostu nie mogę o Tobie zapomnieć.
Nigdy nie używamy cukru.
Nie to, że nie lubię się bawić, po prostu nie mam na to czasu.
Elżbieta, królowa Anglii.
Jak długi jest ten ołówek?
Właśnie rozmawiałam z Tomem.
Wszyscy studenci wstali.
Czy śnisz po francusku?
W pewnym sensie jest reprezentantem swojej firmy.
Jego dom jest po drugiej stronie ulicy.
Sądzę, że dobra z niej tancerka.
Nie znam nikogo z nich.
Czy satysfakcjonują cię moje wyjaśnienia?
Przyjdź pojutrze.
Nie znam żadnego z nich.
Prędzej czy później skończy mu się szczęście.
Moja mama zawsze robi sobie drzemkę po południu.
Żołnierz jęknął z bólu.
Możliwe, że Tomowi nic nie jest.
Dlatego nie było mnie wczoraj w szkole.
Przeziębiłem się. Dlatego nie mogłem wziąć wczoraj udziału w spotkaniu.
Miał nadzieję zyskać sławę jako poeta.
Poczuł się źle.
Poszedłem spać późno w nocy.
Ojciec cię wyzwa.
Chciałbym poślubić dziewczynę która lubi gry komputerowe.
Struś ma skrzydła, ale nie potrafi latać.
Nie wchodź po tej drabinie - nie jest bezpieczna.
Jim zachowywał się dziwnie przez cały dzień.
John pisze do rodziców raz w miesiącu.
Próbowałem się do ciebie dodzwonić ale nie udało mi się.
Odwiedzała staruszka w szpitalu każdego dnia oprócz niedzieli.
Poznałbyś ją, gdybyś przyszedł trochę wcześniej.
Przed chwilą byłem w domu mojego wujka.
Ja po prostu chciałam kawę.
W końcu został zmuszony do zrezygnowania.
Zabronione jest czytanie książek w księgarni
Opiekowała się pacjentem.
To ich jedyny wybór.
Lot z Zurychu do Bostonu zajmuje osiem godzin, a powrót jedynie sześć.
Tego właśnie szukałem.
Obiecała mi, że przyjdzie o trzeciej.
Płakał i płakał.
Góra ponad 3000 metrów nad poziomem morza.
Ona martwi się zdrowiem jej syna.
Często go spotykasz?
Zorganizowali przyjęcie na cześć słynnego naukowca.
Pierwszy raz jesz japońskie jedzenie?
Te drogie gadżety służą tylko po to, aby rozpraszać ludzi od ważniejszych rzeczy w życiu.
Policja ustaliła, gdzie przebywał w czasie zajścia zbrodni.
Nie potrzebuję drogich gadżetów.
Elektrownia zaopatruje odległą dzielnicę w prąd elektryczny.
Nie zmienię zdania, nie ważne co się stanie.
Umarł smutną śmiercią.
A może spacer?
Ile czasu minęło od kiedy przestałeś uczyć w tej szkole?
Sądzę, że to sprawiedliwe.
Czy lubisz francuskie wina?
Co robiłeś zeszłej niedzieli ?
Przypominam moją matkę.
Bogaci czasem pogardzają biednymi.
Ted był pewien wygranej w grze.
Ona ciągle powtarza to samo.
Życie nie jest sprawiedliwe, prawda?
Biuro burmistrza znajduje się w ratuszu.
Grace jeszcze nie wróciła.
Powinieneś zostawić to na jutro.
Twoje wypracowanie jest znakomite, praktycznie nie ma błędów.
Ciągle powtarzam to samo zdanie.
Chcę mówić po niemiecku.
Pozostała niezamężna aż do śmierci.
Coś nagle taki wygadany?
Ciągle powtarzam to samo słowo.
On ciągle powtarza to samo słowo.
Jeśli ciągle powtarzasz to sobie, może zaczniesz w to uwierzyć.

Mieszka przy ul. Marszałkowskiej 5 i al. Jerozolimskich 12.
W 2020 r. Polska, a w 2021 r. była pandemia.
Zob. art. 5 ust. 2 pkt. 3 oraz str. 12, tab. 4.
Nr. 5 i Nr. Pięć; nr. 6 i nr. sześć.
Kupiliśmy np. mleko, chleb itd. Potem poszliśmy.
Tzw. wolny rynek, m.in. w Krakowie.
Prof. dr hab. Nowak i mgr inż. Kowalski.
Ks. Jan, św. Jana i o. Tadeusz.
Spotkanie o godz. 12:30 w woj. mazowieckim.
Kosztuje 5 000 zł, czyli 3,14 % więcej; 1.000.000 zł.
„Cześć”, powiedziała, «wejdź».
Razem 5,
Uwaga:
Powiedział: „Przyjdę jutro.”
Powiedział "tak."
Odpowiedziała 'nie.'
A potem... nic.
Napisz na jan.kowalski@przyklad.pl lub wejdź na www.przyklad.pl.
Zażółć gęślą jaźń, ŻÓŁĆ.
Płk. Wiśniewski i gen. Anders.
Dz. U. z 2020 r. poz. 1234.
Zob. s. 45 i s. Czterdzieści.
Jan III. Sobieski i Bolesław I. Chrobry.
ul. 12 i ul. potem i ul. Potem i ul.
al. 12 i al. potem i al. Potem i al.
np. 12 i np. potem i np. Potem i np.
tzw. 12 i tzw. potem i tzw. Potem i tzw.
m.in. 12 i m.in. potem i m.in. Potem i m.in.
prof. 12 i prof. potem i prof. Potem i prof.
dr. 12 i dr. potem i dr. Potem i dr.
ks. 12 i ks. potem i ks. Potem i ks.
św. 12 i św. potem i św. Potem i św.
gen. 12 i gen. potem i gen. Potem i gen.
płk. 12 i płk. potem i płk. Potem i płk.
nr. 12 i nr. potem i nr. Potem i nr.
Nr. 12 i Nr. potem i Nr. Potem i Nr.
pkt. 12 i pkt. potem i pkt. Potem i pkt.
str. 12 i str. potem i str. Potem i str.
ust. 12 i ust. potem i ust. Potem i ust.
r. 12 i r. potem i r. Potem i r.
s. 12 i s. potem i s. Potem i s.
tel. 12 i tel. potem i tel. Potem i tel.
godz. 12 i godz. potem i godz. Potem i godz.
woj. 12 i woj. potem i woj. Potem i woj.
o. 12 i o. potem i o. Potem i o.
dom. 12 i dom. potem i dom. Potem i dom.
  Komisja w poniedziałek zatwierdziła nowy budżet.   
Dzieci	bawiły się    w parku nad rzeką.	
	Pociąg do Krakowa odjeżdża codziennie w południe.
Kupiła dziesięć kilogramów jabłek na targu.
Nasi są​siedzi ﻿ pomalowali dom na żółto.­
Muzeum zostanie  ponownie otwarte po remoncie.
Ceny gwałtownie wzrosływ miesiącach zimowych.
Znowuzapomniał parasola wbiurze.
Kupiła dziesięć kilogramów jabłek na targu. xy xy xy xy a b a b a b
Ministerstwoopublik owało wczoraj raport.
Spacerowaliśmy po plaży aż do zachodu słońca.
　Biblioteka w piątki zamyka się wcześniej.　
    

	 	
   　 
   

​
'Biblioteka w piątki zamyka się wcześniej.'
"Komisja w poniedziałek zatwierdziła nowy budżet."
€5 5€ $10 US$3 £3.50 ¥100 10% 5‰ §12 § 3 © 2024 ®™ 20°C ±3 2×3=6 ÷ √2 ∞ #1 @user ^ ~ *
AT&T R&D a|b || <b>x</b> <br/> [1] [[x]] {y} &amp; &lt; "dq" 'sq' `bq` ´x´ \ / _ =
👍🏽 ❤️ 👨‍👩‍👧‍👦 🇫🇷🇩🇪 😀😀 ✔ ★ ☺ 🤖! x😀y
https://www.example.com/path/to-page_1.html?q=a&b=2#top www.example.org. a.b@example.com, ftp://x.y/z. http://a.b/c.d.
3.14 1.000.000 1,000,000 12:30 1/2 ½ ¾ x² 10³ ٣٤ １２３ Ⅻ 1e-5 -5 +7 0.5% .5 5. 5.- 2024-01-15
5,300 1,2,3 a,b a, b 5, 6 ,7 x,5 5,x ,lead trail, 1,000,000.50 3,14 ,, ,5,
... .... ..... a..b end... Wait...what ..start x.y.z. … .. .
e-mail well-known 5-6 COVID-19 A-1 x- -y a--b 1-2-3 -5 Ä-Ö é-è ш-щ 9-a a-9 — – ‐ ‑
EU:n USA:ssa 20:een S:t USA:s Begin: Start 12:30 3:1 a:b a:B ab:1 :x x: :
col·lecció il·lusió paral·lel l·l Ca·Ta a·1 · x ·Y ca· ·
l'homme L'Europe dell'arte aujourd'hui d'' 'quoted' rock'n'roll 1990's '' O'Neill can't '90s x' 'y ' 5'5 a'1 1'a
l’homme aujourd’hui rock’n’roll ‘quoted’ 1990’s ‛x‛ ′ ″
« a » „b“ “c” ‚d‘ ‘e’ ‹f› »g« 「h」 『i』 "j" 'k' (l) [m] {n} <o>
J. R. R. Tolkien, U.S.A. U.S. e.g. i.e. Ph.D. A.B.C. a.b.c. J.R.R. X. Y. z.
Café naïve Ångström ñ Å Ω K
Ο αριθμός π ≈ 3.14159. Ω Σίσυφος, ΑΒΓ. Δέλτα.
Москва, Berlin, 東京, שלום, مرحبا 123 ‎‏‪.
𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𝟙𝟚𝟛 ǅemal ǈ ªº ǅ. ª. x. ﬁ ß ẞ İ ı
!?!?... ?! ¿¡ ‽ !!! ??? .!? ;; ::
(U.S.A.) (Mr.) (x.) [e.g.] 5. x. Y. U.S.A.

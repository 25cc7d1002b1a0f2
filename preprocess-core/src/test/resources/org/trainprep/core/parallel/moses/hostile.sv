S:t Eriks gata ligger i Stockholm, S:t Petersburg i Ryssland.
USA:s president och EU:s kommission möttes i FN:s högkvarter.
Han kom 2:a och hon 3:e; den 1:a maj är helgdag.
Vi köpte t.ex. mjölk, bröd osv. Sedan gick vi hem.
Det är dvs. samma sak, d.v.s. Samma sak, d. v. s. samma.
Mötet börjar kl. 12.30 och slutar kl. 14:00.
Det kostar 100 kr. Inklusive moms, dvs. 3,14 %.
Volvo AB. Och Saab AB.
Bl.a. Stockholm och Göteborg.
Fr.o.m. 1 jan. 2024 t.o.m. 31 dec. 2024.
Ö. Sverige och Ö Sverige.
”Hej”, sa hon, ”kom in.”
»Vad nu?» frågade Lisa.
Summan blev 5,
Obs:
Hon sa: ”Jag kommer i morgon.”
Han sa "ja."
Hon svarade 'nej.'
Och sedan... ingenting.
Å, ä, ö, Å, Ä, Ö, é.
Mejla anna.andersson@exempel.se eller besök www.exempel.se.
Fil. kand. Svensson och fil.dr Berg.
Jfr s. 45 och pga. vädret.
Gustav II Adolf och Karl XII. Kungar.
Kl. 5:an och 10:e gången, TV:n och SVT:s nyheter: Bra!
t.ex. 12 och t.ex. sedan och t.ex. Sedan och t.ex.
dvs. 12 och dvs. sedan och dvs. Sedan och dvs.
osv. 12 och osv. sedan och osv. Sedan och osv.
kl. 12 och kl. sedan och kl. Sedan och kl.
kr. 12 och kr. sedan och kr. Sedan och kr.
jfr. 12 och jfr. sedan och jfr. Sedan och jfr.
mfl. 12 och mfl. sedan och mfl. Sedan och mfl.
m.fl. 12 och m.fl. sedan och m.fl. Sedan och m.fl.
pga. 12 och pga. sedan och pga. Sedan och pga.
fr.o.m. 12 och fr.o.m. sedan och fr.o.m. Sedan och fr.o.m.
jan. 12 och jan. sedan och jan. Sedan och jan.
okt. 12 och okt. sedan och okt. Sedan och okt.
d. 12 och d. sedan och d. Sedan och d.
s. 12 och s. sedan och s. Sedan och s.
fil. 12 och fil. sedan och fil. Sedan och fil.
kand. 12 och kand. sedan och kand. Sedan och kand.
AB. 12 och AB. sedan och AB. Sedan och AB.
bl.a. 12 och bl.a. sedan och bl.a. Sedan och bl.a.
Ö. 12 och Ö. sedan och Ö. Sedan och Ö.
tom. 12 och tom. sedan och tom. Sedan och tom.
hus. 12 och hus. sedan och hus. Sedan och hus.
  Utskottet godkände den nya budgeten på måndagen.   
Barnen	lekte i    parken vid ån.	
	Tåget till Göteborg går varje dag vid tolv.
Hon köpte tio kilo äpplen på torget.
Våra gr​annar ﻿ målade sitt hus gult.­
Museet öppnar  igen efter renoveringen.
Priserna steg kraftigtunder vintermånaderna.
Hanglömde paraplyet påkontoret igen.
Hon köpte tio kilo äpplen på torget. xy xy xy xy a b a b a b
Rapportenpublicerades av departementet i går.
Vi promenerade längs stranden till solnedgången.
　Biblioteket stänger tidigare på fredagar.　
    

	 	
   　 
   

​
'Biblioteket stänger tidigare på fredagar.'
"Utskottet godkände den nya budgeten på måndagen."
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

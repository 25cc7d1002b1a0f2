Ing. Novák a MUDr. Dvořák přijeli 28. října 2023.
Sv. Václav je patron, sv. Vít také.
Např. jablka, hrušky atd. Potom půjdeme domů.
Tzv. Velký třesk, tj. začátek vesmíru.
Viz č. 5, s. 12 a odst. 3 zákona č. 89/2012 Sb.
Prof. Svoboda, Ph.D., a doc. Nováková, CSc.
Čestný doktorát dr. h. c. Václav Havel.
„Ahoj,“ řekla, ‚pojď dál.‘
V XX. století a v 19. stol.
1. máje je svátek, 5. května také.
Stojí to 5 000 Kč (tj. asi 200 €), resp. 3,14 %.
Zavolejte na +420 123 456 789 nebo pište na jan.novak@priklad.cz.
Celkem to bylo 5,
Pozor:
Řekl: „Přijdu zítra.“
Řekl "ano."
Odpověděl 'ne.'
A pak... nic.
Příliš žluťoučký kůň úpěl ďábelské ódy.
Praha 1, Václavské nám. 12.
V r. 2020 a v r. Dvacet.
Karel IV. Otec vlasti.
Ing. 12 a Ing. potom a Ing. Potom a Ing.
MUDr. 12 a MUDr. potom a MUDr. Potom a MUDr.
Mgr. 12 a Mgr. potom a Mgr. Potom a Mgr.
prof. 12 a prof. potom a prof. Potom a prof.
např. 12 a např. potom a např. Potom a např.
tzv. 12 a tzv. potom a tzv. Potom a tzv.
atd. 12 a atd. potom a atd. Potom a atd.
č. 12 a č. potom a č. Potom a č.
s. 12 a s. potom a s. Potom a s.
sv. 12 a sv. potom a sv. Potom a sv.
resp. 12 a resp. potom a resp. Potom a resp.
tj. 12 a tj. potom a tj. Potom a tj.
r. 12 a r. potom a r. Potom a r.
Ph.D. 12 a Ph.D. potom a Ph.D. Potom a Ph.D.
doc. 12 a doc. potom a doc. Potom a doc.
Dr. 12 a Dr. potom a Dr. Potom a Dr.
viz. 12 a viz. potom a viz. Potom a viz.
dům. 12 a dům. potom a dům. Potom a dům.
28. 12 a 28. potom a 28. Potom a 28.
  Výbor v pondělí schválil nový rozpočet.   
Děti	si hrály    v parku u řeky.	
	Vlak do Brna jede každý den v poledne.
Koupila deset kilo jablek na trhu.
Naši so​usedé ﻿ natřeli dům na žluto.­
Muzeum se  po rekonstrukci znovu otevře.
Ceny v zimníchměsících prudce stouply.
Zasezapomněl deštník vkanceláři.
Koupila deset kilo jablek na trhu. xy xy xy xy a b a b a b
Zprávuvčera zveře jnilo ministerstvo.
Procházeli jsme se po pláži až do západu slunce.
　Knihovna v pátek zavírá dřív.　
    

	 	
   　 
   

​
'Knihovna v pátek zavírá dřív.'
"Výbor v pondělí schválil nový rozpočet."
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

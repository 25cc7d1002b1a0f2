¿Qué hora es? ¡Son las 12:30!
El Sr. García y la Sra. López viven en la Av. de la Constitución, núm. 5.
La Dra. Ruiz trabaja en EE.UU. Desde 2010.
Véase la pág. 12, el vol. 3, etc. Luego seguimos.
Hay frutas, p.ej. manzanas, etc.
El 1.º de mayo y la 2.ª edición; n.º 7.
Doña María, D.ª Carmen y D. Juan.
Cuesta 15.000 € o 3,5 % más; son 1.000.000 de pesetas.
«Hola», dijo ella, “¿cómo estás?”
Telefónica, S.A. Y otras empresas, S.L.
Fil. Juan y gr. 5 de sal (y grs. 10).
Escríbeme a juan.perez@ejemplo.es o entra en www.ejemplo.es.
El artículo 5, párrafo 2; véase también el art. 6.
Lo que es 'lo que es'.
El total fue 5,
Nota:
Dijo "sí."
Respondió 'no.'
Y entonces... nada.
El año '98 fue el de la Expo'92.
Acción, corazón, pingüino, niño, ÁÉÍÓÚ Ñ ü.
Excmo. Sr. Presidente: le escribo.
Ud. y Uds. pueden pasar.
Felipe VI. Rey de España.
Sr. 12 y Sr. luego y Sr. Luego y Sr.
Sra. 12 y Sra. luego y Sra. Luego y Sra.
Srta. 12 y Srta. luego y Srta. Luego y Srta.
Dr. 12 y Dr. luego y Dr. Luego y Dr.
Dra. 12 y Dra. luego y Dra. Luego y Dra.
Av. 12 y Av. luego y Av. Luego y Av.
núm. 12 y núm. luego y núm. Luego y núm.
pág. 12 y pág. luego y pág. Luego y pág.
etc. 12 y etc. luego y etc. Luego y etc.
p.ej. 12 y p.ej. luego y p.ej. Luego y p.ej.
Excmo. 12 y Excmo. luego y Excmo. Luego y Excmo.
EE.UU. 12 y EE.UU. luego y EE.UU. Luego y EE.UU.
Ud. 12 y Ud. luego y Ud. Luego y Ud.
Lic. 12 y Lic. luego y Lic. Luego y Lic.
vol. 12 y vol. luego y vol. Luego y vol.
Fil. 12 y Fil. luego y Fil. Luego y Fil.
gr. 12 y gr. luego y gr. Luego y gr.
grs. 12 y grs. luego y grs. Luego y grs.
art. 12 y art. luego y art. Luego y art.
casa. 12 y casa. luego y casa. Luego y casa.
  El comité aprobó el nuevo presupuesto el lunes.   
Los	niños jugaban    en el parque junto al río.	
	El tren a Madrid sale todos los días a mediodía.
Compró diez kilos de manzanas en el mercado.
Nuestros ve​cinos ﻿ pintaron su casa de amarillo.­
El museo  reabrirá después de las obras.
Los precios subieronmucho durante el invierno.
Olvidóotra vez elparaguas en la oficina.
Compró diez kilos de manzanas en el mercado. xy xy xy xy a b a b a b
Elinforme fue publicado ayer por el ministerio.
Caminamos por la playa hasta la puesta de sol.
　La biblioteca cierra antes los viernes.　
    

	 	
   　 
   

​
'La biblioteca cierra antes los viernes.'
"El comité aprobó el nuevo presupuesto el lunes."
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

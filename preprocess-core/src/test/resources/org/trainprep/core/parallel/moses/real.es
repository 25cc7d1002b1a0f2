De allí procedía la familia del escritor vallisoletano Blas Pajarero, cuya casa se encuentra en la Plaza de San Pedro;
La Provincia de Mamoré es una provincia del departamento del Beni en Bolivia.
Con la llegada de maquinaria (martillos hidráulicos y compresores), la perforación manual dejó de ser necesaria en las canteras y minas.
Su actuación recibió buenas reseñas, al igual que el filme.
Aunque se solía sobreentender que Van Vliet fue aprendiz de Rembrandt, en realidad era un colaborador ya formado, que produjo planchas copiando pinturas de Rembrandt y que llegó a intervenir a dúo con él en otras.
Ficha de Juanjo Ciércoles en Don Balón
Al equiparar las mecánicas, se enfatiza la importancia del habilidad del piloto para conducir y poner a punto el automóvil, así como de la estrategia de carrera del equipo.
Caudete, con gran desarrollo industrial, cuenta con empresas importantes del sector del vidrio o los transportes.
Schunk también recibió la Medalla de Dalton en 1898, la Medalla Davy en 1899 y la Medalla de Oro de la Sociedad de la Industria Química en 1900.
En 1962 el Senado de la República le otorgó la Medalla Belisario Domínguez en mérito a su trabajo en el rescate del pasado histórico mexicano.
Con esta formación, tocó en la "Asociación Popular de Cultura" y en el "Club Social y Deportivo Otamendi".
Su ciudad capital es la ciudad de Dodoma, que es la capital del país.
Comenzó a trabajar mientras estaba en la escuela secundaria.
La isla del volcán Taal, cuyas erupciones son responsables del contenido sulfuroso del lago, se halla en el centro del lago.
La reacción de la comunidad de Mornés en contra de la primera comunidad de hermanas fue de una casi total exclusión que les causó una mayor pobreza y carencias y que serían la principal prueba en la fundación del Instituto.
Este organismo maneja mas de cinco mil empresas privadas, publicas y extranjeras en el territorio chino, ademas de que realiza estudios de mercados, deteccion de nichos de oportunidades y todo lo relacionado con productos carnicos, agricolas y pesqueros.
Así lo hizo por casi tres meses.
Se rodeó de poetas, entre los cuales los más conocidos eran Albio Tibulo, Lígdamo y Cornelio Severo, además de su propia sobrina, Sulpicia.
Podríamos decantarnos por la primera interpretación, ya que probablemente es la que más se ajusta, tanto a la funcionalidad de la sala, como a la composición de la obra.
La temperatura media de enero va de 1,6 ° C en la costa y 2,1 ° C en Vilna;
Lily se da cuenta de que no quiere ser una artista lejos de Nueva York, regresa a la ciudad y retoma su relación con Marshall.
La densidad de población era de 41,76 hab. / km².
La intención de Puigcercós es liderar ERC hasta el congreso para garantizar la estabilidad de la formación y afrontar así con garantías de éxito las municipales de mayo.
Su experiencia ha sido la de despachos, reuniones, comisiones y debates y ha girado sobre los asuntos económicos, al margen del debate político.
El otro que puede llegar es Roberto Rosales del Twente que tiene mucho carácter y sabe jugar de lateral e interior derecho (ver artículo).
Mi seguro cubre el chequeo, pero en el lugar del incidente, no a las puertas de su taller, al que ni siquiera llegamos entrar.
Además, a los 5 minutos de llegar ya me estaban atendiendo!
De 75 años de edad, El Dalai Lama había mencionado en varias oportunidades la posibilidad de abandonar su cargo de máxima autoridad del gobierno tibetano en el exilio, sin dejar de cumplir con su papel de jefe espiritual.
Sin embargo, la relación entre Macaulay y Kit, que además era su manager, fue bastante tormentosa.
Le daremos una segunda oportunidad para ver si con unos meses de experiencia han mejorado...
Amyda es un género de tortugas de la familia Trionychidae en la subfamilia Trionychinae que se distribuyen en parte de Asia.
Por su parte, las instalaciones del canal se establecieron en la Calle Juan Antonio Ríos # 1498, en Barrancas.
Su única especie: Didymaotus lapidiformis (Marloth) N.E.Br., es originaria de Sudáfrica.
Esto habría implicado que tenía propiedades intermedias entre las de los planetas y las enanas marrones.
Además se acuso a las burocracias medicas y el gobierno de encubrimiento.
En una taberna escribío lo encontrado y luego huyó al desierto sabiendo que las tropas del Califa le buscaban.
En el momento que Harry y Neville intentan escapar se desgarra la túnica de Neville y la profecía que llevaba en su bolsillo se rompe cuando éste la patea con un pie, ninguno de los dos escucha lo que dice la profecía por la cantidad de gritos, hechizos y golpes que rodean el lugar, la profecía termina y desaparece.
Juega para el club hasta 1970.
Partiendo de la confianza en la capacidad humana para construir un mundo más equitativo y justo, su misión consiste en proporcionar oportunidades a las personas para que puedan, a través del trabajo, desarrollar sus capacidades y ser protagonistas de su propio desarrollo.
Adicionalmente, en 2004, Adventure Log, un webcómic escrito por Scott Ramsoomair, fue comisionado por Square Enix el cual inició en 2007.
Eligieron bien, y con sólo una semana a la venta el respetable ya coreaba las canciones del nuevo disco sin demasiado pudor.
Formado por tres localidades: 3 de febrero, sede y las aldeas de Nwamatizyane y Taninja.
El tercer teclado recitativo retomó los juegos de Dallery.
Milio Rodríguez Cueto esta licenciado en Literatura Hispánica por la Universidad de Oviedo.
El precio de cada hora lectiva es de 10 euros por persona.
José González apareció - como de costumbre - con su guitarra, y frente al escenario, para él, 1.400 personas expectantes y deseosas de sentir lo que este sueco de raíces argentinas sabe hacer realmente bien: emocionar.
En el año 2010 tenía una población de 8.411 habitantes y una densidad poblacional de 568.3 personas por km².
La especial atención al diseño se materializa en la explotación de patentes propias y compartidas, así como en una constante búsqueda de nuevas soluciones técnicas a las demandas de nuestros clientes.
Bárcena de Pie de Concha sufrió una precoz industrialización desde comienzos del siglo XX.
Nunca estuvo en la mente del Gobernador Francisco Pizarro, respetar la vida del Inca.
La Facultad de Ciencias jurídicas, políticas, sociales y relaciones internacionales de la Universidad Autónoma Gabriel René Moreno, se encuentra ubicada en la ciudad de Santa Cruz de la Sierra, Bolivia, es una unidad académica fundada en 1879, que desarrolla el servicio público de la educación superior en el campo jurídico, político, social y de relaciones internacionales, con criterios de excelencia académica y responsabilidad social.
El límite norte se encuentra entre los 6 y 8 grados de latitud y el límite sur lo forma la costa del Atlántico.
Este se ha completado casi del todo en la ciudad de Alicante y está muy avanzado en la de Valencia, aunque aún no es importante en áreas rurales.
Esta ciudad producía uranio enriquecido para el programa nuclear soviético.
Fue uno de los fundadores de la Asociación Paraguaya, que fue creada en Buenos Aires con el fin de agrupar a los opositores del gobierno de López.
Según el censo de 2010, había 107 personas residiendo en el municipio de Buxton.
Calvo - Sotelo solo consigue ser diputado por la dimisión de Lavilla.
Tan solo un jugador de los Bears ha llegado a jugar en la NBA, y sólamente lo hizo en 18 partidos, en 1990.
Allá por marzo supimos que tarde o temprano los usuarios del N900 contarían con arranque dual, de forma que pudieran escoger entre la nueva experiencia MeeGo o seguir con el conocido Maemo.
Parece una empresa fantasma!
Militares, personal de rescate, funcionarios y periodistas corretean por pasillos y oficinas en busca de las últimas noticias que llegan desde la costa, donde ciudades como Soma o Iwaki han sido prácticamente borradas del mapa.
No obstante, pueden celebrarse reuniones extraordinarias ante circunstancias que así lo requieran para modificar la composición del IBEX 35.
Lorencez reclama esta decisión, aduciendo su derecho a recuperar su honor y debía ser el quien tenía que derrotar a los mexicanos, pero Napoleón III no le concedió su petición así que deja Veracruz el 17 de diciembre de 1862.
Los aeropuertos con menos de cincuenta operaciones diarias, cerca de una docena, contarán con un sistema automatizado de control aéreo que sustituirá la figura del controlador aéreo, según ha anunciado hoy el ministro de Fomento, José Blanco.
En la fecha 9, empató de local 1-1 ante San Martín SJ.
Viollet - le - Duc realizó un extenso estudio de la arquitectura gótica y se dispouso a reconstruir y completar las obras inconclusas de la época.
En 1774 entró a estudiar en el Seminario de San Carlos, donde trabó amistad con el padre Varela.
Así que utilizando este argumento llegamos a la conclusión de que realmente el empresario no es el jefe y quien tiene la sarten por el mango, sino que el jefe son los trabajadores y son los que tienen la sarten por el mango, pero no se dan cuenta.
Se encuentra en la zona paleártica.
La densidad de población era de 133,45 hab. / km².
El 19 de mayo de 2000 debuta en Primera División con el primer equipo del Barça ante el Celta de Vigo.
No quiero un equipo obsoleto y contaminante.
El técnico blanco dejó entrever durante la semana que el sevillano sería suplente, aunque al final decidió incluirlo en el equipo buscando la motivación del delantero por enfrentarse a sus ex.
Se basa en los principios de la física, la química física, la ingeniería, y la meteorología.
Durante una reunión del grupo de Locke en las barracas, Ben confirma que Michael Dawson es su espía dentro del carguero Kahana.
Homme, se translada entonces a la ciudad de Seattle, donde se reencuentra con su amigo Mark Lanegan, el cual le invita a participar como segundo guitarrista en la gira de su banda Screaming Trees, presentando el albumDust durante todo el año 1996.
Forma parte del universo de la saga Tekken.
Basándose en los hechos que se suceden en el Tekken 6.
Aquellos que asistieron al concierto relataron que King se adueñó del recital, ya que la gente esperaba la electricidad de Hendrix pero King se los puso en el bolsillo gracias a sus mágicos dedos después de tocar un par de baladas.
Kifach (cómo), Min (qué), Magha (por qué), Lihkach (porque)
El joven piloto francés, que en este rally tiene el segundo volante oficial en detrimento de Sordo, no atacó al máximo para evitar el liderato y llegó a admitir que en el sexto tramo del día, el que decide la posición de mañana, redujo su velocidad para dejarse alguna posición y salir más retrasado mañana.
Pero especialmente, se necesitan respuestas concretas sobre la situación más injusta y desesperante que hoy viven los productores trigueros.
La portavoz del PP de Castilla - La Mancha, Carmen Riolobos, ha asegurado que si no fuera por el Plan de Garantías de la presidenta regional, María Dolores de Cospedal, los castellano - manchegos "carecerían del Estado de Bienestar puesto en peligro" por el anterior presidente de la Junta, el socialista José María Barreda.
La Sección 125 de la Constitución de Australia especificaba que la capital debía estar al norte del río Murray, que está en Nueva Gales del Sur, pero no a menos de 100 millas (160 km) de Sídney.
En la parte derecha de la cesta hay dos higos verdes y uno maduro de color negro se encuentra en la parte de atrás, a la izquierda.
Proyecto Minatitlán 10-30, pensado a 20 años y que puede generar de 20 a 25 mil empleos, integrándolo al proyecto del Corredor Transístmico Coatzacoalcos - Salina Cruz como parte de los clúster y recintos fiscalizados que se pretende crear en toda la franja;
En estos días he leído por la prensa varias expresiones del Presidente Chávez, dirigidas a las masas humildes, que hasta la presente fecha constituyen el apoyo político principal de su gobierno, las cuales considero muy importantes por las consecuencias negativas que puedan tener en el resquebrajamiento de su apoyo político antes referido.
Es un queso de pasta no cocida, prensada o no.
El restaurante del hotel tiene un comedor muy agradable, carta variada y comida de excelente calidad.
Del total de la población el 1.22 % eran hispanos o latinos de cualquier raza.
Madre Alberta aceptó y se preparó seriamente cursando los estudios adecuados;
Los enclaves más famosos, como la Plaza de las Flores, la Plaza Mina o El Barrio de la Viña se llenan de gente con un único y sano fin: pasarlo bien.
En 1998 se convirtió en el máximo anotador de la División de Honor merced a su acierto de cara a palos.
Saint - Michel - d'Aurance es una población y comuna francesa, ubicada en la región de Ródano - Alpes, departamento de Ardèche, en el distrito de Tournon - sur - Rhône y cantón de Le Cheylard.
Fue amigo, contemporáneo y director espiritual de san Juan Bautista de La Salle.
En ese mismo sector se ubica la Plaza del Bicentenario.
Allapoderus corporali es una especie de coleóptero de la familia Attelabidae.
Mantiene una relación de pareja con una mujer más joven, Alice, con la que tiene una difícil convivencia debido a su mal carácter y sus celos.
Alrededor del 9.30 % de la población estaba bajo el umbral de pobreza nacional.
¿Será la mejor de Primera?
Es el caso de los poemas XIII, XVIII, XXII, XXIV, XXV y XXVI, así como el poema titulado Berenice.
La película consiste en once historias cortas que parten de tomar café y fumar cigarrillos como argumento en común.
Durante el primer paso, la tabla de símbolos era hecha y almacenada en RAM.
Su mejor temporada fue la 1994-95, en la cual promedió 5,3 puntos, 3,1 asistencias y 1,6 robos de balón.
Para el candidato a gobernador de Hermes Binner, el acuerdo en el socialismo no fue posible "porque lo invité muchas veces a tomar mate (al sector que lidera el senador) y no aceptaron".
En tal situación Latorre se prepara para atacar a los portugueses por la retaguardia, pero estos se adelantan unos 40 km hacia el sur de la cuchilla de Santa Ana a orillas del Arroyo Catalán, despistando a los orientales de Latorre y concretando su entrada en territorio de la Banda Oriental.
Por los tratados de Nimega del 7 de febrero y de St. Germain, el 29 de junio de 1679, Suecia recuperó la totalidad de sus territorios en Alemania.
La forma en la que el modelo escandinavo ha decidido organizar y financiar su sistema de seguridad, sistema de salud y educación, es distinta a la de otros países europeos.
Carnaval de Misahuallí: Puerto Misahualli por más de 17 años viene realizando el Carnaval Playero en su hermosa playa de agua dulce, este festival se lo realiza con artistas locales, nacionales e internacionales, este festival se lo realiza el domingo de carnaval.
Kopete es una aplicación informática libre para mensajería instantánea flexible y sistema multiprotocolo extendible, puede comunicarse con protocolos como ICQ, AIM, Gadu - Gadu, IRC, Jabber / XMPP, Windows Live Messenger y Yahoo! Messenger.
Ormes es una población y comuna francesa, situada en la región de Centro, departamento de Loiret, en el distrito de Orléans y cantón de Ingré.
A las au pair se le da una paga mensual y todos los gastos son pagados por la familia de acogida.
Gracias a la iteración Tunguska, el traje es lo suficientemente potente para alterar la configuración de las todas las nanoesporas.
En el asalto de la compañía Easy al pueblo de Foy en Bélgica el 13 de enero de 1945, fue herido en el trasero por un francotirador alemán.
Fui con mis hijas para que probaran el cocido en el restaurante que pasa por ser el mejor de madrid en ese plato.
Un italiano especial de verdad, para disfrutar tanto de la comida o del servicio como del ambiente y la decoración.
Triste, lamentable, vergonzoso, abominable, me faltan las palabras para describir lo que está pasando estos días en España, lo que pasó justo ayer en Madrid.
También fue desahuciado de su casa y está imputado por intentar 'okupar' una casa que no era de su propiedad.
Como cada año un grupo de jóvenes voluntarios se ha aventurado a dar forma al Programa de Fiestas de Castellnovo, con la única colaboración de empresas de la localidad, Ayuntamiento y la aportación económica de vecinos mediante cuotas voluntarias.
En el Censo de 2010 tenía una población de 8.679 habitantes y una densidad poblacional de 246,85 personas por km².
No os desprecian.
Vi fugazmente al fantasma sentado al volante.
Parece que a todo el mundo le gusta el golf.
Meg habla demasiado.
Le ardían las mejillas de vergüenza.
En el futuro habrá un gran terremoto.
El único gol de la final lo marcó Andrés Iniesta.
¿Ya has comido?
Lloro por mi juventud perdida.
Hace poco volvió de Francia.
Me estoy muriendo de hambre.
Me sentí avergonzado cuando señalaron mis errores.
¡Está estrictamente prohibido traducir esta frase!
¿Usted forma parte del comité?
Él me tomó por mi hermano gemelo.
Las tensiones entre EEUU y Rusia van en aumento.
Juego con mi hijo.
Hola, soy Sepideh.
Tom puede comer casi cualquier cosa.
Casi perdimos la esperanza.
Creo que puedo hablar francés lo suficientemente bien como para decir casi todo lo que quiero decir.
Tom está en muy mala forma.
Casi todo el mundo hace eso.
Tom estaba bastante borracho.
Su indefensión apela a su compasión maternal.
¿A qué hora almuerzas?
No puede ser verdad.
No me puedo mover.
Apenas hablo gaélico.
Tom asintió a Mary.
Él le dio a ella un gesto de aprobación.
Ella solo tiene 100 dólares.
Mi padre dijo que esperáramos al tren.
Él se rió de mí.
La palta es una fruta.
Mi hermano y yo tenemos muchas cosas en común.
No hay duda de que ha perdido el tren.
Alguien vino a verme ayer.
Mi trabajo es lavar platos.
Él es la persona más importante.
Inclina tu cabeza si me entiendes.
Yo pienso que él está enojado.
Nos quedamos mudos con estupor.
Tom señaló a Mary con un movimiento de la cabeza.
Un cabeceo es un signo de acuerdo.
Él debe amarte.
Tienes dos libros.
¿Hace usted esto con frecuencia?
Te echaba mucho de menos cuando estabas en Francia.
¿Cuándo fue la última vez que lavaste el auto?
Los niños normalmente tienen fe en sus padres.
¿Necesitas un sitio donde alojarte?
Durante algunos meses, ella casi no salió de su cuarto.
Casi todas las puertas estaban cerradas.
El concierto duró alrededor de tres horas.
Tom y Mary asintieron el uno al otro de manera calculada.
Estar sentado todo el día mirando una pantalla de ordenador es malo para la salud.
Sonreir y asentir fue todo lo que ella pudo hacer.
¿Quieres que te llame yo?
Deberías comprarle algo a Tom por su cumpleaños.
Todo el mundo sabía que Tom planeaba dejar su trabajo.
Los niños me tienen miedo.
¿Cuándo llegaste a Londres?
¿Lamentas lo que pasó?
La única lengua extranjera que hablo es el francés.
Por lo menos no está lloviendo.
¿De verdad quieres estar aquí?
¿Realmente piensas vencer?
Al principio no me gustaba.
El español no se habla sólo en España.
¿Os gusta la música clásica?
Tiene un escritorio grande en una pieza pequeña.
No vuelvas muy tarde a casa.
¿Quieres hacerlo ahora?
¿Necesito hacerlo ahora?
Mary es mucho más guapa de lo que recordaba.
¿Queréis iros hoy?
Sólo es el principio.
¿Necesitas marcharte hoy?
¿Vamos por unas chelas, compa?
Dime dónde vives.
Antes se usaban caballos para tirar de las aplanadoras, pero con la invención de las máquinas a vapor, aparecieron las aplanadoras a vapor.
Vivimos en un mundo complicado.
No consientas que te atemorice.
¿También hablas francés?
Eres tan engreído.
¿También lo amas?
Descubre lo que ocurrió.
Hasta en la televisión hay racismo.
¿Realmente quieres ir?
¿Cuántos amigos tienes en Boston?
Toda la fruta se estropeó.
¿No tienes nada que hacer?
¿En qué página estás?
Todo lo que tienes que hacer es esperar.
Él estaba enfadado con ella.
Quiero ir contigo.
No me ha reconocido.
No hablé con ellos.
Vino a salvarme.
Es vendedor de coches.
Puede que esté en peligro.
Ojalá él estuviera aquí.
¿Cómo se hace el whisky?
No he hablado con ellos.
Ella nunca ha ido a Hokkaido antes.
Mi país me necesita.
Trabaja en el campo.
Han anunciado la muerte del ex-presidente.
Es el chico perfecto.
¿Dónde están mis guantes?
Me duelen las piernas.
No sé que significa.
En mi cuarto no hay ningún reloj.
Busco a alguien que sepa portugués.
¿No es eso lo que hay que hacer?
Parecía un poco decepcionado.
No tengo ninguna canción favorita.
¿Vamos a ver una película?
Tom parece inteligente de veras.
Me encantaría conocer a Tom.
Nadie pudo hacerlo.
Solo hay una tienda que venda este libro.
Ayer leí este artículo.
¿Qué se puede cambiar?
¿Podemos creérnoslo?
¿Todavía estás ahí?
¿Siempre estás ocupado?
¿Eres policía?
No ha parado de llover en tres días.
Llámame a este número.
El verde no pega con el rojo.
¿Os estoy molestando?
Ahora estoy un poco asustada.
Llámale esta tarde.
¿De verdad viste a Tom?
Me gustan las lenguas extranjeras.
La vida es cada vez más cara.
No hemos sabido de ella desde entonces.
Él nació en África.
¿De qué te avergüenzas?
Tú nos lo enseñaste.
Hiciste un buen trabajo.
No me llamaste.
No puedes usarlo.
No puedes decirlo.
Una amiga me ha propuesto jugar en la calle.
¡Yo no estaba bailando!
No quiero que Tom crea que tiene que protegerme.
Solo quiero que sepas que te quiero de verdad.
Solo pensé que quizá querrías comer algo.
Todavía no entiendo qué quieres de mí.
No quiero cometer el mismo error que Tom.
Ni siquiera sé si quiero seguir haciendo esto.
Grace todavía no ha venido.
¿Eres buen cocinero?
¿Cómo sabes que Tom no ha estado nunca en Boston?
¿Cuál es tu gato?
¿Dónde está tu reloj?
Quiero hablar alemán.
Puedes ser de gran ayuda cuando quieres.
Puedes dormir aquí un rato si quieres.
Yo estudio español.
¿Cuándo empezará?
¿Estás orgulloso de mí?
¿Qué ha visto?
Tom no ha asistido a la reunión de hoy.
¿Cuántos días duró la Guerra de los Seis Días?
Helena es secretaria, ¿verdad?
Tom quiere que vuelva a verle mañana.
Tom dice que ya no quiere seguir trabajando aquí.
Tom dijo que no quería que le ayudásemos.
Tom dejó claro que no quería que le operaran.
Tom dejó claro que no quería que estuviera aquí.
Ahora mismo, Tom no quiere hacer los deberes.
Tom no quería oír nada de lo que yo tenía que decir.
Él siguió cantando.
¿Es tiempo lo que necesitas?
Por favor, solo dime qué es lo que quieres hacer.
No te lo comas si te parece que huele raro.
¿Esa es la razón por la que no querías que viniera?
Parece que Alice está muy contenta con el traje.
Eres su hermano, ¿verdad?
Tom pidió tarta de manzana y yo también.
Si no quieres que esté aquí, me iré.
¿Has visto alguna vez un koala?
Tom lo averiguará.
¿Qué acaba de pasar?
Quería que vieras que no soy tan malo.
Quería que supieras que llegaría tarde.
Asegúrate de no cometer el mismo error.
No te preocupes por tu trabajo.
Quiero que Tom entienda por qué tenía que hacer esto.
Quiero salir de aquí lo antes posible.
Quiero descubrir dónde compró Tom sus zapatos.
¿Y tú?
Le pedí a Tom que tocase la guitarra.
¿Qué querían?
Lee lo que quieras.
El clima en Florida es generalmente templado.
Posiblemente haga buen día mañana.
Muchas pastas de dientes contienen fluoruro.
Ella es la esposa de Alain.
Ella no tolera el comportamiento de su marido.
En 1992 el partido conservador ganó las elecciones.
Hace una semana que me sacaron un diente.
Hace mucho calor, ¿verdad?
Deberías cuidarte más.
Italia es el único país que considera la guerra como un partido de fútbol y un partido de fútbol como si fuera una guerra.
El cielo está despejado casi todos los días.
Ojalá no hubiera comprado algo tan inútil.
Puedes irte.
A ti te habría gustado.
Tom debe quedarse donde está.
Solía ir a pescar con mi padre cuando era una niña.
Me haces feliz.
Me casé hace 8 años.
¿Sabes cuál es el secreto de Tom?
Nunca he escuchado de ese estereotipo.
Debo devolver este libro a la biblioteca hoy.
Debes tratar de venir a la fiesta.
Cuéntame cómo es el caballero.
El hombre se puso de pie y comenzó a cantar.
Por favor, canta la canción otra vez.
El templo fue construido hace doscientos años.
Agitar antes de usar.
No puedes juzgar a una persona si no la conoces bien.
La verdad salió a la luz.
¿Tengo que hacerlo otra vez?
La yerba mate pegó en Corea.
Vamos al teatro.
Esto es el futuro.
Le pedí que dejase de hablar, pero él siguió.
El caballo se paró y se negó a moverse.
Es difícil hablar bien inglés.
Tom ha estado ocupado toda la mañana.
Tom casi besó a María, pero decidió que no.
No sabía que íbamos a tener compañía.
El estudio es muy pequeño, sin lugares donde esconderse.
Él a menudo atribuye su éxito a su esposa.
Tom y John fueron expulsados del equipo.
¿Por qué no ayuda a Tom?
No me atreví a hacerlo.
No necesito un nuevo televisor.
Miramos.
No te avergüences de ti mismo.
El perro sigue vivo.
Dijo que podría ser verdad.
Alguien abrió la ventana.
Tom es millonario.

// src/data/builtin/generated/gazetteer.ts
var GAZETTEER_ROWS = `37010|Adams|Robertson|TN|36.558|-87.123
37011|Antioch|Davidson|TN|36.06|-86.672|p
37013|Antioch|Davidson|TN|36.06|-86.659
37015|Ashland City|Cheatham|TN|36.273|-87.045
37022|Bethpage|Sumner|TN|36.519|-86.315
37023|Big Rock|Stewart|TN|36.572|-87.738
37028|Bumpus Mills|Stewart|TN|36.623|-87.861
37029|Burns|Dickson|TN|36.047|-87.306
37030|Carthage|Smith|TN|36.276|-85.952
37031|Castalian Springs|Sumner|TN|36.381|-86.311
37032|Cedar Hill|Robertson|TN|36.551|-86.999
37035|Chapmansboro|Cheatham|TN|36.377|-87.113
37036|Charlotte|Dickson|TN|36.233|-87.282
37040|Clarksville|Montgomery|TN|36.522|-87.349
37041|Clarksville|Montgomery|TN|36.477|-87.377|p
37042|Clarksville|Montgomery|TN|36.585|-87.419
37043|Clarksville|Montgomery|TN|36.511|-87.276
37044|Clarksville|Montgomery|TN|36.531|-87.353|p
37048|Cottontown|Sumner|TN|36.491|-86.603
37049|Cross Plains|Robertson|TN|36.553|-86.676
37050|Cumberland City|Stewart|TN|36.373|-87.631
37051|Cumberland Furnace|Dickson|TN|36.272|-87.391
37052|Cunningham|Montgomery|TN|36.379|-87.424
37055|Dickson|Dickson|TN|36.076|-87.399
37056|Dickson|Dickson|TN|36.147|-87.353|p
37057|Dixon Springs|Smith|TN|36.446|-86.053
37058|Dover|Stewart|TN|36.494|-87.879
37061|Erin|Houston|TN|36.307|-87.679
37066|Gallatin|Sumner|TN|36.383|-86.451
37070|Goodlettsville|Davidson|TN|36.323|-86.713|p
37071|Gladeville|Wilson|TN|36.156|-86.305|p
37072|Goodlettsville|Davidson|TN|36.342|-86.721
37073|Greenbrier|Robertson|TN|36.423|-86.791
37074|Hartsville|Trousdale|TN|36.395|-86.17
37075|Hendersonville|Sumner|TN|36.305|-86.607
37076|Hermitage|Davidson|TN|36.185|-86.6
37077|Hendersonville|Sumner|TN|36.305|-86.621|p
37079|Indian Mound|Stewart|TN|36.495|-87.68
37080|Joelton|Davidson|TN|36.329|-86.916
37082|Kingston Springs|Cheatham|TN|36.095|-87.116
37083|Lafayette|Macon|TN|36.539|-86.024
37087|Lebanon|Wilson|TN|36.21|-86.302
37088|Lebanon|Wilson|TN|36.208|-86.291|p
37090|Lebanon|Wilson|TN|36.119|-86.263
37115|Madison|Davidson|TN|36.26|-86.705
37116|Madison|Davidson|TN|36.187|-86.785|p
37119|Mitchellville|Sumner|TN|36.632|-86.539|p
37121|Mount Juliet|Wilson|TN|36.2|-86.519|p
37122|Mount Juliet|Wilson|TN|36.19|-86.502
37136|Norene|Wilson|TN|36.156|-86.305|p
37138|Old Hickory|Davidson|TN|36.242|-86.612
37141|Orlinda|Robertson|TN|36.611|-86.699
37142|Palmyra|Montgomery|TN|36.418|-87.491
37143|Pegram|Cheatham|TN|36.113|-87.032
37145|Pleasant Shade|Smith|TN|36.346|-85.919
37146|Pleasant View|Cheatham|TN|36.378|-87.039
37148|Portland|Sumner|TN|36.567|-86.506
37150|Red Boiling Springs|Macon|TN|36.518|-85.866
37151|Riddleton|Smith|TN|36.351|-86.033
37152|Ridgetop|Robertson|TN|36.403|-86.772|p
37165|Slayden|Dickson|TN|36.295|-87.47
37171|Southside|Montgomery|TN|36.363|-87.306
37172|Springfield|Robertson|TN|36.502|-86.877
37175|Stewart|Houston|TN|36.324|-87.872
37178|Tennessee Ridge|Houston|TN|36.33|-87.781
37181|Vanleer|Dickson|TN|36.224|-87.456
37184|Watertown|Wilson|TN|36.095|-86.143
37186|Westmoreland|Sumner|TN|36.576|-86.235
37187|White Bluff|Dickson|TN|36.125|-87.219
37188|White House|Robertson|TN|36.46|-86.67
37189|Whites Creek|Davidson|TN|36.274|-86.829
37191|Woodlawn|Montgomery|TN|36.515|-87.539
37201|Nashville|Davidson|TN|36.166|-86.778
37202|Nashville|Davidson|TN|36.34|-86.827|p
37203|Nashville|Davidson|TN|36.15|-86.792
37204|Nashville|Davidson|TN|36.107|-86.774
37205|Nashville|Davidson|TN|36.111|-86.869
37206|Nashville|Davidson|TN|36.18|-86.741
37207|Nashville|Davidson|TN|36.22|-86.774
37208|Nashville|Davidson|TN|36.176|-86.808
37209|Nashville|Davidson|TN|36.155|-86.86
37210|Nashville|Davidson|TN|36.138|-86.741
37211|Nashville|Davidson|TN|36.073|-86.724
37212|Nashville|Davidson|TN|36.134|-86.801
37213|Nashville|Davidson|TN|36.166|-86.767
37214|Nashville|Davidson|TN|36.163|-86.661
37215|Nashville|Davidson|TN|36.099|-86.822
37216|Nashville|Davidson|TN|36.213|-86.726
37217|Nashville|Davidson|TN|36.105|-86.659
37218|Nashville|Davidson|TN|36.207|-86.846
37219|Nashville|Davidson|TN|36.168|-86.784
37220|Nashville|Davidson|TN|36.064|-86.77
37221|Nashville|Davidson|TN|36.066|-86.964
37222|Nashville|Davidson|TN|36.166|-86.784|p
37224|Nashville|Davidson|TN|36.187|-86.785|p
37227|Nashville|Davidson|TN|36.187|-86.785|p
37228|Nashville|Davidson|TN|36.19|-86.805
37229|Nashville|Davidson|TN|36.187|-86.785|p
37230|Nashville|Davidson|TN|36.187|-86.785|p
37232|Nashville|Davidson|TN|36.187|-86.785|p
37234|Nashville|Davidson|TN|36.187|-86.785|p
37235|Nashville|Davidson|TN|36.187|-86.785|p
37236|Nashville|Davidson|TN|36.187|-86.785|p
37238|Nashville|Davidson|TN|36.187|-86.785|p
37240|Nashville|Davidson|TN|36.187|-86.785
37241|Nashville|Davidson|TN|36.187|-86.785|p
37242|Nashville|Davidson|TN|36.187|-86.785|p
37243|Nashville|Davidson|TN|36.165|-86.782
37244|Nashville|Davidson|TN|36.187|-86.785|p
37246|Nashville|Davidson|TN|36.159|-86.79
37250|Nashville|Davidson|TN|36.187|-86.785|p
38007|Bogota|Dyer|TN|36.164|-89.438
38024|Dyersburg|Dyer|TN|36.044|-89.384
38025|Dyersburg|Dyer|TN|36.035|-89.386|p
38030|Finley|Dyer|TN|36.017|-89.513
38047|Lenox|Dyer|TN|36.089|-89.498
38059|Newbern|Dyer|TN|36.101|-89.251
38070|Tigrett|Dyer|TN|35.952|-89.24
38077|Wynnburg|Lake|TN|36.328|-89.474
38079|Tiptonville|Lake|TN|36.385|-89.465
38080|Ridgely|Lake|TN|36.264|-89.486
38201|Mc Kenzie|Carroll|TN|36.127|-88.513
38220|Atwood|Carroll|TN|35.966|-88.625
38221|Big Sandy|Benton|TN|36.229|-88.063
38222|Buchanan|Henry|TN|36.415|-88.151
38223|Como|Henry|TN|36.293|-88.512|p
38224|Cottage Grove|Henry|TN|36.348|-88.461
38225|Dresden|Weakley|TN|36.295|-88.696
38226|Dukedom|Weakley|TN|36.48|-88.693
38229|Gleason|Weakley|TN|36.212|-88.618
38230|Greenfield|Weakley|TN|36.149|-88.745
38231|Henry|Henry|TN|36.204|-88.42
38232|Hornbeak|Obion|TN|36.36|-89.306
38233|Kenton|Gibson|TN|36.191|-89.023
38235|Mc Lemoresville|Carroll|TN|35.978|-88.574
38236|Mansfield|Henry|TN|36.185|-88.286
38237|Martin|Weakley|TN|36.343|-88.855
38238|Martin|Weakley|TN|36.343|-88.85|p
38240|Obion|Obion|TN|36.266|-89.28
38241|Palmersville|Weakley|TN|36.395|-88.614
38242|Paris|Henry|TN|36.301|-88.309
38251|Puryear|Henry|TN|36.446|-88.347
38253|Rives|Obion|TN|36.311|-89.073
38254|Samburg|Obion|TN|36.379|-89.354
38255|Sharon|Weakley|TN|36.24|-88.848
38256|Springville|Henry|TN|36.265|-88.146
38257|South Fulton|Obion|TN|36.481|-88.881
38258|Trezevant|Carroll|TN|36.017|-88.61
38259|Trimble|Dyer|TN|36.201|-89.186
38260|Troy|Obion|TN|36.342|-89.161
38261|Union City|Obion|TN|36.426|-89.067
38271|Woodland Mills|Obion|TN|36.458|-89.233|p
38281|Union City|Obion|TN|36.424|-89.057|p
38316|Bradford|Gibson|TN|36.065|-88.805
38317|Bruceton|Carroll|TN|36.027|-88.252
38318|Buena Vista|Carroll|TN|35.943|-88.293
38320|Camden|Benton|TN|36.056|-88.112
38321|Cedar Grove|Carroll|TN|35.861|-88.552
38324|Clarksburg|Carroll|TN|35.868|-88.393|p
38330|Dyer|Gibson|TN|36.072|-89.019
38331|Eaton|Gibson|TN|35.969|-89.132|p
38333|Eva|Benton|TN|36.114|-87.982
38338|Gibson|Gibson|TN|35.871|-88.846|p
38341|Holladay|Benton|TN|35.895|-88.091
38342|Hollow Rock|Carroll|TN|36.038|-88.274
38343|Humboldt|Gibson|TN|35.837|-88.906
38344|Huntingdon|Carroll|TN|36.006|-88.42
38346|Idlewild|Gibson|TN|36.031|-88.806|p
38348|Lavinia|Carroll|TN|35.858|-88.632
38355|Medina|Gibson|TN|35.808|-88.763
38358|Milan|Gibson|TN|35.925|-88.769
38369|Rutherford|Gibson|TN|36.13|-88.985
38382|Trenton|Gibson|TN|35.971|-88.951
38387|Westport|Carroll|TN|35.885|-88.289
38389|Yorkville|Gibson|TN|36.135|-89.112|p
38390|Yuma|Carroll|TN|35.868|-88.382
38547|Brush Creek|Smith|TN|36.111|-86.02
38551|Celina|Clay|TN|36.548|-85.497
38552|Chestnut Mound|Smith|TN|36.203|-85.826
38560|Elmwood|Smith|TN|36.236|-85.881
38562|Gainesboro|Jackson|TN|36.344|-85.635
38563|Gordonsville|Smith|TN|36.184|-86.001
38564|Granville|Jackson|TN|36.277|-85.747
38567|Hickman|Smith|TN|36.12|-85.902
38569|Lancaster|Smith|TN|36.095|-85.855
38575|Moss|Clay|TN|36.597|-85.677
38588|Whitleyville|Jackson|TN|36.516|-85.69
40003|Bagdad|Shelby|KY|38.261|-85.065
40004|Bardstown|Nelson|KY|37.808|-85.461
40006|Bedford|Trimble|KY|38.586|-85.313
40007|Bethlehem|Henry|KY|38.453|-85.017
40008|Bloomfield|Nelson|KY|37.908|-85.286
40009|Bradfordsville|Marion|KY|37.466|-85.144
40010|Buckner|Oldham|KY|38.374|-85.451
40011|Campbellsburg|Henry|KY|38.523|-85.161
40012|Chaplin|Nelson|KY|37.903|-85.201
40013|Coxs Creek|Nelson|KY|37.913|-85.466
40014|Crestwood|Oldham|KY|38.333|-85.461
40018|Eastwood|Jefferson|KY|38.233|-85.456|p
40019|Eminence|Henry|KY|38.37|-85.178
40020|Fairfield|Nelson|KY|37.934|-85.386
40022|Finchville|Shelby|KY|38.156|-85.348
40023|Fisherville|Jefferson|KY|38.165|-85.428
40025|Glenview|Jefferson|KY|38.3|-85.649
40026|Goshen|Oldham|KY|38.411|-85.571
40027|Harrods Creek|Jefferson|KY|38.33|-85.633|p
40031|La Grange|Oldham|KY|38.403|-85.393
40032|La Grange|Oldham|KY|38.405|-85.46|p
40033|Lebanon|Marion|KY|37.566|-85.267
40036|Lockport|Henry|KY|38.422|-84.959
40037|Loretto|Marion|KY|37.642|-85.411
40040|Mackville|Washington|KY|37.757|-85.059
40041|Masonic Home|Jefferson|KY|38.254|-85.662
40045|Milton|Trimble|KY|38.693|-85.366
40046|Mount Eden|Spencer|KY|38.035|-85.164
40047|Mount Washington|Bullitt|KY|38.045|-85.559
40048|Nazareth|Nelson|KY|37.847|-85.469
40049|Nerinx|Marion|KY|37.66|-85.393
40050|New Castle|Henry|KY|38.437|-85.176
40051|New Haven|Nelson|KY|37.644|-85.547
40052|New Hope|Nelson|KY|37.632|-85.508
40055|Pendleton|Henry|KY|38.481|-85.317
40056|Pewee Valley|Oldham|KY|38.304|-85.483
40057|Pleasureville|Henry|KY|38.36|-85.107
40058|Port Royal|Henry|KY|38.494|-85.124
40059|Prospect|Jefferson|KY|38.356|-85.608
40060|Raywick|Marion|KY|37.538|-85.43
40061|Saint Catharine|Washington|KY|37.774|-85.201|p
40062|Saint Francis|Marion|KY|37.605|-85.425
40063|Saint Mary|Marion|KY|37.58|-85.355
40065|Shelbyville|Shelby|KY|38.216|-85.224
40066|Shelbyville|Shelby|KY|38.197|-85.212|p
40067|Simpsonville|Shelby|KY|38.231|-85.355
40068|Smithfield|Henry|KY|38.393|-85.266
40069|Springfield|Washington|KY|37.734|-85.211
40070|Sulphur|Henry|KY|38.492|-85.252
40071|Taylorsville|Spencer|KY|38.047|-85.383
40075|Turners Station|Henry|KY|38.552|-85.102
40076|Waddy|Shelby|KY|38.105|-85.129
40077|Westport|Oldham|KY|38.492|-85.452
40078|Willisburg|Washington|KY|37.837|-85.136
40104|Battletown|Meade|KY|38.039|-86.299
40107|Boston|Nelson|KY|37.741|-85.595
40108|Brandenburg|Meade|KY|37.966|-86.108
40109|Brooks|Bullitt|KY|38.055|-85.771
40110|Clermont|Bullitt|KY|37.935|-85.655
40111|Cloverport|Breckinridge|KY|37.773|-86.628
40115|Custer|Breckinridge|KY|37.736|-86.238
40117|Ekron|Meade|KY|37.911|-86.154
40118|Fairdale|Jefferson|KY|38.109|-85.755
40119|Falls Of Rough|Grayson|KY|37.552|-86.484
40121|Fort Knox|Hardin|KY|37.893|-85.949
40122|Fort Knox|Hardin|KY|37.891|-85.964|p
40129|Hillview|Bullitt|KY|38.076|-85.677|p
40140|Garfield|Breckinridge|KY|37.783|-86.357
40142|Guston|Meade|KY|37.895|-86.215
40143|Hardinsburg|Breckinridge|KY|37.751|-86.454
40144|Harned|Breckinridge|KY|37.802|-86.415
40145|Hudson|Breckinridge|KY|37.651|-86.301
40146|Irvington|Breckinridge|KY|37.876|-86.296
40150|Lebanon Junction|Bullitt|KY|37.851|-85.725
40152|Mc Daniels|Breckinridge|KY|37.619|-86.449
40153|Mc Quady|Breckinridge|KY|37.802|-86.415|p
40155|Muldraugh|Meade|KY|37.937|-85.992
40157|Payneville|Meade|KY|38.03|-86.408
40159|Radcliff|Hardin|KY|37.724|-85.977|p
40160|Radcliff|Hardin|KY|37.827|-85.94
40161|Rhodelia|Meade|KY|38.006|-86.398
40162|Rineyville|Hardin|KY|37.753|-85.995
40165|Shepherdsville|Bullitt|KY|38.005|-85.689
40166|Shepherdsville|Bullitt|KY|37.989|-85.716|p
40170|Stephensport|Breckinridge|KY|37.905|-86.524
40171|Union Star|Breckinridge|KY|37.962|-86.461
40175|Vine Grove|Hardin|KY|37.859|-86.007
40176|Webster|Breckinridge|KY|37.924|-86.344
40177|West Point|Hardin|KY|37.995|-85.954
40178|Westview|Breckinridge|KY|37.679|-86.427
40201|Louisville|Jefferson|KY|38.189|-85.677|p
40202|Louisville|Jefferson|KY|38.251|-85.748
40203|Louisville|Jefferson|KY|38.249|-85.769
40204|Louisville|Jefferson|KY|38.237|-85.725
40205|Louisville|Jefferson|KY|38.222|-85.688
40206|Louisville|Jefferson|KY|38.25|-85.703
40207|Louisville|Jefferson|KY|38.263|-85.666
40208|Louisville|Jefferson|KY|38.22|-85.765
40209|Louisville|Jefferson|KY|38.19|-85.752
40210|Louisville|Jefferson|KY|38.231|-85.79
40211|Louisville|Jefferson|KY|38.242|-85.813
40212|Louisville|Jefferson|KY|38.265|-85.804
40213|Louisville|Jefferson|KY|38.184|-85.711
40214|Louisville|Jefferson|KY|38.159|-85.778
40215|Louisville|Jefferson|KY|38.191|-85.785
40216|Louisville|Jefferson|KY|38.187|-85.833
40217|Louisville|Jefferson|KY|38.217|-85.74
40218|Louisville|Jefferson|KY|38.189|-85.654
40219|Louisville|Jefferson|KY|38.138|-85.695
40220|Louisville|Jefferson|KY|38.215|-85.624
40221|Louisville|Jefferson|KY|38.189|-85.677|p
40222|Louisville|Jefferson|KY|38.267|-85.624
40223|Louisville|Jefferson|KY|38.265|-85.558
40224|Louisville|Jefferson|KY|38.189|-85.677|p
40225|Louisville|Jefferson|KY|38.189|-85.677|p
40228|Louisville|Jefferson|KY|38.144|-85.626
40229|Louisville|Jefferson|KY|38.089|-85.655
40231|Louisville|Jefferson|KY|38.189|-85.677
40232|Louisville|Jefferson|KY|38.189|-85.677|p
40233|Louisville|Jefferson|KY|38.189|-85.677|p
40241|Louisville|Jefferson|KY|38.305|-85.581
40242|Louisville|Jefferson|KY|38.279|-85.594
40243|Louisville|Jefferson|KY|38.242|-85.535
40245|Louisville|Jefferson|KY|38.268|-85.484
40250|Louisville|Jefferson|KY|38.189|-85.677|p
40251|Louisville|Jefferson|KY|38.189|-85.677|p
40252|Louisville|Jefferson|KY|38.189|-85.677|p
40253|Louisville|Jefferson|KY|38.189|-85.677|p
40255|Louisville|Jefferson|KY|38.189|-85.677|p
40256|Louisville|Jefferson|KY|38.189|-85.677|p
40257|Louisville|Jefferson|KY|38.189|-85.677|p
40258|Louisville|Jefferson|KY|38.146|-85.864
40259|Louisville|Jefferson|KY|38.254|-85.759|p
40261|Louisville|Jefferson|KY|38.189|-85.677|p
40266|Louisville|Jefferson|KY|38.189|-85.677|p
40268|Louisville|Jefferson|KY|38.189|-85.677|p
40269|Louisville|Jefferson|KY|38.189|-85.677|p
40270|Louisville|Jefferson|KY|38.254|-85.759|p
40272|Louisville|Jefferson|KY|38.085|-85.851
40280|Louisville|Jefferson|KY|38.247|-85.685
40281|Louisville|Jefferson|KY|38.189|-85.677|p
40282|Louisville|Jefferson|KY|38.189|-85.677|p
40283|Louisville|Jefferson|KY|38.189|-85.677|p
40285|Louisville|Jefferson|KY|38.189|-85.677|p
40287|Louisville|Jefferson|KY|38.189|-85.677|p
40289|Louisville|Jefferson|KY|38.254|-85.759|p
40290|Louisville|Jefferson|KY|38.189|-85.677|p
40291|Louisville|Jefferson|KY|38.131|-85.575
40292|Louisville|Jefferson|KY|38.189|-85.677|p
40293|Louisville|Jefferson|KY|38.254|-85.759|p
40294|Louisville|Jefferson|KY|38.254|-85.759|p
40295|Louisville|Jefferson|KY|38.254|-85.759|p
40296|Louisville|Jefferson|KY|38.254|-85.759|p
40297|Louisville|Jefferson|KY|38.254|-85.759|p
40298|Louisville|Jefferson|KY|38.254|-85.759|p
40299|Louisville|Jefferson|KY|38.177|-85.522
40310|Burgin|Mercer|KY|37.753|-84.767
40311|Carlisle|Nicholas|KY|38.321|-84.028
40312|Clay City|Powell|KY|37.852|-83.931
40313|Clearfield|Rowan|KY|38.129|-83.442
40316|Denniston|Menifee|KY|37.916|-83.538
40317|Elliottville|Rowan|KY|38.177|-83.268|p
40319|Farmers|Rowan|KY|38.14|-83.534|p
40322|Frenchburg|Menifee|KY|37.947|-83.608
40324|Georgetown|Scott|KY|38.212|-84.556
40328|Gravel Switch|Marion|KY|37.576|-85.082
40330|Harrodsburg|Mercer|KY|37.803|-84.861
40334|Hope|Montgomery|KY|38.016|-83.771
40336|Irvine|Estill|KY|37.686|-83.986
40337|Jeffersonville|Montgomery|KY|37.964|-83.856
40339|Keene|Jessamine|KY|37.943|-84.642
40340|Nicholasville|Jessamine|KY|37.866|-84.579|p
40342|Lawrenceburg|Anderson|KY|38.019|-84.93
40346|Means|Menifee|KY|37.981|-83.745
40347|Midway|Woodford|KY|38.149|-84.693
40348|Millersburg|Bourbon|KY|38.296|-84.151
40350|Moorefield|Nicholas|KY|38.293|-83.893
40351|Morehead|Rowan|KY|38.199|-83.444
40353|Mount Sterling|Montgomery|KY|38.055|-83.939
40355|New Liberty|Owen|KY|38.628|-84.876|p
40356|Nicholasville|Jessamine|KY|37.881|-84.565
40357|North Middletown|Bourbon|KY|38.146|-84.108|p
40358|Olympia|Bath|KY|38.085|-83.701
40359|Owenton|Owen|KY|38.499|-84.809
40360|Owingsville|Bath|KY|38.153|-83.756
40361|Paris|Bourbon|KY|38.208|-84.245
40362|Paris|Bourbon|KY|38.21|-84.253|p
40363|Perry Park|Owen|KY|38.522|-85.014
40366|Preston|Bath|KY|38.087|-83.757|p
40370|Sadieville|Scott|KY|38.391|-84.538
40371|Salt Lick|Bath|KY|38.104|-83.632
40372|Salvisa|Mercer|KY|37.917|-84.858
40374|Sharpsburg|Bath|KY|38.215|-83.893
40376|Slade|Powell|KY|37.795|-83.704
40379|Stamping Ground|Scott|KY|38.289|-84.682
40380|Stanton|Powell|KY|37.822|-83.785
40383|Versailles|Woodford|KY|38.041|-84.729
40384|Versailles|Woodford|KY|38.053|-84.73|p
40385|Waco|Madison|KY|37.743|-84.144
40387|Wellington|Menifee|KY|37.978|-83.467
40390|Wilmore|Jessamine|KY|37.86|-84.671
40391|Winchester|Clark|KY|37.987|-84.179
40392|Winchester|Clark|KY|37.99|-84.18|p
40402|Annville|Jackson|KY|37.305|-83.971
40403|Berea|Madison|KY|37.58|-84.275
40404|Berea|Madison|KY|37.569|-84.296
40405|Bighill|Madison|KY|37.555|-84.208|p
40409|Brodhead|Rockcastle|KY|37.382|-84.434
40410|Bryantsville|Garrard|KY|37.715|-84.649|p
40419|Crab Orchard|Lincoln|KY|37.447|-84.494
40422|Danville|Boyle|KY|37.647|-84.775
40423|Danville|Boyle|KY|37.646|-84.772|p
40434|Gray Hawk|Jackson|KY|37.395|-83.94
40437|Hustonville|Lincoln|KY|37.46|-84.853
40440|Junction City|Boyle|KY|37.582|-84.803
40442|Kings Mountain|Lincoln|KY|37.382|-84.715
40444|Lancaster|Garrard|KY|37.658|-84.597
40445|Livingston|Rockcastle|KY|37.307|-84.232
40447|Mc Kee|Jackson|KY|37.434|-84.025
40448|Mc Kinney|Lincoln|KY|37.446|-84.7
40452|Mitchellsburg|Boyle|KY|37.603|-84.949|p
40456|Mount Vernon|Rockcastle|KY|37.398|-84.338
40460|Orlando|Rockcastle|KY|37.373|-84.253
40461|Paint Lick|Garrard|KY|37.609|-84.427
40464|Parksville|Boyle|KY|37.578|-84.928
40468|Perryville|Boyle|KY|37.638|-84.966
40472|Ravenna|Estill|KY|37.687|-83.939
40473|Renfro Valley|Rockcastle|KY|37.388|-84.332|p
40475|Richmond|Madison|KY|37.755|-84.295
40476|Richmond|Madison|KY|37.748|-84.295|p
40481|Sandgap|Jackson|KY|37.486|-84.09
40484|Stanford|Lincoln|KY|37.525|-84.691
40486|Tyner|Jackson|KY|37.369|-83.862
40488|Waneta|Jackson|KY|37.475|-84.043|p
40489|Waynesburg|Lincoln|KY|37.35|-84.665
40492|Wildie|Rockcastle|KY|37.423|-84.302|p
40502|Lexington|Fayette|KY|38.017|-84.485
40503|Lexington|Fayette|KY|38.001|-84.528
40504|Lexington|Fayette|KY|38.041|-84.543
40505|Lexington|Fayette|KY|38.061|-84.458
40506|Lexington|Fayette|KY|38.029|-84.507
40507|Lexington|Fayette|KY|38.046|-84.495
40508|Lexington|Fayette|KY|38.051|-84.499
40509|Lexington|Fayette|KY|38.01|-84.427
40510|Lexington|Fayette|KY|38.07|-84.591
40511|Lexington|Fayette|KY|38.093|-84.501
40512|Lexington|Fayette|KY|38.028|-84.471|p
40513|Lexington|Fayette|KY|38.014|-84.581
40514|Lexington|Fayette|KY|37.983|-84.577
40515|Lexington|Fayette|KY|37.965|-84.471
40516|Lexington|Fayette|KY|38.054|-84.355
40517|Lexington|Fayette|KY|37.985|-84.482
40522|Lexington|Fayette|KY|38.028|-84.471|p
40523|Lexington|Fayette|KY|38.028|-84.471|p
40524|Lexington|Fayette|KY|38.028|-84.471|p
40526|Lexington|Fayette|KY|38.028|-84.471|p
40533|Lexington|Fayette|KY|38.028|-84.471|p
40536|Lexington|Fayette|KY|38.032|-84.508|p
40544|Lexington|Fayette|KY|38.028|-84.471|p
40546|Lexington|Fayette|KY|38.028|-84.471|p
40550|Lexington|Fayette|KY|38.028|-84.471|p
40555|Lexington|Fayette|KY|38.028|-84.471|p
40574|Lexington|Fayette|KY|38.028|-84.471|p
40575|Lexington|Fayette|KY|38.028|-84.471|p
40576|Lexington|Fayette|KY|38.028|-84.471|p
40577|Lexington|Fayette|KY|38.028|-84.471|p
40578|Lexington|Fayette|KY|38.028|-84.471|p
40579|Lexington|Fayette|KY|38.028|-84.471|p
40580|Lexington|Fayette|KY|38.028|-84.471|p
40581|Lexington|Fayette|KY|38.028|-84.471|p
40582|Lexington|Fayette|KY|38.028|-84.471|p
40583|Lexington|Fayette|KY|38.028|-84.471|p
40588|Lexington|Fayette|KY|38.028|-84.471|p
40591|Lexington|Fayette|KY|38.028|-84.471|p
40598|Lexington|Fayette|KY|38.077|-84.53|p
40601|Frankfort|Franklin|KY|38.228|-84.87
40602|Frankfort|Franklin|KY|38.234|-84.875|p
40603|Frankfort|Franklin|KY|38.234|-84.875|p
40604|Frankfort|Franklin|KY|38.234|-84.875
40618|Frankfort|Franklin|KY|38.234|-84.875|p
40619|Frankfort|Franklin|KY|38.234|-84.875|p
40620|Frankfort|Franklin|KY|38.234|-84.875|p
40621|Frankfort|Franklin|KY|38.201|-84.873|p
40622|Frankfort|Franklin|KY|38.201|-84.873|p
40701|Corbin|Whitley|KY|36.934|-84.102
40702|Corbin|Whitley|KY|36.937|-84.103|p
40724|Bush|Laurel|KY|37.093|-83.87|p
40729|East Bernstadt|Laurel|KY|37.249|-84.138
40730|Emlyn|Whitley|KY|36.704|-84.141|p
40734|Gray|Knox|KY|36.947|-83.983
40737|Keavy|Laurel|KY|37.016|-84.144
40740|Lily|Laurel|KY|37.026|-84.028
40741|London|Laurel|KY|37.155|-84.096
40742|London|Laurel|KY|37.138|-84.116|p
40743|London|Laurel|KY|37.135|-84.046
40744|London|Laurel|KY|37.1|-84.113
40745|London|Laurel|KY|37.138|-84.116|p
40750|London|Laurel|KY|37.129|-84.083|p
40755|Pittsburg|Laurel|KY|37.168|-84.117|p
40759|Rockholds|Whitley|KY|36.824|-84.104
40763|Siler|Whitley|KY|36.703|-83.955
40769|Williamsburg|Whitley|KY|36.747|-84.139
40771|Woodbine|Knox|KY|36.859|-84.035
40801|Ages Brookside|Harlan|KY|36.865|-83.288
40803|Asher|Leslie|KY|37.011|-83.455|p
40806|Baxter|Harlan|KY|36.875|-83.314
40807|Benham|Harlan|KY|36.965|-82.948
40808|Big Laurel|Harlan|KY|36.98|-83.217
40810|Bledsoe|Harlan|KY|36.934|-83.324
40813|Calvin|Bell|KY|36.722|-83.622
40815|Cawood|Harlan|KY|36.781|-83.291
40816|Chappell|Leslie|KY|37.01|-83.349
40818|Coalgood|Harlan|KY|36.82|-83.244
40819|Coldiron|Harlan|KY|36.82|-83.471
40820|Cranks|Harlan|KY|36.756|-83.184
40823|Cumberland|Harlan|KY|36.971|-82.977
40824|Dayhoit|Harlan|KY|36.836|-83.375
40826|Eolia|Letcher|KY|37.062|-82.771
40827|Essie|Leslie|KY|37.055|-83.456
40828|Evarts|Harlan|KY|36.84|-83.223
40829|Grays Knob|Harlan|KY|36.797|-83.264
40830|Gulston|Harlan|KY|36.766|-83.326
40831|Harlan|Harlan|KY|36.76|-83.35
40840|Helton|Leslie|KY|36.954|-83.391
40843|Holmes Mill|Harlan|KY|36.876|-82.994
40844|Hoskinston|Leslie|KY|37.077|-83.392
40845|Hulen|Bell|KY|36.771|-83.555
40847|Kenvir|Harlan|KY|36.854|-83.157
40849|Lejunior|Harlan|KY|36.89|-83.143
40854|Loyall|Harlan|KY|36.848|-83.353
40855|Lynch|Harlan|KY|36.96|-82.92
40856|Miracle|Bell|KY|36.761|-83.584
40858|Mozelle|Leslie|KY|37.004|-83.413
40862|Partridge|Letcher|KY|37.013|-82.879
40863|Pathfork|Harlan|KY|36.752|-83.463
40865|Putney|Harlan|KY|36.904|-83.238
40868|Stinnett|Leslie|KY|37.088|-83.391
40870|Totz|Harlan|KY|36.945|-83.118
40873|Wallins Creek|Harlan|KY|36.817|-83.419
40874|Warbranch|Leslie|KY|36.984|-83.467
40902|Arjay|Bell|KY|36.828|-83.641
40903|Artemus|Knox|KY|36.839|-83.833
40906|Barbourville|Knox|KY|36.867|-83.889
40913|Beverly|Bell|KY|36.944|-83.556
40914|Big Creek|Clay|KY|37.162|-83.569
40915|Bimble|Knox|KY|36.887|-83.828
40921|Bryants Store|Knox|KY|36.771|-83.901
40923|Cannon|Knox|KY|36.92|-83.851
40927|Closplint|Harlan|KY|36.871|-83.041
40930|Dewitt|Knox|KY|36.877|-83.738|p
40932|Fall Rock|Clay|KY|37.22|-83.788|p
40935|Flat Lick|Knox|KY|36.829|-83.77
40939|Fourmile|Knox|KY|36.793|-83.742
40940|Frakes|Bell|KY|36.607|-83.948
40941|Garrard|Clay|KY|37.124|-83.746
40943|Girdler|Knox|KY|36.969|-83.854
40944|Goose Rock|Clay|KY|37.09|-83.694|p
40946|Green Road|Knox|KY|36.871|-83.83
40949|Heidrick|Knox|KY|36.89|-83.872
40951|Hima|Clay|KY|37.121|-83.778|p
40953|Hinkle|Knox|KY|36.936|-83.804
40955|Ingram|Bell|KY|36.769|-83.708|p
40958|Kettle Island|Bell|KY|36.809|-83.589
40962|Manchester|Clay|KY|37.151|-83.779
40964|Mary Alice|Harlan|KY|36.784|-83.33
40965|Middlesboro|Bell|KY|36.617|-83.723
40972|Oneida|Clay|KY|37.27|-83.649
40977|Pineville|Bell|KY|36.716|-83.767
40979|Roark|Leslie|KY|37.023|-83.515
40981|Saul|Perry|KY|37.331|-83.387|p
40982|Scalf|Knox|KY|36.933|-83.69
40983|Sextons Creek|Clay|KY|37.333|-83.767
40988|Stoney Fork|Bell|KY|36.832|-83.535
40995|Trosper|Knox|KY|36.761|-83.815
40997|Walker|Knox|KY|36.891|-83.662
41001|Alexandria|Campbell|KY|38.941|-84.394
41002|Augusta|Bracken|KY|38.763|-83.995
41003|Berry|Harrison|KY|38.516|-84.361
41004|Brooksville|Bracken|KY|38.664|-84.079
41005|Burlington|Boone|KY|39.015|-84.774
41006|Butler|Pendleton|KY|38.801|-84.345
41007|California|Campbell|KY|38.906|-84.317
41008|Carrollton|Carroll|KY|38.67|-85.173
41010|Corinth|Grant|KY|38.53|-84.585
41011|Covington|Kenton|KY|39.071|-84.521
41012|Covington|Kenton|KY|38.945|-84.52|p
41014|Covington|Kenton|KY|39.064|-84.512
41015|Latonia|Kenton|KY|39.022|-84.499
41016|Covington|Kenton|KY|39.087|-84.549
41017|Ft Mitchell|Kenton|KY|39.03|-84.559
41018|Erlanger|Kenton|KY|39.008|-84.598
41019|Covington|Kenton|KY|38.945|-84.52|p
41021|Hebron|Boone|KY|39.029|-84.619|p
41022|Florence|Boone|KY|38.962|-84.748|p
41025|Erlanger|Kenton|KY|39.06|-84.631|p
41030|Crittenden|Grant|KY|38.774|-84.598
41031|Cynthiana|Harrison|KY|38.396|-84.295
41033|De Mossville|Pendleton|KY|38.762|-84.486
41034|Dover|Mason|KY|38.691|-83.872
41035|Dry Ridge|Grant|KY|38.705|-84.624
41037|Elizaville|Fleming|KY|38.42|-83.825|p
41039|Ewing|Fleming|KY|38.416|-83.873
41040|Falmouth|Pendleton|KY|38.664|-84.345
41041|Flemingsburg|Fleming|KY|38.428|-83.708
41042|Florence|Boone|KY|38.994|-84.642
41043|Foster|Bracken|KY|38.751|-84.157
41044|Germantown|Bracken|KY|38.636|-83.99
41045|Ghent|Carroll|KY|38.719|-85.056
41046|Glencoe|Gallatin|KY|38.723|-84.812
41048|Hebron|Boone|KY|39.076|-84.701
41049|Hillsboro|Fleming|KY|38.293|-83.67
41051|Independence|Kenton|KY|38.935|-84.548
41052|Jonesville|Grant|KY|38.64|-84.775
41053|Kenton|Kenton|KY|38.868|-84.456|p
41054|Mason|Grant|KY|38.593|-84.579|p
41055|Mayslick|Mason|KY|38.522|-83.861
41056|Maysville|Mason|KY|38.621|-83.807
41059|Melbourne|Campbell|KY|39.007|-84.354
41061|Milford|Bracken|KY|38.582|-84.157|p
41062|Minerva|Mason|KY|38.705|-83.919
41063|Morning View|Kenton|KY|38.839|-84.507
41064|Mount Olivet|Robertson|KY|38.522|-84.048
41065|Muses Mills|Fleming|KY|38.35|-83.527|p
41071|Newport|Campbell|KY|39.056|-84.479
41072|Newport|Campbell|KY|38.964|-84.369|p
41073|Bellevue|Campbell|KY|39.102|-84.479
41074|Dayton|Campbell|KY|39.111|-84.471
41075|Fort Thomas|Campbell|KY|39.079|-84.452
41076|Newport|Campbell|KY|39.026|-84.441
41080|Petersburg|Boone|KY|39.042|-84.837
41081|Plummers Landing|Fleming|KY|38.348|-83.719|p
41083|Sanders|Carroll|KY|38.661|-84.973
41085|Silver Grove|Campbell|KY|39.034|-84.391
41086|Sparta|Gallatin|KY|38.726|-84.881
41091|Union|Boone|KY|38.944|-84.727
41092|Verona|Boone|KY|38.839|-84.691
41093|Wallingford|Fleming|KY|38.337|-83.562
41094|Walton|Boone|KY|38.888|-84.633
41095|Warsaw|Gallatin|KY|38.781|-84.85
41096|Washington|Mason|KY|38.612|-83.808|p
41097|Williamstown|Grant|KY|38.629|-84.574
41098|Worthville|Carroll|KY|38.618|-85.066
41099|Newport|Campbell|KY|38.964|-84.369
41101|Ashland|Boyd|KY|38.472|-82.646
41102|Ashland|Boyd|KY|38.422|-82.717
41105|Ashland|Boyd|KY|38.37|-82.695|p
41114|Ashland|Boyd|KY|38.37|-82.695|p
41121|Argillite|Greenup|KY|38.432|-82.809
41124|Blaine|Lawrence|KY|38.027|-82.851
41128|Carter|Carter|KY|38.434|-83.134|p
41129|Catlettsburg|Boyd|KY|38.38|-82.632
41132|Denton|Carter|KY|38.26|-82.856
41135|Emerson|Lewis|KY|38.356|-83.288
41139|Flatwoods|Greenup|KY|38.519|-82.721
41141|Garrison|Lewis|KY|38.587|-83.2
41142|Grahn|Carter|KY|38.29|-83.081
41143|Grayson|Carter|KY|38.333|-82.948
41144|Greenup|Greenup|KY|38.537|-82.919
41146|Hitchins|Carter|KY|38.277|-82.898
41149|Isonville|Elliott|KY|38.046|-83.051
41159|Martha|Lawrence|KY|38.015|-82.956
41160|Mazie|Lawrence|KY|38.027|-82.972|p
41164|Olive Hill|Carter|KY|38.3|-83.174
41166|Quincy|Lewis|KY|38.627|-83.106
41168|Rush|Boyd|KY|38.309|-82.748
41169|Russell|Greenup|KY|38.517|-82.698
41171|Sandy Hook|Elliott|KY|38.132|-83.08
41173|Soldier|Carter|KY|38.262|-83.285|p
41174|South Portsmouth|Greenup|KY|38.709|-83.016
41175|South Shore|Greenup|KY|38.715|-82.937
41179|Vanceburg|Lewis|KY|38.47|-83.27
41180|Webbville|Lawrence|KY|38.163|-82.79
41181|Willard|Carter|KY|38.205|-82.908|p
41183|Worthington|Greenup|KY|38.551|-82.74
41189|Tollesboro|Lewis|KY|38.572|-83.56
41201|Adams|Lawrence|KY|38.074|-82.745
41203|Beauty|Martin|KY|37.84|-82.439
41204|Boons Camp|Johnson|KY|37.822|-82.67
41214|Debord|Martin|KY|37.827|-82.551
41216|East Point|Johnson|KY|37.758|-82.818
41219|Flatgap|Johnson|KY|37.923|-82.922
41222|Hagerhill|Johnson|KY|37.781|-82.842
41224|Inez|Martin|KY|37.875|-82.534
41226|Keaton|Johnson|KY|37.986|-82.96
41230|Louisa|Lawrence|KY|38.104|-82.606
41231|Lovely|Martin|KY|37.826|-82.401
41232|Lowmansville|Lawrence|KY|37.932|-82.735
41234|Meally|Johnson|KY|37.808|-82.741
41238|Oil Springs|Johnson|KY|37.81|-82.942
41240|Paintsville|Johnson|KY|37.824|-82.794
41250|Pilgrim|Martin|KY|37.738|-82.452
41254|River|Johnson|KY|37.88|-82.725
41255|Sitka|Johnson|KY|37.892|-82.845
41256|Staffordsville|Johnson|KY|37.825|-82.882
41257|Stambaugh|Johnson|KY|37.917|-82.803
41260|Thelma|Johnson|KY|37.822|-82.753
41262|Tomahawk|Martin|KY|37.869|-82.597
41263|Tutor Key|Johnson|KY|37.851|-82.76
41264|Ulysses|Lawrence|KY|37.942|-82.674
41265|Van Lear|Johnson|KY|37.748|-82.705
41267|Warfield|Martin|KY|37.875|-82.439
41268|West Van Lear|Johnson|KY|37.786|-82.781
41271|Williamsport|Johnson|KY|37.831|-82.726
41274|Wittensville|Johnson|KY|37.87|-82.81
41301|Campton|Wolfe|KY|37.729|-83.494
41310|Bays|Breathitt|KY|37.641|-83.244|p
41311|Beattyville|Lee|KY|37.6|-83.714
41314|Booneville|Owsley|KY|37.497|-83.657
41317|Clayhole|Breathitt|KY|37.448|-83.189
41332|Hazel Green|Wolfe|KY|37.798|-83.421
41339|Jackson|Breathitt|KY|37.487|-83.291
41347|Lone|Lee|KY|37.544|-83.601|p
41348|Lost Creek|Breathitt|KY|37.442|-83.298
41351|Mistletoe|Owsley|KY|37.313|-83.592|p
41352|Mize|Morgan|KY|37.824|-83.333
41360|Pine Ridge|Wolfe|KY|37.775|-83.632
41364|Ricetown|Owsley|KY|37.387|-83.675|p
41365|Rogers|Wolfe|KY|37.709|-83.631
41366|Rousseau|Breathitt|KY|37.595|-83.219
41367|Rowdy|Perry|KY|37.397|-83.227
41368|Saint Helens|Lee|KY|37.583|-83.647|p
41385|Vancleve|Breathitt|KY|37.648|-83.381
41386|Vincent|Owsley|KY|37.399|-83.705|p
41390|Whick|Breathitt|KY|37.41|-83.375
41397|Zoe|Lee|KY|37.687|-83.67
41408|Cannel City|Morgan|KY|37.79|-83.274
41413|Crockett|Morgan|KY|37.986|-83.091|p
41421|Elkfork|Morgan|KY|37.971|-83.119
41425|Ezel|Morgan|KY|37.891|-83.444
41426|Falcon|Magoffin|KY|37.784|-83.011|p
41451|Malone|Morgan|KY|37.872|-83.258|p
41464|Royalton|Magoffin|KY|37.675|-83.022
41465|Salyersville|Magoffin|KY|37.733|-83.03
41472|West Liberty|Morgan|KY|37.922|-83.26
41477|Wrigley|Morgan|KY|37.914|-83.234|p
41501|Pikeville|Pike|KY|37.516|-82.517
41502|Pikeville|Pike|KY|37.479|-82.519|p
41503|South Williamson|Pike|KY|37.667|-82.289
41512|Ashcamp|Pike|KY|37.259|-82.461
41513|Belcher|Pike|KY|37.348|-82.341
41514|Belfry|Pike|KY|37.64|-82.257
41517|Burdine|Letcher|KY|37.189|-82.599
41519|Canada|Pike|KY|37.59|-82.331
41520|Dorton|Pike|KY|37.279|-82.577|p
41522|Elkhorn City|Pike|KY|37.311|-82.409
41524|Fedscreek|Pike|KY|37.427|-82.256
41526|Fords Branch|Pike|KY|37.433|-82.511
41527|Forest Hills|Pike|KY|37.643|-82.299
41528|Freeburn|Pike|KY|37.551|-82.143
41531|Hardy|Pike|KY|37.593|-82.233
41534|Hellier|Pike|KY|37.288|-82.471
41535|Huddy|Pike|KY|37.596|-82.28
41537|Jenkins|Letcher|KY|37.191|-82.651
41538|Jonancy|Pike|KY|37.317|-82.583
41539|Kimper|Pike|KY|37.507|-82.327
41540|Lick Creek|Pike|KY|37.359|-82.309
41542|Lookout|Pike|KY|37.315|-82.465|p
41543|Mc Andrews|Pike|KY|37.562|-82.28
41544|Mc Carr|Pike|KY|37.597|-82.167
41547|Majestic|Pike|KY|37.531|-82.092
41548|Mouthcard|Pike|KY|37.382|-82.273
41549|Myra|Pike|KY|37.29|-82.6|p
41553|Phelps|Pike|KY|37.499|-82.158
41554|Phyllis|Pike|KY|37.448|-82.298
41555|Pinsonfork|Pike|KY|37.547|-82.262
41557|Raccoon|Pike|KY|37.494|-82.422
41558|Ransom|Pike|KY|37.543|-82.208
41559|Regina|Pike|KY|37.374|-82.383
41560|Robinson Creek|Pike|KY|37.38|-82.562
41561|Rockhouse|Pike|KY|37.332|-82.463|p
41562|Shelbiana|Pike|KY|37.406|-82.467
41563|Shelby Gap|Pike|KY|37.231|-82.529
41564|Sidney|Pike|KY|37.608|-82.365
41566|Steele|Pike|KY|37.403|-82.207
41567|Stone|Pike|KY|37.586|-82.271
41568|Stopover|Pike|KY|37.509|-82.078
41571|Varney|Pike|KY|37.628|-82.436
41572|Virgie|Pike|KY|37.32|-82.611
41601|Allen|Floyd|KY|37.607|-82.722
41602|Auxier|Floyd|KY|37.737|-82.758
41603|Banner|Floyd|KY|37.571|-82.681
41604|Beaver|Floyd|KY|37.377|-82.687
41605|Betsy Layne|Floyd|KY|37.556|-82.627
41606|Bevinsville|Floyd|KY|37.347|-82.74
41607|Blue River|Floyd|KY|37.625|-82.842
41612|Bypro|Floyd|KY|37.347|-82.716
41615|Dana|Floyd|KY|37.547|-82.67
41616|David|Floyd|KY|37.577|-82.871
41619|Drift|Floyd|KY|37.493|-82.757
41621|Dwale|Floyd|KY|37.625|-82.723
41622|Eastern|Floyd|KY|37.517|-82.806
41630|Garrett|Floyd|KY|37.48|-82.832
41631|Grethel|Floyd|KY|37.458|-82.664
41632|Gunlock|Magoffin|KY|37.589|-82.945
41635|Harold|Floyd|KY|37.537|-82.633
41636|Hi Hat|Floyd|KY|37.399|-82.729
41640|Hueysville|Floyd|KY|37.509|-82.852
41642|Ivel|Floyd|KY|37.596|-82.646
41643|Lackey|Floyd|KY|37.471|-82.829
41645|Langley|Floyd|KY|37.538|-82.798
41647|Mc Dowell|Floyd|KY|37.436|-82.72
41649|Martin|Floyd|KY|37.571|-82.782
41650|Melvin|Floyd|KY|37.354|-82.676
41651|Minnie|Floyd|KY|37.455|-82.765|p
41653|Prestonsburg|Floyd|KY|37.661|-82.764
41655|Printer|Floyd|KY|37.506|-82.706
41659|Stanville|Floyd|KY|37.574|-82.627
41660|Teaberry|Floyd|KY|37.422|-82.64
41663|Tram|Floyd|KY|37.573|-82.645
41666|Wayland|Floyd|KY|37.437|-82.801
41667|Weeksbury|Floyd|KY|37.317|-82.704
41669|Wheelwright|Floyd|KY|37.331|-82.716
41701|Hazard|Perry|KY|37.298|-83.191
41702|Hazard|Perry|KY|37.25|-83.193|p
41712|Ary|Perry|KY|37.364|-83.155
41713|Avawam|Perry|KY|37.225|-83.274
41714|Bear Branch|Leslie|KY|37.194|-83.503
41719|Bonnyman|Perry|KY|37.298|-83.254
41721|Buckhorn|Perry|KY|37.301|-83.494
41722|Bulan|Perry|KY|37.315|-83.156
41723|Busy|Perry|KY|37.263|-83.301
41725|Carrie|Knott|KY|37.332|-83.033
41727|Chavies|Perry|KY|37.348|-83.356
41729|Combs|Perry|KY|37.265|-83.217
41731|Cornettsville|Perry|KY|37.134|-83.077
41735|Delphia|Perry|KY|37.023|-83.096
41736|Dice|Perry|KY|37.376|-83.242|p
41739|Dwarf|Perry|KY|37.339|-83.13
41740|Emmalena|Knott|KY|37.35|-83.047
41743|Fisty|Knott|KY|37.306|-83.09|p
41745|Gays Creek|Perry|KY|37.335|-83.435
41746|Happy|Perry|KY|37.21|-83.092
41749|Hyden|Leslie|KY|37.188|-83.417
41751|Jeff|Perry|KY|37.218|-83.143
41754|Krypton|Perry|KY|37.3|-83.322
41759|Sassafras|Knott|KY|37.221|-83.055
41760|Scuddy|Perry|KY|37.197|-83.082
41762|Sizerock|Leslie|KY|37.219|-83.497
41763|Slemp|Perry|KY|37.071|-83.114
41764|Smilax|Leslie|KY|37.121|-83.254
41766|Thousandsticks|Leslie|KY|37.185|-83.429
41772|Vest|Knott|KY|37.407|-83.015
41773|Vicco|Perry|KY|37.202|-83.066
41774|Viper|Perry|KY|37.159|-83.14
41775|Wendover|Leslie|KY|37.108|-83.356
41776|Wooton|Leslie|KY|37.167|-83.291
41777|Yeaddiss|Leslie|KY|37.057|-83.236
41778|Yerkes|Perry|KY|37.283|-83.321|p
41804|Blackey|Letcher|KY|37.155|-82.996
41810|Cromona|Letcher|KY|37.187|-82.697
41812|Deane|Letcher|KY|37.241|-82.77
41815|Ermine|Letcher|KY|37.162|-82.797
41817|Garner|Knott|KY|37.358|-82.925
41819|Gordon|Letcher|KY|36.989|-83.065
41821|Hallie|Letcher|KY|37.084|-83.003
41822|Hindman|Knott|KY|37.336|-82.98
41824|Isom|Letcher|KY|37.193|-82.875
41825|Jackhorn|Letcher|KY|37.225|-82.723
41826|Jeremiah|Letcher|KY|37.17|-82.926
41828|Kite|Knott|KY|37.314|-82.797
41831|Leburn|Knott|KY|37.379|-82.952
41832|Letcher|Letcher|KY|37.153|-82.955
41833|Linefork|Letcher|KY|37.023|-82.988
41834|Littcarr|Knott|KY|37.241|-82.949
41835|Mc Roberts|Letcher|KY|37.214|-82.673
41836|Mallie|Knott|KY|37.269|-82.916
41837|Mayking|Letcher|KY|37.13|-82.743
41838|Millstone|Letcher|KY|37.177|-82.752
41839|Mousie|Knott|KY|37.433|-82.902
41840|Neon|Letcher|KY|37.188|-82.711
41843|Pine Top|Knott|KY|37.287|-82.874
41844|Pippa Passes|Knott|KY|37.349|-82.874
41845|Premium|Letcher|KY|37.125|-82.903
41847|Redfox|Knott|KY|37.217|-82.942
41848|Roxana|Letcher|KY|37.11|-82.941
41849|Seco|Letcher|KY|37.177|-82.736
41855|Thornton|Letcher|KY|37.191|-82.785
41858|Whitesburg|Letcher|KY|37.139|-82.855
41859|Dema|Knott|KY|37.398|-82.784
41861|Raven|Knott|KY|37.404|-82.826
41862|Topmost|Knott|KY|37.349|-82.793
42001|Paducah|McCracken|KY|37.063|-88.663
42002|Paducah|McCracken|KY|37.086|-88.712|p
42003|Paducah|McCracken|KY|37.037|-88.593
42020|Almo|Calloway|KY|36.692|-88.293
42021|Arlington|Carlisle|KY|36.79|-89.013
42022|Bandana|Ballard|KY|37.146|-88.945
42023|Bardwell|Carlisle|KY|36.863|-89.021
42024|Barlow|Ballard|KY|37.049|-89.041
42025|Benton|Marshall|KY|36.881|-88.355
42027|Boaz|Graves|KY|36.93|-88.622
42028|Burna|Livingston|KY|37.239|-88.338
42029|Calvert City|Marshall|KY|37.015|-88.381
42031|Clinton|Hickman|KY|36.668|-88.968
42032|Columbus|Hickman|KY|36.76|-89.103
42033|Crayne|Crittenden|KY|37.271|-88.082|p
42035|Cunningham|Carlisle|KY|36.896|-88.873
42036|Dexter|Calloway|KY|36.716|-88.236
42037|Dycusburg|Crittenden|KY|37.16|-88.184
42038|Eddyville|Lyon|KY|37.066|-88.049
42039|Fancy Farm|Graves|KY|36.777|-88.792
42040|Farmington|Graves|KY|36.6|-88.519
42041|Fulton|Fulton|KY|36.548|-88.875
42044|Gilbertsville|Marshall|KY|36.966|-88.267
42045|Grand Rivers|Livingston|KY|37.076|-88.265
42047|Hampton|Livingston|KY|37.283|-88.371
42048|Hardin|Marshall|KY|36.776|-88.262
42049|Hazel|Calloway|KY|36.542|-88.332
42050|Hickman|Fulton|KY|36.559|-89.195
42051|Hickory|Graves|KY|36.848|-88.679
42053|Kevil|McCracken|KY|37.087|-88.876
42054|Kirksey|Calloway|KY|36.673|-88.424
42055|Kuttawa|Lyon|KY|37.062|-88.15
42056|La Center|Ballard|KY|37.083|-88.973
42058|Ledbetter|Livingston|KY|37.061|-88.466
42060|Lovelaceville|Ballard|KY|36.969|-88.831
42061|Lowes|Graves|KY|36.886|-88.773
42063|Lynnville|Graves|KY|36.56|-88.569|p
42064|Marion|Crittenden|KY|37.325|-88.1
42066|Mayfield|Graves|KY|36.733|-88.651
42069|Melber|Graves|KY|36.92|-88.752
42070|Milburn|Carlisle|KY|36.799|-88.9|p
42071|Murray|Calloway|KY|36.61|-88.303
42076|New Concord|Calloway|KY|36.55|-88.095
42078|Salem|Livingston|KY|37.255|-88.271
42079|Sedalia|Graves|KY|36.575|-88.581
42081|Smithland|Livingston|KY|37.239|-88.376
42082|Symsonia|Graves|KY|36.904|-88.515
42083|Tiline|Livingston|KY|37.146|-88.285
42085|Water Valley|Graves|KY|36.569|-88.808
42086|West Paducah|McCracken|KY|37.092|-88.761
42087|Wickliffe|Ballard|KY|36.968|-89.018
42088|Wingo|Graves|KY|36.625|-88.739
42101|Bowling Green|Warren|KY|37.017|-86.452
42102|Bowling Green|Warren|KY|36.922|-86.387
42103|Bowling Green|Warren|KY|36.966|-86.393
42104|Bowling Green|Warren|KY|36.938|-86.448
42120|Adolphus|Allen|KY|36.678|-86.264
42122|Alvaton|Warren|KY|36.863|-86.363
42123|Austin|Barren|KY|36.812|-85.985
42124|Beaumont|Metcalfe|KY|36.871|-85.644
42127|Cave City|Barren|KY|37.117|-85.944
42128|Drake|Warren|KY|36.983|-86.394|p
42129|Edmonton|Metcalfe|KY|37.001|-85.609
42130|Eighty Eight|Barren|KY|36.913|-85.775
42131|Etoile|Barren|KY|36.813|-85.917|p
42133|Fountain Run|Monroe|KY|36.72|-85.952
42134|Franklin|Simpson|KY|36.725|-86.57
42135|Franklin|Simpson|KY|36.722|-86.577|p
42140|Gamaliel|Monroe|KY|36.654|-85.813
42141|Glasgow|Barren|KY|36.988|-85.922
42142|Glasgow|Barren|KY|36.996|-85.912|p
42151|Hestand|Monroe|KY|36.654|-85.57
42152|Hiseville|Barren|KY|37.099|-85.816|p
42153|Holland|Allen|KY|36.667|-86.05
42154|Knob Lick|Metcalfe|KY|37.056|-85.698
42156|Lucas|Barren|KY|36.852|-86.052
42157|Mount Hermon|Monroe|KY|36.772|-85.819
42159|Oakland|Warren|KY|36.999|-86.25
42160|Park City|Barren|KY|37.094|-86.046
42163|Rocky Hill|Edmonson|KY|37.069|-86.136
42164|Scottsville|Allen|KY|36.761|-86.193
42166|Summer Shade|Metcalfe|KY|36.888|-85.708
42167|Tompkinsville|Monroe|KY|36.724|-85.701
42170|Woodburn|Warren|KY|36.856|-86.562
42171|Smiths Grove|Warren|KY|37.058|-86.194
42201|Aberdeen|Butler|KY|37.254|-86.682|p
42202|Adairville|Logan|KY|36.691|-86.858
42204|Allensville|Todd|KY|36.717|-87.066
42206|Auburn|Logan|KY|36.882|-86.72
42207|Bee Spring|Edmonson|KY|37.298|-86.279
42210|Brownsville|Edmonson|KY|37.223|-86.292
42211|Cadiz|Trigg|KY|36.802|-87.829
42214|Center|Metcalfe|KY|37.118|-85.704
42215|Cerulean|Trigg|KY|36.95|-87.665
42216|Clifty|Todd|KY|37.005|-87.152|p
42217|Crofton|Christian|KY|37.034|-87.489
42219|Dunbar|Butler|KY|37.171|-86.768|p
42220|Elkton|Todd|KY|36.909|-87.168
42221|Fairview|Christian|KY|36.843|-87.304|p
42223|Fort Campbell|Christian|KY|36.654|-87.461
42232|Gracey|Christian|KY|36.856|-87.654
42234|Guthrie|Todd|KY|36.715|-87.15
42236|Herndon|Christian|KY|36.709|-87.608
42240|Hopkinsville|Christian|KY|36.862|-87.485
42241|Hopkinsville|Christian|KY|36.866|-87.491|p
42252|Jetson|Butler|KY|37.248|-86.509|p
42254|La Fayette|Christian|KY|36.658|-87.656
42256|Lewisburg|Logan|KY|37.004|-86.989
42259|Mammoth Cave|Edmonson|KY|37.28|-86.169
42261|Morgantown|Butler|KY|37.2|-86.686
42262|Oak Grove|Christian|KY|36.665|-87.425
42265|Olmstead|Logan|KY|36.76|-86.98
42266|Pembroke|Christian|KY|36.776|-87.356
42273|Rochester|Butler|KY|37.205|-86.859
42274|Rockfield|Warren|KY|36.924|-86.598
42275|Roundhill|Edmonson|KY|37.256|-86.407
42276|Russellville|Logan|KY|36.845|-86.882
42280|Sharon Grove|Todd|KY|36.928|-87.1
42285|Sweeden|Edmonson|KY|37.264|-86.298
42286|Trenton|Todd|KY|36.731|-87.261
42288|Woodbury|Butler|KY|37.183|-86.634|p
42301|Owensboro|Daviess|KY|37.751|-87.155
42302|Owensboro|Daviess|KY|37.746|-87.113|p
42303|Owensboro|Daviess|KY|37.756|-87.08
42304|Owensboro|Daviess|KY|37.746|-87.113|p
42320|Beaver Dam|Ohio|KY|37.387|-86.873
42321|Beech Creek|Muhlenberg|KY|37.172|-87.056
42322|Beech Grove|McLean|KY|37.616|-87.396
42323|Beechmont|Muhlenberg|KY|37.174|-87.035
42324|Belton|Muhlenberg|KY|37.151|-86.977
42325|Bremen|Muhlenberg|KY|37.343|-87.233
42326|Browder|Muhlenberg|KY|37.2|-87
42327|Calhoun|McLean|KY|37.575|-87.277
42328|Centertown|Ohio|KY|37.408|-87.009
42330|Central City|Muhlenberg|KY|37.301|-87.12
42332|Cleaton|Muhlenberg|KY|37.253|-87.09
42333|Cromwell|Ohio|KY|37.342|-86.77
42334|Curdsville|Daviess|KY|37.735|-87.332|p
42337|Drakesboro|Muhlenberg|KY|37.214|-87.048
42338|Dundee|Ohio|KY|37.552|-86.778
42339|Dunmor|Muhlenberg|KY|37.084|-87.008
42343|Fordsville|Ohio|KY|37.63|-86.726
42344|Graham|Muhlenberg|KY|37.247|-87.298
42345|Greenville|Muhlenberg|KY|37.208|-87.181
42347|Hartford|Ohio|KY|37.479|-86.918
42348|Hawesville|Hancock|KY|37.85|-86.764
42349|Horse Branch|Ohio|KY|37.423|-86.699
42350|Island|McLean|KY|37.447|-87.169
42351|Lewisport|Hancock|KY|37.909|-86.896
42352|Livermore|McLean|KY|37.505|-87.124
42354|Mc Henry|Ohio|KY|37.378|-86.93
42355|Maceo|Daviess|KY|37.844|-87
42356|Maple Mount|Daviess|KY|37.693|-87.324
42361|Olaton|Ohio|KY|37.526|-86.687
42364|Pellville|Hancock|KY|37.752|-86.814|p
42366|Philpot|Daviess|KY|37.718|-86.937
42367|Powderly|Muhlenberg|KY|37.243|-87.155
42368|Reynolds Station|Hancock|KY|37.74|-86.741
42369|Rockport|Ohio|KY|37.355|-87.006
42370|Rosine|Ohio|KY|37.449|-86.739
42371|Rumsey|McLean|KY|37.508|-87.281
42372|Sacramento|McLean|KY|37.418|-87.274
42374|South Carrollton|Muhlenberg|KY|37.338|-87.142
42376|Utica|Daviess|KY|37.621|-87.059
42377|West Louisville|Daviess|KY|37.697|-87.287|p
42378|Whitesville|Daviess|KY|37.683|-86.87
42402|Baskett|Henderson|KY|37.871|-87.462|p
42404|Clay|Webster|KY|37.476|-87.837
42406|Corydon|Henderson|KY|37.744|-87.7
42408|Dawson Springs|Hopkins|KY|37.196|-87.682
42409|Dixon|Webster|KY|37.511|-87.702
42410|Earlington|Hopkins|KY|37.274|-87.512
42411|Fredonia|Caldwell|KY|37.213|-88.011
42413|Hanson|Hopkins|KY|37.438|-87.475
42419|Henderson|Henderson|KY|37.807|-87.599|p
42420|Henderson|Henderson|KY|37.827|-87.563
42431|Madisonville|Hopkins|KY|37.326|-87.495
42436|Manitou|Hopkins|KY|37.407|-87.564
42437|Morganfield|Union|KY|37.687|-87.944
42440|Mortons Gap|Hopkins|KY|37.249|-87.461
42441|Nebo|Hopkins|KY|37.368|-87.686
42442|Nortonville|Hopkins|KY|37.183|-87.46
42444|Poole|Webster|KY|37.641|-87.644|p
42445|Princeton|Caldwell|KY|37.115|-87.863
42450|Providence|Webster|KY|37.405|-87.75
42451|Reed|Henderson|KY|37.859|-87.37
42452|Robards|Henderson|KY|37.676|-87.527
42453|Saint Charles|Hopkins|KY|37.16|-87.57
42455|Sebree|Webster|KY|37.589|-87.525
42456|Slaughters|Webster|KY|37.505|-87.505
42457|Smith Mills|Henderson|KY|37.832|-87.789|p
42458|Spottsville|Henderson|KY|37.84|-87.425
42459|Sturgis|Union|KY|37.549|-87.996
42460|Sullivan|Union|KY|37.494|-87.933|p
42461|Uniontown|Union|KY|37.768|-87.926
42462|Waverly|Union|KY|37.743|-87.807
42463|Wheatcroft|Webster|KY|37.488|-87.866
42464|White Plains|Hopkins|KY|37.179|-87.364
42501|Somerset|Pulaski|KY|37.103|-84.544
42502|Somerset|Pulaski|KY|37.092|-84.604|p
42503|Somerset|Pulaski|KY|37.157|-84.525
42516|Bethelridge|Casey|KY|37.234|-84.758
42518|Bronston|Pulaski|KY|36.953|-84.631
42519|Burnside|Pulaski|KY|36.939|-84.536
42528|Dunnville|Casey|KY|37.191|-84.983
42533|Ferguson|Pulaski|KY|37.068|-84.593
42539|Liberty|Casey|KY|37.315|-84.972
42541|Middleburg|Casey|KY|37.359|-84.832
42544|Nancy|Pulaski|KY|37.063|-84.719
42553|Science Hill|Pulaski|KY|37.168|-84.649
42558|Tateville|Pulaski|KY|36.949|-84.581|p
42564|West Somerset|Pulaski|KY|37.111|-84.593|p
42565|Windsor|Casey|KY|37.157|-84.88
42566|Yosemite|Casey|KY|37.307|-84.812
42567|Eubank|Pulaski|KY|37.264|-84.607
42602|Albany|Clinton|KY|36.686|-85.141
42603|Alpha|Clinton|KY|36.782|-85.027
42629|Jamestown|Russell|KY|36.968|-85.097
42631|Marshes Siding|McCreary|KY|36.744|-84.481
42633|Monticello|Wayne|KY|36.867|-84.825
42634|Parkers Lake|McCreary|KY|36.835|-84.444
42635|Pine Knot|McCreary|KY|36.681|-84.398
42638|Revelo|McCreary|KY|36.673|-84.472
42642|Russell Springs|Russell|KY|37.055|-85.037
42647|Stearns|McCreary|KY|36.708|-84.516
42649|Strunk|McCreary|KY|36.619|-84.431
42653|Whitley City|McCreary|KY|36.722|-84.468
42701|Elizabethtown|Hardin|KY|37.685|-85.878
42702|Elizabethtown|Hardin|KY|37.694|-85.859|p
42712|Big Clifty|Grayson|KY|37.528|-86.139
42713|Bonnieville|Hart|KY|37.374|-85.896
42715|Breeding|Adair|KY|36.955|-85.404
42716|Buffalo|Larue|KY|37.512|-85.699
42717|Burkesville|Cumberland|KY|36.807|-85.397
42718|Campbellsville|Taylor|KY|37.347|-85.351
42719|Campbellsville|Taylor|KY|37.338|-85.33|p
42720|Cane Valley|Adair|KY|37.18|-85.32|p
42721|Caneyville|Grayson|KY|37.422|-86.47
42722|Canmer|Hart|KY|37.27|-85.72
42724|Cecilia|Hardin|KY|37.669|-86.054
42726|Clarkson|Grayson|KY|37.434|-86.208
42728|Columbia|Adair|KY|37.116|-85.266
42729|Cub Run|Hart|KY|37.315|-86.081
42732|Eastview|Hardin|KY|37.606|-86.091
42733|Elk Horn|Taylor|KY|37.339|-85.192
42740|Glendale|Hardin|KY|37.603|-85.892
42741|Glens Fork|Adair|KY|37.007|-85.249
42742|Gradyville|Adair|KY|37.091|-85.465|p
42743|Greensburg|Green|KY|37.243|-85.524
42746|Hardyville|Hart|KY|37.225|-85.754
42748|Hodgenville|Larue|KY|37.575|-85.723
42749|Horse Cave|Hart|KY|37.185|-85.878
42753|Knifley|Adair|KY|37.231|-85.172
42754|Leitchfield|Grayson|KY|37.46|-86.325
42755|Leitchfield|Grayson|KY|37.48|-86.294|p
42757|Magnolia|Larue|KY|37.417|-85.731
42758|Mannsville|Taylor|KY|37.373|-85.197
42759|Marrowbone|Cumberland|KY|36.831|-85.501|p
42762|Millwood|Grayson|KY|37.445|-86.401
42764|Mount Sherman|Larue|KY|37.426|-85.619
42765|Munfordville|Hart|KY|37.29|-85.92
42776|Sonora|Hardin|KY|37.522|-85.923
42782|Summersville|Green|KY|37.342|-85.619
42784|Upton|Hardin|KY|37.457|-85.909
42788|White Mills|Hardin|KY|37.544|-86.039
47107|Bradford|Harrison|IN|38.368|-86.062|p
47110|Central|Harrison|IN|38.097|-86.172
47112|Corydon|Harrison|IN|38.219|-86.114
47114|Crandall|Harrison|IN|38.288|-86.066
47115|Depauw|Harrison|IN|38.336|-86.211
47116|Eckerty|Crawford|IN|38.319|-86.606
47117|Elizabeth|Harrison|IN|38.124|-85.959
47118|English|Crawford|IN|38.326|-86.443
47119|Floyds Knobs|Floyd|IN|38.351|-85.9
47122|Georgetown|Floyd|IN|38.303|-85.962
47123|Grantsburg|Crawford|IN|38.282|-86.484
47124|Greenville|Floyd|IN|38.354|-86.008
47135|Laconia|Harrison|IN|38.053|-86.084
47136|Lanesville|Harrison|IN|38.245|-85.959
47137|Leavenworth|Crawford|IN|38.187|-86.384
47140|Marengo|Crawford|IN|38.374|-86.358
47142|Mauckport|Harrison|IN|38.044|-86.185
47145|Milltown|Crawford|IN|38.345|-86.3
47146|Mount Saint Francis|Floyd|IN|38.299|-85.897|p
47150|New Albany|Floyd|IN|38.309|-85.822
47151|New Albany|Floyd|IN|38.286|-85.824|p
47160|New Middletown|Harrison|IN|38.165|-86.051
47161|New Salisbury|Harrison|IN|38.34|-86.089
47164|Palmyra|Harrison|IN|38.411|-86.089
47166|Ramsey|Harrison|IN|38.303|-86.169
47174|Sulphur|Crawford|IN|38.226|-86.491|p
47175|Taswell|Crawford|IN|38.346|-86.539
47513|Birdseye|Dubois|IN|38.301|-86.71
47514|Branchville|Perry|IN|38.157|-86.586
47515|Bristow|Perry|IN|38.198|-86.682
47520|Cannelton|Perry|IN|37.95|-86.716
47521|Celestine|Dubois|IN|38.388|-86.757
47523|Dale|Spencer|IN|38.171|-87.007
47525|Derby|Perry|IN|38.024|-86.577
47527|Dubois|Dubois|IN|38.473|-86.783
47531|Evanston|Spencer|IN|38.022|-86.836
47532|Ferdinand|Dubois|IN|38.234|-86.861
47536|Fulda|Spencer|IN|38.111|-86.836
47537|Gentryville|Spencer|IN|38.086|-87.044
47541|Holland|Dubois|IN|38.246|-87.036
47542|Huntingburg|Dubois|IN|38.298|-86.953
47545|Ireland|Dubois|IN|38.414|-87.001|p
47546|Jasper|Dubois|IN|38.36|-86.929
47547|Jasper|Dubois|IN|38.365|-86.876|p
47549|Jasper|Dubois|IN|38.365|-86.876|p
47550|Lamar|Spencer|IN|38.043|-86.95
47551|Leopold|Perry|IN|38.101|-86.604
47552|Lincoln City|Spencer|IN|38.124|-86.996
47556|Mariah Hill|Spencer|IN|38.166|-86.917|p
47564|Otwell|Pike|IN|38.466|-87.098
47567|Petersburg|Pike|IN|38.479|-87.288
47574|Rome|Perry|IN|37.937|-86.534
47575|Saint Anthony|Dubois|IN|38.321|-86.823
47576|Saint Croix|Perry|IN|38.183|-86.606
47577|Saint Meinrad|Spencer|IN|38.171|-86.809
47579|Santa Claus|Spencer|IN|38.118|-86.929
47580|Schnellville|Dubois|IN|38.341|-86.756
47584|Spurgeon|Pike|IN|38.252|-87.257
47585|Stendal|Pike|IN|38.284|-87.12
47586|Tell City|Perry|IN|37.966|-86.746
47588|Troy|Spencer|IN|38.033|-86.798
47590|Velpen|Pike|IN|38.368|-87.099
47598|Winslow|Pike|IN|38.364|-87.222
47601|Boonville|Warrick|IN|38.047|-87.262
47610|Chandler|Warrick|IN|38.042|-87.376
47611|Chrisney|Spencer|IN|38.015|-87.036
47612|Cynthiana|Posey|IN|38.193|-87.699
47613|Elberfeld|Warrick|IN|38.205|-87.418
47615|Grandview|Spencer|IN|37.97|-86.957
47616|Griffin|Posey|IN|38.207|-87.917
47617|Hatfield|Spencer|IN|37.904|-87.25|p
47618|Inglefield|Vanderburgh|IN|38.108|-87.559|p
47619|Lynnville|Warrick|IN|38.196|-87.293
47620|Mount Vernon|Posey|IN|37.951|-87.857
47629|Newburgh|Warrick|IN|38.062|-87.245|p
47630|Newburgh|Warrick|IN|37.964|-87.394
47631|New Harmony|Posey|IN|38.125|-87.917
47633|Poseyville|Posey|IN|38.172|-87.803
47634|Richland|Spencer|IN|37.914|-87.201
47635|Rockport|Spencer|IN|37.886|-87.077
47637|Tennyson|Warrick|IN|38.123|-87.139
47638|Wadesville|Posey|IN|38.083|-87.754
47639|Haubstadt|Gibson|IN|38.19|-87.58
47640|Hazleton|Gibson|IN|38.462|-87.498
47647|Buckskin|Gibson|IN|38.228|-87.412|p
47648|Fort Branch|Gibson|IN|38.247|-87.568
47649|Francisco|Gibson|IN|38.333|-87.454
47654|Mackey|Gibson|IN|38.252|-87.392
47660|Oakland City|Gibson|IN|38.336|-87.352
47665|Owensville|Gibson|IN|38.274|-87.709
47666|Patoka|Gibson|IN|38.414|-87.596
47670|Princeton|Gibson|IN|38.353|-87.569
47683|Somerville|Gibson|IN|38.276|-87.378
47701|Evansville|Vanderburgh|IN|37.997|-87.575|p
47702|Evansville|Vanderburgh|IN|37.997|-87.575|p
47703|Evansville|Vanderburgh|IN|37.997|-87.575|p
47704|Evansville|Vanderburgh|IN|37.997|-87.575|p
47705|Evansville|Vanderburgh|IN|37.997|-87.575|p
47706|Evansville|Vanderburgh|IN|37.997|-87.575|p
47708|Evansville|Vanderburgh|IN|37.972|-87.572
47710|Evansville|Vanderburgh|IN|38.009|-87.575
47711|Evansville|Vanderburgh|IN|38.062|-87.555
47712|Evansville|Vanderburgh|IN|37.929|-87.66
47713|Evansville|Vanderburgh|IN|37.962|-87.558
47714|Evansville|Vanderburgh|IN|37.959|-87.529
47715|Evansville|Vanderburgh|IN|37.968|-87.485
47716|Evansville|Vanderburgh|IN|37.997|-87.575|p
47719|Evansville|Vanderburgh|IN|37.997|-87.575|p
47720|Evansville|Vanderburgh|IN|38.06|-87.638
47721|Evansville|Vanderburgh|IN|37.978|-87.601|p
47722|Evansville|Vanderburgh|IN|37.97|-87.542|p
47724|Evansville|Vanderburgh|IN|37.997|-87.575|p
47725|Evansville|Vanderburgh|IN|38.107|-87.526
47728|Evansville|Vanderburgh|IN|37.997|-87.575|p
47730|Evansville|Vanderburgh|IN|37.997|-87.575|p
47731|Evansville|Vanderburgh|IN|37.997|-87.575|p
47732|Evansville|Vanderburgh|IN|37.997|-87.575|p
47733|Evansville|Vanderburgh|IN|37.997|-87.575|p
47734|Evansville|Vanderburgh|IN|37.997|-87.575|p
47735|Evansville|Vanderburgh|IN|37.997|-87.575|p
47736|Evansville|Vanderburgh|IN|37.997|-87.575|p
47737|Evansville|Vanderburgh|IN|37.997|-87.575|p
47740|Evansville|Vanderburgh|IN|37.997|-87.575|p
47747|Evansville|Vanderburgh|IN|37.997|-87.575|p
47750|Evansville|Vanderburgh|IN|37.962|-87.505|p
62817|Broughton|Hamilton|IL|37.955|-88.468
62820|Burnt Prairie|White|IL|38.208|-88.215
62821|Carmi|White|IL|38.081|-88.167
62827|Crossville|White|IL|38.166|-88.059
62828|Dahlgren|Hamilton|IL|38.198|-88.636
62829|Dale|Hamilton|IL|37.995|-88.492
62834|Emma|White|IL|37.976|-88.12|p
62835|Enfield|White|IL|38.093|-88.332
62841|Freeman Spur|Williamson|IL|37.861|-88.997
62844|Grayville|White|IL|38.263|-88.003
62859|Mc Leansboro|Hamilton|IL|38.094|-88.529
62860|Macedonia|Hamilton|IL|38.013|-88.696
62861|Maunie|White|IL|38.036|-88.046
62862|Mill Shoals|White|IL|38.245|-88.334
62867|New Haven|Gallatin|IL|37.9|-88.128
62869|Norris City|White|IL|37.977|-88.324
62871|Omaha|Gallatin|IL|37.89|-88.286
62887|Springerton|White|IL|38.17|-88.373
62905|Alto Pass|Union|IL|37.568|-89.317
62906|Anna|Union|IL|37.467|-89.221
62908|Belknap|Johnson|IL|37.327|-88.951
62909|Boles|Johnson|IL|37.447|-88.877|p
62910|Brookport|Massac|IL|37.154|-88.533
62912|Buncombe|Johnson|IL|37.464|-88.981
62914|Cairo|Alexander|IL|37.012|-89.181
62915|Cambria|Williamson|IL|37.781|-89.119
62917|Carrier Mills|Saline|IL|37.684|-88.633
62918|Carterville|Williamson|IL|37.775|-89.098
62919|Cave In Rock|Hardin|IL|37.469|-88.165
62920|Cobden|Union|IL|37.542|-89.246
62921|Colp|Williamson|IL|37.805|-89.08
62922|Creal Springs|Williamson|IL|37.62|-88.837
62923|Cypress|Johnson|IL|37.365|-88.975
62926|Dongola|Union|IL|37.371|-89.135
62928|Eddyville|Pope|IL|37.483|-88.579
62930|Eldorado|Saline|IL|37.814|-88.443
62931|Elizabethtown|Hardin|IL|37.467|-88.287
62933|Energy|Williamson|IL|37.773|-89.025
62934|Equality|Gallatin|IL|37.728|-88.344
62935|Galatia|Saline|IL|37.827|-88.623
62938|Golconda|Pope|IL|37.36|-88.489
62939|Goreville|Johnson|IL|37.575|-88.965
62941|Grand Chain|Pulaski|IL|37.251|-89.008
62943|Grantsburg|Johnson|IL|37.379|-88.758
62946|Harrisburg|Saline|IL|37.726|-88.544
62947|Herod|Pope|IL|37.563|-88.44
62948|Herrin|Williamson|IL|37.802|-89.023
62949|Hurst|Williamson|IL|37.837|-89.142
62951|Johnston City|Williamson|IL|37.825|-88.921
62952|Jonesboro|Union|IL|37.446|-89.291
62953|Joppa|Massac|IL|37.209|-88.844
62954|Junction|Gallatin|IL|37.695|-88.249
62955|Karbers Ridge|Hardin|IL|37.501|-88.238|p
62956|Karnak|Pulaski|IL|37.291|-88.974
62957|Mc Clure|Alexander|IL|37.302|-89.453
62959|Marion|Williamson|IL|37.726|-88.929
62960|Metropolis|Massac|IL|37.175|-88.725
62961|Millcreek|Union|IL|37.341|-89.254
62962|Miller City|Alexander|IL|37.103|-89.349
62963|Mound City|Pulaski|IL|37.087|-89.164
62964|Mounds|Pulaski|IL|37.119|-89.2
62965|Muddy|Saline|IL|37.765|-88.517
62967|New Burnside|Johnson|IL|37.578|-88.745
62969|Olive Branch|Alexander|IL|37.167|-89.354
62970|Olmsted|Pulaski|IL|37.194|-89.093
62972|Ozark|Johnson|IL|37.537|-88.769
62973|Perks|Pulaski|IL|37.311|-89.083|p
62974|Pittsburg|Williamson|IL|37.805|-88.808
62976|Pulaski|Pulaski|IL|37.215|-89.197
62977|Raleigh|Saline|IL|37.826|-88.532
62979|Ridgway|Gallatin|IL|37.804|-88.261
62982|Rosiclare|Hardin|IL|37.424|-88.346
62984|Shawneetown|Gallatin|IL|37.713|-88.178
62985|Simpson|Johnson|IL|37.467|-88.755
62987|Stonefort|Saline|IL|37.643|-88.623
62988|Tamms|Alexander|IL|37.235|-89.276
62990|Thebes|Alexander|IL|37.221|-89.46
62992|Ullin|Pulaski|IL|37.277|-89.183
62993|Unity|Alexander|IL|37.153|-89.326|p
62995|Vienna|Johnson|IL|37.421|-88.888
62996|Villa Ridge|Pulaski|IL|37.158|-89.182
62998|Wolf Lake|Union|IL|37.512|-89.441
63701|Cape Girardeau|Cape Girardeau|MO|37.317|-89.546
63702|Cape Girardeau|Cape Girardeau|MO|37.351|-89.509|p
63703|Cape Girardeau|Cape Girardeau|MO|37.306|-89.518
63736|Benton|Scott|MO|37.07|-89.566
63739|Burfordville|Cape Girardeau|MO|37.363|-89.821
63740|Chaffee|Scott|MO|37.173|-89.646
63742|Commerce|Scott|MO|37.157|-89.448
63743|Daisy|Cape Girardeau|MO|37.515|-89.821
63744|Delta|Cape Girardeau|MO|37.197|-89.736
63745|Dutchtown|Cape Girardeau|MO|37.242|-89.698
63747|Friedheim|Cape Girardeau|MO|37.567|-89.838
63752|Gordonville|Cape Girardeau|MO|37.309|-89.699|p
63755|Jackson|Cape Girardeau|MO|37.388|-89.652
63758|Kelso|Scott|MO|37.186|-89.557
63766|Millersville|Cape Girardeau|MO|37.44|-89.795
63767|Morley|Scott|MO|37.041|-89.608
63769|Oak Ridge|Cape Girardeau|MO|37.526|-89.751
63770|Old Appleton|Cape Girardeau|MO|37.598|-89.703
63771|Oran|Scott|MO|37.087|-89.673
63774|Perkins|Scott|MO|37.095|-89.775
63779|Pocahontas|Cape Girardeau|MO|37.501|-89.64|p
63780|Scott City|Scott|MO|37.208|-89.518
63784|Vanduser|Scott|MO|36.991|-89.688
63785|Whitewater|Cape Girardeau|MO|37.278|-89.806
63801|Sikeston|Scott|MO|36.891|-89.582
63820|Anniston|Mississippi|MO|36.826|-89.328
63823|Bertrand|Mississippi|MO|36.893|-89.448
63824|Blodgett|Scott|MO|37.004|-89.527
63828|Canalou|New Madrid|MO|36.75|-89.692
63833|Catron|New Madrid|MO|36.688|-89.771
63834|Charleston|Mississippi|MO|36.921|-89.334
63845|East Prairie|Mississippi|MO|36.778|-89.373
63848|Gideon|New Madrid|MO|36.454|-89.913
63860|Kewanee|New Madrid|MO|36.673|-89.564
63862|Lilbourn|New Madrid|MO|36.585|-89.611
63866|Marston|New Madrid|MO|36.519|-89.613
63867|Matthews|New Madrid|MO|36.715|-89.629
63868|Morehouse|New Madrid|MO|36.85|-89.685
63869|New Madrid|New Madrid|MO|36.607|-89.537
63870|Parma|New Madrid|MO|36.586|-89.819
63873|Portageville|New Madrid|MO|36.428|-89.7
63874|Risco|New Madrid|MO|36.553|-89.818
63878|Tallapoosa|New Madrid|MO|36.503|-89.822
63881|Wolf Island|Mississippi|MO|36.739|-89.21|p
63882|Wyatt|Mississippi|MO|36.909|-89.223`;
var PLACE_POINTS = `IL|Anna|37.46|-89.247
IL|Cairo|37.005|-89.176
IL|Cambria|37.781|-89.119
IL|Carmi|38.091|-88.159
IL|Carrier Mills|37.684|-88.633
IL|Carterville|37.76|-89.077
IL|Cobden|37.531|-89.253
IL|Eldorado|37.814|-88.438
IL|Elizabethtown|37.446|-88.305
IL|Energy|37.774|-89.026
IL|Golconda|37.367|-88.486
IL|Goreville|37.555|-88.972
IL|Grayville|38.258|-87.994
IL|Harrisburg|37.738|-88.541
IL|Herrin|37.803|-89.028
IL|Johnston City|37.821|-88.928
IL|Jonesboro|37.452|-89.268
IL|Marion|37.731|-88.933
IL|Metropolis|37.151|-88.732
IL|Mound City|37.085|-89.163
IL|Norris City|37.981|-88.329
IL|Rosiclare|37.424|-88.346
IL|Shawneetown|37.713|-88.187
IL|Vienna|37.415|-88.898
IN|Boonville|38.049|-87.274
IN|Cannelton|37.911|-86.744
IN|Chandler|38.042|-87.368
IN|Corydon|38.212|-86.122
IN|Dale|38.169|-86.99
IN|English|38.335|-86.464
IN|Evansville|37.975|-87.556
IN|Ferdinand|38.224|-86.862
IN|Fort Branch|38.251|-87.581
IN|Georgetown|38.295|-85.976
IN|Haubstadt|38.205|-87.574
IN|Huntingburg|38.299|-86.955
IN|Jasper|38.391|-86.931
IN|Mount Vernon|37.932|-87.895
IN|New Albany|38.286|-85.824
IN|Newburgh|37.944|-87.405
IN|Oakland City|38.339|-87.345
IN|Owensville|38.272|-87.688
IN|Petersburg|38.492|-87.279
IN|Poseyville|38.17|-87.783
IN|Princeton|38.355|-87.568
IN|Rockport|37.883|-87.049
IN|Santa Claus|38.12|-86.914
IN|Tell City|37.951|-86.768
KY|Albany|36.691|-85.135
KY|Alexandria|38.96|-84.388
KY|Annville|37.319|-83.97
KY|Ashland|38.478|-82.638
KY|Auburn|36.864|-86.71
KY|Augusta|38.772|-84.006
KY|Barbourville|36.866|-83.889
KY|Bardstown|37.809|-85.467
KY|Bardwell|36.871|-89.01
KY|Beattyville|37.572|-83.707
KY|Beaver Dam|37.402|-86.876
KY|Bedford|38.593|-85.318
KY|Bellevue|39.106|-84.479
KY|Benton|36.857|-88.35
KY|Berea|37.569|-84.296
KY|Bloomfield|37.91|-85.317
KY|Booneville|37.476|-83.675
KY|Bowling Green|36.99|-86.444
KY|Brandenburg|37.999|-86.169
KY|Brodhead|37.404|-84.414
KY|Brooks|38.061|-85.71
KY|Brooksville|38.683|-84.066
KY|Brownsville|37.193|-86.268
KY|Buckner|38.384|-85.44
KY|Burkesville|36.79|-85.371
KY|Burlington|39.028|-84.724
KY|Cadiz|36.865|-87.835
KY|Calhoun|37.539|-87.258
KY|Calvert City|37.033|-88.35
KY|Campbellsville|37.343|-85.342
KY|Campton|37.734|-83.547
KY|Carlisle|38.312|-84.027
KY|Carrollton|38.681|-85.179
KY|Catlettsburg|38.405|-82.6
KY|Cave City|37.137|-85.957
KY|Central City|37.294|-87.123
KY|Clay|37.477|-87.82
KY|Clay City|37.859|-83.919
KY|Clinton|36.667|-88.993
KY|Cloverport|37.833|-86.633
KY|Columbia|37.103|-85.306
KY|Corbin|36.949|-84.097
KY|Covington|39.084|-84.509
KY|Crestwood|38.324|-85.472
KY|Crittenden|38.783|-84.605
KY|Cumberland|36.978|-82.988
KY|Cynthiana|38.39|-84.294
KY|Danville|37.646|-84.772
KY|Dawson Springs|37.167|-87.693
KY|Dayton|39.113|-84.473
KY|Dixon|37.518|-87.69
KY|Dry Ridge|38.682|-84.59
KY|Earlington|37.274|-87.512
KY|Eddyville|37.095|-88.08
KY|Edmonton|36.98|-85.612
KY|Elizabethtown|37.694|-85.859
KY|Elkfork|37.965|-83.133
KY|Elkton|36.81|-87.154
KY|Eminence|38.37|-85.181
KY|Erlanger|39.017|-84.601
KY|Fairdale|38.105|-85.759
KY|Falmouth|38.677|-84.33
KY|Flatwoods|38.523|-82.717
KY|Flemingsburg|38.422|-83.734
KY|Florence|38.999|-84.627
KY|Fort Knox|37.891|-85.964
KY|Fort Thomas|39.075|-84.447
KY|Frankfort|38.201|-84.873
KY|Franklin|36.722|-86.577
KY|Frenchburg|37.951|-83.626
KY|Ft Mitchell|39.06|-84.547
KY|Fulton|36.504|-88.874
KY|Georgetown|38.21|-84.559
KY|Glasgow|36.996|-85.912
KY|Grayson|38.333|-82.948
KY|Greensburg|37.261|-85.499
KY|Greenup|38.573|-82.83
KY|Greenville|37.201|-87.179
KY|Guthrie|36.648|-87.166
KY|Hardinsburg|37.78|-86.461
KY|Harlan|36.843|-83.322
KY|Harrodsburg|37.762|-84.843
KY|Hartford|37.451|-86.909
KY|Hawesville|37.9|-86.755
KY|Hazard|37.25|-83.193
KY|Hebron|39.066|-84.701
KY|Henderson|37.836|-87.59
KY|Hickman|36.571|-89.186
KY|Hillview|38.07|-85.686
KY|Hindman|37.336|-82.98
KY|Hodgenville|37.574|-85.74
KY|Hopkinsville|36.866|-87.491
KY|Horse Cave|37.18|-85.907
KY|Hyden|37.161|-83.373
KY|Independence|38.943|-84.544
KY|Inez|37.866|-82.539
KY|Irvine|37.701|-83.974
KY|Irvington|37.88|-86.284
KY|Jackson|37.553|-83.384
KY|Jamestown|36.985|-85.063
KY|Jeffersonville|37.974|-83.842
KY|Jenkins|37.173|-82.631
KY|Junction City|37.587|-84.794
KY|La Center|37.077|-88.974
KY|La Grange|38.408|-85.379
KY|Lancaster|37.62|-84.578
KY|Lawrenceburg|38.037|-84.897
KY|Lebanon|37.57|-85.253
KY|Lebanon Junction|37.835|-85.732
KY|Ledbetter|37.048|-88.477
KY|Leitchfield|37.48|-86.294
KY|Lewisport|37.937|-86.902
KY|Lexington|37.989|-84.478
KY|Liberty|37.318|-84.939
KY|Livermore|37.493|-87.132
KY|London|37.129|-84.083
KY|Louisa|38.114|-82.603
KY|Louisville|38.254|-85.759
KY|Madisonville|37.328|-87.499
KY|Manchester|37.154|-83.762
KY|Marion|37.333|-88.081
KY|Mayfield|36.742|-88.637
KY|Maysville|38.641|-83.744
KY|Middlesboro|36.608|-83.717
KY|Midway|38.151|-84.684
KY|Monticello|36.83|-84.849
KY|Morehead|38.184|-83.433
KY|Morganfield|37.683|-87.917
KY|Morgantown|37.226|-86.684
KY|Mount Olivet|38.531|-84.037
KY|Mount Sterling|38.056|-83.943
KY|Mount Vernon|37.353|-84.34
KY|Mount Washington|38.05|-85.546
KY|Munfordville|37.272|-85.891
KY|Murray|36.61|-88.315
KY|New Castle|38.433|-85.17
KY|Newport|39.091|-84.496
KY|Nicholasville|37.881|-84.573
KY|Nortonville|37.191|-87.453
KY|Oak Grove|36.665|-87.443
KY|Olive Hill|38.3|-83.174
KY|Owensboro|37.774|-87.113
KY|Owenton|38.537|-84.843
KY|Owingsville|38.145|-83.764
KY|Paducah|37.083|-88.6
KY|Paintsville|37.815|-82.807
KY|Paris|38.21|-84.253
KY|Pewee Valley|38.311|-85.487
KY|Pikeville|37.479|-82.519
KY|Pine Knot|36.651|-84.439
KY|Pineville|36.762|-83.695
KY|Prestonsburg|37.666|-82.772
KY|Princeton|37.109|-87.882
KY|Prospect|38.345|-85.616
KY|Providence|37.398|-87.763
KY|Radcliff|37.84|-85.949
KY|Richmond|37.748|-84.295
KY|Russell|38.517|-82.698
KY|Russell Springs|37.056|-85.089
KY|Russellville|36.845|-86.887
KY|Salyersville|37.753|-83.069
KY|Sandy Hook|38.086|-83.126
KY|Scottsville|36.753|-86.191
KY|Sebree|37.607|-87.529
KY|Shelbyville|38.212|-85.224
KY|Shepherdsville|37.988|-85.716
KY|Silver Grove|39.035|-84.39
KY|Simpsonville|38.223|-85.355
KY|Smithland|37.139|-88.403
KY|Somerset|37.092|-84.604
KY|South Shore|38.721|-82.958
KY|Springfield|37.685|-85.222
KY|Stanford|37.531|-84.662
KY|Stanton|37.846|-83.858
KY|Stearns|36.699|-84.477
KY|Sturgis|37.547|-87.984
KY|Taylorsville|38.032|-85.342
KY|Tompkinsville|36.702|-85.692
KY|Union|38.946|-84.68
KY|Van Lear|37.771|-82.758
KY|Vanceburg|38.599|-83.319
KY|Verona|38.818|-84.661
KY|Versailles|38.053|-84.73
KY|Vine Grove|37.81|-85.981
KY|Walton|38.876|-84.61
KY|Warsaw|38.783|-84.902
KY|West Liberty|37.921|-83.26
KY|Whitesburg|37.118|-82.827
KY|Whitley City|36.723|-84.47
KY|Wickliffe|36.965|-89.089
KY|Williamsburg|36.743|-84.16
KY|Williamstown|38.638|-84.56
KY|Wilmore|37.862|-84.662
KY|Winchester|37.99|-84.18
KY|Worthington|38.548|-82.724
MO|Benton|37.098|-89.563
MO|Cape Girardeau|37.306|-89.518
MO|Chaffee|37.18|-89.655
MO|Charleston|36.921|-89.351
MO|East Prairie|36.78|-89.386
MO|Gideon|36.452|-89.919
MO|Jackson|37.382|-89.666
MO|Lilbourn|36.592|-89.615
MO|New Madrid|36.586|-89.528
MO|Oran|37.085|-89.655
MO|Portageville|36.425|-89.7
MO|Scott City|37.217|-89.525
MO|Sikeston|36.877|-89.588
TN|Ashland City|36.274|-87.064
TN|Bradford|36.076|-88.81
TN|Bruceton|36.038|-88.244
TN|Burns|36.053|-87.313
TN|Camden|36.059|-88.098
TN|Carthage|36.252|-85.952
TN|Celina|36.55|-85.505
TN|Charlotte|36.177|-87.34
TN|Clarksville|36.53|-87.359
TN|Cross Plains|36.549|-86.696
TN|Dickson|36.077|-87.388
TN|Dover|36.488|-87.838
TN|Dresden|36.291|-88.708
TN|Dyer|36.067|-88.994
TN|Dyersburg|36.035|-89.386
TN|Erin|36.318|-87.695
TN|Gainesboro|36.356|-85.659
TN|Gallatin|36.388|-86.447
TN|Gleason|36.214|-88.613
TN|Goodlettsville|36.323|-86.713
TN|Gordonsville|36.173|-85.93
TN|Greenbrier|36.428|-86.805
TN|Greenfield|36.153|-88.801
TN|Hartsville|36.391|-86.167
TN|Hendersonville|36.305|-86.62
TN|Hermitage|36.196|-86.622
TN|Humboldt|35.82|-88.916
TN|Huntingdon|36.001|-88.428
TN|Kenton|36.202|-89.012
TN|Kingston Springs|36.102|-87.115
TN|Lafayette|36.521|-86.026
TN|Lebanon|36.208|-86.291
TN|Martin|36.343|-88.85
TN|Medina|35.803|-88.775
TN|Milan|35.92|-88.759
TN|Mount Juliet|36.2|-86.519
TN|Nashville|36.166|-86.784
TN|Newbern|36.113|-89.262
TN|Obion|36.259|-89.192
TN|Paris|36.302|-88.327
TN|Pegram|36.101|-87.051
TN|Pleasant View|36.394|-87.037
TN|Portland|36.582|-86.516
TN|Red Boiling Springs|36.533|-85.85
TN|Ridgely|36.263|-89.488
TN|Ridgetop|36.395|-86.779
TN|Rutherford|36.128|-88.986
TN|South Fulton|36.501|-88.875
TN|Springfield|36.509|-86.885
TN|Tennessee Ridge|36.312|-87.773
TN|Tiptonville|36.378|-89.472
TN|Trenton|35.981|-88.941
TN|Troy|36.339|-89.164
TN|Union City|36.424|-89.057
TN|Watertown|36.1|-86.132
TN|Westmoreland|36.562|-86.248
TN|White Bluff|36.108|-87.221
TN|White House|36.47|-86.651`;
export { GAZETTEER_ROWS, PLACE_POINTS };

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>Article</name>
    <message>
        <source>Could not write %1.</source>
        <translation>Не вдалося записати %1.</translation>
    </message>
    <message>
        <source>random</source>
        <translation>випадковий доступ</translation>
    </message>
    <message>
        <source>sequential</source>
        <translation>послідовний доступ</translation>
    </message>
    <message>
        <source>%1 % random</source>
        <translation>%1 % випадкових звернень</translation>
    </message>
    <message>
        <source>%1 %2, %3 % read</source>
        <translation>%1, %2, %3 % читання</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>не запускався</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>перервався</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>завершився</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>завершився з помилкою</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>був зупинений</translation>
    </message>
    <message>
        <source>Test report: %1</source>
        <translation>Звіт про тестування: %1</translation>
    </message>
    <message>
        <source>Not measured on any device: %1.</source>
        <translation>На жодному пристрої не виміряно: %1.</translation>
    </message>
    <message>
        <source>Devices and test setup</source>
        <translation>Пристрої та методика тестування</translation>
    </message>
    <message>
        <source>Devices under test: %1. Each was measured with the same methods, in the same order; every figure draws one colour per device, and every number is a measurement of Iometry (throughput counted where the data arrived, the CPU load of the hosts under test).</source>
        <translation>Тестовані пристрої: %1. Кожен із них вимірювався тими самими методами в тому самому порядку; на кожному рисунку кожному пристрою відповідає свій колір, а всі числа — результати вимірювань Iometry (пропускна здатність враховується на приймальній стороні, завантаження ЦП — на тестованих хостах).</translation>
    </message>
    <message>
        <source>Left out on %1 before the run: %2 (%3).</source>
        <translation>На пристрої %1 перед прогоном вилучено тест %2 (%3).</translation>
    </message>
    <message>
        <source>Each step measured %1 after a ramp of %2</source>
        <translation>Кожен крок вимірювався %1 після прогріву тривалістю %2</translation>
    </message>
    <message>
        <source>Each step measured %1</source>
        <translation>Кожен крок вимірювався %1</translation>
    </message>
    <message>
        <source>%1, %2 times; the figures show the %3 of the repeats.</source>
        <translation>%1; кількість повторів — %2, на графіках — %3 за повторами.</translation>
    </message>
    <message>
        <source>%1, once.</source>
        <translation>%1, одноразово.</translation>
    </message>
    <message>
        <source>%1 The load: %2. %3</source>
        <translation>%1 Навантаження: %2. %3</translation>
    </message>
    <message>
        <source>Not part of the suite of %1.</source>
        <translation>Не входить до набору тестів таких пристроїв: %1.</translation>
    </message>
    <message>
        <source>On %1 this member %2: the figures show what it measured before.</source>
        <translation>На пристрої %1 цей тест %2; графіки показують те, що було виміряно до цього.</translation>
    </message>
    <message>
        <source>On %1 this member %2 before it measured anything.</source>
        <translation>На пристрої %1 цей тест %2: нічого не виміряно.</translation>
    </message>
    <message>
        <source>%1: throughput against %2</source>
        <translation>%1: пропускна здатність залежно від %2</translation>
    </message>
    <message>
        <source>Throughput against %1</source>
        <translation>Пропускна здатність залежно від %1</translation>
    </message>
    <message>
        <source>I/O rate against %1</source>
        <translation>Швидкість введення-виведення залежно від %1</translation>
    </message>
    <message>
        <source>I/O rate against %1: %2</source>
        <translation>Швидкість введення-виведення залежно від %1: %2</translation>
    </message>
    <message>
        <source>Highest I/O rate (IOPS)</source>
        <translation>Максимальна швидкість введення-виведення, IOPS</translation>
    </message>
    <message>
        <source>Disk: the standard presets</source>
        <translation>Диск: стандартні шаблони навантаження</translation>
    </message>
    <message>
        <source>The presets disk benchmarks print, each a run of its own: sequential and random requests, read and then written, at the queue depths named. The load: %1. Each measured %2 after a ramp of %3.</source>
        <translation>Стандартні режими, які наводять програми тестування дисків, кожен — окремий прогін: послідовні та випадкові запити, спершу читання, потім запис, із глибиною черги, зазначеною в назві. Навантаження: %1. Кожен режим вимірювався %2 після прогрівання тривалістю %3.</translation>
    </message>
    <message>
        <source>%1 read (MB/s)</source>
        <translation>%1, читання, МБ/с</translation>
    </message>
    <message>
        <source>%1 write (MB/s)</source>
        <translation>%1, запис, МБ/с</translation>
    </message>
    <message>
        <source>%1 read (IOPS)</source>
        <translation>%1, читання, IOPS</translation>
    </message>
    <message>
        <source>%1 write (IOPS)</source>
        <translation>%1, запис, IOPS</translation>
    </message>
    <message>
        <source>Transmit, receive and full duplex side by side</source>
        <translation>Передавання, приймання і повний дуплекс: порівняння</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Підсумки</translation>
    </message>
    <message>
        <source>The headline number of every method, per device.</source>
        <translation>Ключові результати кожного методу для кожного пристрою.</translation>
    </message>
    <message>
        <source>The headline numbers of every section.</source>
        <translation>Ключові результати всіх розділів.</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Розділ</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Показник</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>MTU %1</source>
        <translation>MTU %1</translation>
    </message>
    <message>
        <source>Request size</source>
        <translation>Розмір запиту</translation>
    </message>
    <message>
        <source>Outstanding I/Os</source>
        <translation>Глибина черги</translation>
    </message>
    <message>
        <source>Clients</source>
        <translation>Кількість клієнтів</translation>
    </message>
    <message>
        <source>request size</source>
        <translation>розміру запиту</translation>
    </message>
    <message>
        <source>outstanding I/Os</source>
        <translation>глибини черги</translation>
    </message>
    <message>
        <source>the number of clients</source>
        <translation>кількості клієнтів</translation>
    </message>
    <message>
        <source>Throughput (Gbit/s)</source>
        <translation>Пропускна здатність, Гбіт/с</translation>
    </message>
    <message>
        <source>Throughput (Mbit/s)</source>
        <translation>Пропускна здатність, Мбіт/с</translation>
    </message>
    <message>
        <source>Solid lines: throughput, counted where the data arrived, with error bars of ± one standard deviation of the repeats; dotted lines: the CPU load of the hosts on the right axis.</source>
        <translation>Суцільні лінії — пропускна здатність на приймальній стороні, планки похибок — ± одне стандартне відхилення за повторами; точкові лінії — завантаження ЦП хостів за правою віссю.</translation>
    </message>
    <message>
        <source>Throughput, counted where the data arrived, with error bars of ± one standard deviation of the repeats.</source>
        <translation>Пропускна здатність на приймальній стороні; планки похибок — ± одне стандартне відхилення за повторами.</translation>
    </message>
    <message>
        <source>CPU load (%)</source>
        <translation>Завантаження ЦП, %</translation>
    </message>
    <message>
        <source>CPU load</source>
        <translation>завантаження ЦП</translation>
    </message>
    <message>
        <source>P/E index against %1</source>
        <translation>Індекс P/E залежно від %1</translation>
    </message>
    <message>
        <source>The performance/efficiency index: throughput in Mbit/s per percent of CPU load. Higher is better: more data for the same load.</source>
        <translation>Індекс продуктивності/ефективності: пропускна здатність у Мбіт/с на один відсоток завантаження ЦП. Що вище, то краще: більше даних за того самого навантаження.</translation>
    </message>
    <message>
        <source>P/E index (Mbit/s per CPU %)</source>
        <translation>Індекс P/E, Мбіт/с на 1 % завантаження ЦП</translation>
    </message>
    <message>
        <source>Mbit/s</source>
        <translation>Мбіт/с</translation>
    </message>
    <message>
        <source>± SD</source>
        <translation>± СКВ</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>ЦП, %</translation>
    </message>
    <message>
        <source>P/E</source>
        <translation>P/E</translation>
    </message>
    <message>
        <source>I/O rate and latency against %1</source>
        <translation>Швидкість введення-виведення й затримка залежно від %1</translation>
    </message>
    <message>
        <source>Solid lines: I/O operations per second with error bars of ± one standard deviation of the repeats; dotted lines: the mean latency of an I/O on the right axis.</source>
        <translation>Суцільні лінії — кількість операцій введення-виведення за секунду, планки похибок — ± одне стандартне відхилення за повторами; точкові лінії — середня затримка операції за правою віссю.</translation>
    </message>
    <message>
        <source>I/O rate (IOPS)</source>
        <translation>Швидкість введення-виведення, IOPS</translation>
    </message>
    <message>
        <source>Mean latency (µs)</source>
        <translation>Середня затримка, мкс</translation>
    </message>
    <message>
        <source>mean latency</source>
        <translation>середня затримка</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <source>Mean (µs)</source>
        <translation>Середнє, мкс</translation>
    </message>
    <message>
        <source>p99 (µs)</source>
        <translation>p99, мкс</translation>
    </message>
    <message>
        <source>Transmit</source>
        <translation>Передавання</translation>
    </message>
    <message>
        <source>Receive</source>
        <translation>Приймання</translation>
    </message>
    <message>
        <source>Full duplex</source>
        <translation>Повний дуплекс</translation>
    </message>
    <message>
        <source>Throughput per client count</source>
        <translation>Пропускна здатність залежно від кількості клієнтів</translation>
    </message>
    <message>
        <source>For each number of clients: the aggregate throughput (solid bars) and the mean of one pair (hatched bars).</source>
        <translation>Для кожної кількості клієнтів: сумарна пропускна здатність (суцільні стовпці) і середнє значення для однієї пари (заштриховані стовпці).</translation>
    </message>
    <message>
        <source>aggregate</source>
        <translation>сумарно</translation>
    </message>
    <message>
        <source>per pair</source>
        <translation>на пару</translation>
    </message>
    <message>
        <source>Aggregate</source>
        <translation>Сумарно</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Тест</translation>
    </message>
    <message>
        <source>Read MB/s</source>
        <translation>Читання, МБ/с</translation>
    </message>
    <message>
        <source>Write MB/s</source>
        <translation>Запис, МБ/с</translation>
    </message>
    <message>
        <source>Read IOPS</source>
        <translation>Читання, IOPS</translation>
    </message>
    <message>
        <source>Write IOPS</source>
        <translation>Запис, IOPS</translation>
    </message>
    <message>
        <source>Read and write rates of the standard presets</source>
        <translation>Швидкість читання і запису в стандартних шаблонах</translation>
    </message>
    <message>
        <source>MB/s of each preset: solid bars read, hatched bars write.</source>
        <translation>МБ/с для кожного шаблону: суцільні стовпці — читання, заштриховані — запис.</translation>
    </message>
    <message>
        <source>Data rate (MB/s)</source>
        <translation>Швидкість передавання даних, МБ/с</translation>
    </message>
    <message>
        <source>read</source>
        <translation>читання</translation>
    </message>
    <message>
        <source>write</source>
        <translation>запис</translation>
    </message>
    <message>
        <source>The result of every step as the method recorded it.</source>
        <translation>Результати кожного кроку в тому вигляді, в якому їх записав метод.</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Пристрій</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>так</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ні</translation>
    </message>
    <message>
        <source>%1 Gbit/s</source>
        <translation>%1 Гбіт/с</translation>
    </message>
    <message>
        <source>%1 Mbit/s</source>
        <translation>%1 Мбіт/с</translation>
    </message>
    <message>
        <source>link speed unknown</source>
        <translation>швидкість лінії невідома</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>середнє</translation>
    </message>
    <message>
        <source>median</source>
        <translation>медіана</translation>
    </message>
    <message>
        <source>best</source>
        <translation>найкращий результат</translation>
    </message>
    <message>
        <source>What was run on every device, in this order: each method&apos;s steps, the time of one step (ramp included), its repeats and how they were combined.</source>
        <translation>Що і в якому порядку виконувалося на кожному пристрої: кількість кроків кожного методу, час одного кроку (з прогрівом), кількість повторів і спосіб їх об’єднання.</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Тест</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Метод</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Кроків</translation>
    </message>
    <message>
        <source>Step (s)</source>
        <translation>Крок, с</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Повтори</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Підсумок</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Час</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>не більше %1</translation>
    </message>
    <message>
        <source>Gbit/s</source>
        <translation>Гбіт/с</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>байт</translation>
    </message>
    <message>
        <source>s</source>
        <translation>с</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>мс</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>мкс</translation>
    </message>
    <message>
        <source>ns</source>
        <translation>нс</translation>
    </message>
    <message>
        <source>frames/s</source>
        <translation>кадрів/с</translation>
    </message>
    <message>
        <source>%1, with O_DIRECT</source>
        <translation>%1, з O_DIRECT</translation>
    </message>
    <message>
        <source>a TCP connection between %1 and %2</source>
        <translation>TCP-з’єднання між %1 і %2</translation>
    </message>
    <message>
        <source>UDP datagrams between %1 and %2</source>
        <translation>датаграми UDP між %1 і %2</translation>
    </message>
    <message>
        <source>The method: %1.</source>
        <translation>Метод — «%1».</translation>
    </message>
    <message>
        <source>%1 Its settings: %2.</source>
        <translation>%1 Його параметри: %2.</translation>
    </message>
    <message>
        <source>%1 over %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The steps vary %1.</source>
        <translation>Що змінюється від кроку до кроку: %1.</translation>
    </message>
    <message>
        <source>the request size</source>
        <translation>розмір запиту</translation>
    </message>
    <message>
        <source>the MTU of the data interfaces</source>
        <translation>MTU інтерфейсів передачі даних</translation>
    </message>
    <message>
        <source>Figure %1.</source>
        <translation>Рисунок %1.</translation>
    </message>
    <message>
        <source>Table %1.</source>
        <translation>Таблиця %1.</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Зміст</translation>
    </message>
    <message>
        <source>Written by Iometry %1 on %2 from its results folders; every figure&apos;s and table&apos;s data is in the folder beside this file.</source>
        <translation>Складено Iometry %1 %2 за теками результатів; дані кожного рисунка й кожної таблиці лежать у теці поруч із цим файлом.</translation>
    </message>
    <message>
        <source> (continued)</source>
        <translation> (продовження)</translation>
    </message>
    <message>
        <source>MTU (bytes)</source>
        <translation>MTU, байт</translation>
    </message>
    <message>
        <source>the MTU</source>
        <translation>MTU</translation>
    </message>
    <message>
        <source>Device under test: %1. Every number is a measurement of Iometry (throughput counted where the data arrived, the CPU load of the hosts under test).</source>
        <translation>Тестований пристрій: %1. Усі числа — результати вимірювань Iometry (пропускна здатність враховується на приймальній стороні, завантаження ЦП — на тестованих хостах).</translation>
    </message>
    <message>
        <source>Devices under test: %1. They did not all run the same methods: the table of runs below lists what each ran, and a figure or table shows only the devices measured for it, each in its own colour. Every number is a measurement of Iometry (throughput counted where the data arrived, the CPU load of the hosts under test).</source>
        <translation>Тестовані пристрої: %1. Не всі вони пройшли ті самі методи: таблиця прогонів нижче показує, що пройшов кожен, а на рисунку чи в таблиці є лише пристрої, виміряні для них, кожен своїм кольором. Усі числа — результати вимірювань Iometry (пропускна здатність враховується на приймальній стороні, завантаження ЦП — на тестованих хостах).</translation>
    </message>
    <message>
        <source>%1 Mode: %2.</source>
        <translation>%1 Режим: %2.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Solid lines: throughput, counted where the data arrived; dotted lines: the CPU load of the hosts on the right axis.</source>
        <translation>Суцільні лінії — пропускна здатність на приймальній стороні; точкові лінії — завантаження ЦП хостів за правою віссю.</translation>
    </message>
    <message>
        <source>Throughput, counted where the data arrived.</source>
        <translation>Пропускна здатність на приймальній стороні.</translation>
    </message>
    <message>
        <source>the median</source>
        <translation>медіана</translation>
    </message>
    <message>
        <source>the best</source>
        <translation>найкраще значення</translation>
    </message>
    <message>
        <source>the mean</source>
        <translation>середнє</translation>
    </message>
    <message>
        <source>Throughput (%1 of the repeats) and its standard deviation</source>
        <translation>Пропускна здатність (%1 за повторами) та її стандартне відхилення</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Пропускна здатність</translation>
    </message>
    <message>
        <source>%1, the CPU load and the P/E index at every step.</source>
        <translation>%1, завантаження ЦП та індекс P/E на кожному кроці.</translation>
    </message>
    <message>
        <source>%1 at every step.</source>
        <translation>%1 на кожному кроці.</translation>
    </message>
    <message>
        <source>Solid lines: I/O operations per second; dotted lines: the mean latency of an I/O on the right axis.</source>
        <translation>Суцільні лінії — кількість операцій введення-виведення за секунду; точкові лінії — середня затримка операції за правою віссю.</translation>
    </message>
    <message>
        <source>I/O rate, data rate and latency of every step (decimal MB: a million bytes).</source>
        <translation>Швидкість введення-виведення, швидкість передавання даних і затримка на кожному кроці (десяткові МБ: мільйон байтів).</translation>
    </message>
    <message>
        <source>transmit</source>
        <translation>передавання</translation>
    </message>
    <message>
        <source>receive</source>
        <translation>приймання</translation>
    </message>
    <message>
        <source>full duplex</source>
        <translation>повний дуплекс</translation>
    </message>
    <message>
        <source>The standard presets: SEQ sequential, RND random; the request size; Q the outstanding I/Os of each worker, T the workers (threads). MB/s in decimal megabytes (a million bytes).</source>
        <translation>Стандартні шаблони: SEQ — послідовний доступ, RND — випадковий; далі розмір запиту; Q — глибина черги кожного потоку, T — кількість потоків. МБ/с — у десяткових мегабайтах (мільйон байтів).</translation>
    </message>
    <message>
        <source>it sweeps the MTU, and on loopback the MTU is never changed</source>
        <translation>у ньому перебирається MTU, а MTU інтерфейсу loopback ніколи не змінюється</translation>
    </message>
    <message>
        <source>every device</source>
        <translation>всіх пристроях</translation>
    </message>
    <message>
        <source>On %1 the suite ran on one host over loopback: the MTU sizes its template sweeps (%2) were left out, since the loopback&apos;s MTU is never changed.</source>
        <translation>На %1 набір виконувався на одному хості через інтерфейс loopback: значення MTU, які перебирає його шаблон (%2), було пропущено, оскільки MTU інтерфейсу loopback ніколи не змінюється.</translation>
    </message>
    <message>
        <source>On %1 every step ran once, where the template asks for %3 repeats.</source>
        <translation>На %1 кожен крок виконувався один раз, хоча за шаблоном кількість повторів — %3.</translation>
    </message>
    <message>
        <source>On %1 every step ran %2 times, where the template asks for %3.</source>
        <translation>На %1 кількість повторів кожного кроку становила %2, тоді як шаблон передбачає %3.</translation>
    </message>
    <message>
        <source>On %1 every step measured %2, where the template&apos;s plans ask for %3.</source>
        <translation>На %1 кожен крок вимірювався %2, тоді як плани шаблону передбачають %3.</translation>
    </message>
    <message>
        <source>%1, and %2 more of them</source>
        <translation>%1 і ще %2</translation>
    </message>
    <message>
        <source>%1 repeats of every step</source>
        <translation>повторів кожного кроку: %1</translation>
    </message>
    <message>
        <source>every step once</source>
        <translation>кожен крок — один раз</translation>
    </message>
    <message>
        <source>%1 per step after a ramp of %2</source>
        <translation>%1 на крок після прогріву тривалістю %2</translation>
    </message>
    <message>
        <source>other steps (see its table)</source>
        <translation>інші кроки (див. його таблицю)</translation>
    </message>
    <message>
        <source>On %1 this member ran otherwise: %2.</source>
        <translation>На пристрої %1 цей тест виконувався інакше: %2.</translation>
    </message>
    <message>
        <source>Aggregate throughput with %1 clients (%2)</source>
        <translation>Сумарна пропускна здатність для %1 клієнтів, %2</translation>
    </message>
    <message>
        <source>Highest throughput (%1)</source>
        <translation>Максимальна пропускна здатність, %1</translation>
    </message>
    <message>
        <source>P/E index at the highest throughput (Mbit/s per CPU %)</source>
        <translation>Індекс P/E за максимальної пропускної здатності, Мбіт/с на 1 % завантаження ЦП</translation>
    </message>
    <message>
        <source>The three modes&apos; throughput at every request size, from the sections above, a figure per device with the CPU load of each mode: full duplex adds both directions. The P/E index of a mode is given as the classic reviews give it: the highest throughput divided by the CPU load at that same request size.</source>
        <translation>Пропускна здатність у трьох режимах для кожного розміру запиту за даними попередніх розділів; для кожного пристрою — окремий рисунок із завантаженням ЦП у кожному режимі; для повного дуплексу пропускна здатність обох напрямків додається. Індекс P/E режиму наведено так, як його подають класичні огляди: максимальна пропускна здатність, поділена на завантаження ЦП за того самого розміру запиту.</translation>
    </message>
    <message>
        <source>%1: transmit, receive and full duplex</source>
        <translation>%1: передавання, приймання і повний дуплекс</translation>
    </message>
    <message>
        <source>%1, CPU load</source>
        <translation>%1, завантаження ЦП</translation>
    </message>
    <message>
        <source>full duplex, transmit direction</source>
        <translation>повний дуплекс, напрямок передавання</translation>
    </message>
    <message>
        <source>full duplex, receive direction</source>
        <translation>повний дуплекс, напрямок приймання</translation>
    </message>
    <message>
        <source>Throughput of %1 in each mode, a colour per mode, counted where the data arrived.</source>
        <translation>Пропускна здатність %1 у кожному режимі на приймальній стороні; кожному режиму відповідає свій колір.</translation>
    </message>
    <message>
        <source>Full duplex adds both directions; the dashed lines beside it are each direction alone.</source>
        <translation>Для повного дуплексу пропускна здатність обох напрямків додається; штрихові лінії поруч — кожен напрямок окремо.</translation>
    </message>
    <message>
        <source>Dotted lines: the CPU load of the hosts in each mode, on the right axis.</source>
        <translation>Точкові лінії — завантаження ЦП хостів у кожному режимі за правою віссю.</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Режим</translation>
    </message>
    <message>
        <source>P/E index per mode</source>
        <translation>Індекс P/E за режимами</translation>
    </message>
    <message>
        <source>The P/E index of each mode as the classic reviews give it: the highest throughput in Mbit/s divided by the CPU load in percent at that same request size. Higher is better.</source>
        <translation>Індекс P/E кожного режиму так, як його подають класичні огляди: максимальна пропускна здатність у Мбіт/с, поділена на завантаження ЦП у відсотках за того самого розміру запиту. Що вище, то краще.</translation>
    </message>
    <message>
        <source>Each mode&apos;s highest throughput, the request size it was reached at, the CPU load there and the P/E index (throughput ÷ CPU load)</source>
        <translation>Максимальна пропускна здатність у кожному режимі, розмір запиту, за якого її досягнуто, завантаження ЦП у цій точці та індекс P/E (пропускна здатність ÷ завантаження ЦП)</translation>
    </message>
    <message>
        <source>Highest throughput per MTU</source>
        <translation>Максимальна пропускна здатність для кожного MTU</translation>
    </message>
    <message>
        <source>For each MTU the highest throughput over the request sizes (solid bars) and the CPU load of the hosts at that point (hatched bars, right axis).</source>
        <translation>Для кожного MTU — максимальна пропускна здатність за всіма розмірами запиту (суцільні стовпці) і завантаження ЦП хостів у цій точці (заштриховані стовпці, права вісь).</translation>
    </message>
    <message>
        <source>For each MTU the highest throughput over the request sizes.</source>
        <translation>Для кожного MTU — максимальна пропускна здатність за всіма розмірами запиту.</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>пропускна здатність</translation>
    </message>
    <message>
        <source>Per MTU the highest throughput, the request size it was reached at, the CPU load there and the P/E index.</source>
        <translation>Для кожного MTU — максимальна пропускна здатність, розмір запиту, за якого її досягнуто, завантаження ЦП у цій точці та індекс P/E.</translation>
    </message>
    <message>
        <source>Peak throughput of every test</source>
        <translation>Пікова пропускна здатність у кожному тесті</translation>
    </message>
    <message>
        <source>The highest throughput each device reached in each test, over all its request sizes.</source>
        <translation>Максимальна пропускна здатність, якої досяг кожен пристрій у кожному тесті, за всіма розмірами запиту.</translation>
    </message>
    <message>
        <source>Threads per host</source>
        <translation>Потоків на хост</translation>
    </message>
    <message>
        <source>threads per host</source>
        <translation>кількості потоків на хост</translation>
    </message>
    <message>
        <source>Throughput in %1 in transmit, receive and full duplex at every request size, MTU %2.</source>
        <translation>Пропускна здатність (%1) у режимах передавання, приймання і повного дуплексу для кожного розміру запиту, MTU %2.</translation>
    </message>
    <message>
        <source>Throughput in %1 in transmit, receive and full duplex at every request size.</source>
        <translation>Пропускна здатність (%1) у режимах передавання, приймання і повного дуплексу для кожного розміру запиту.</translation>
    </message>
    <message>
        <source>Throughput in %1 for each number of clients: the aggregate and every pair, with the server&apos;s CPU load.</source>
        <translation>Пропускна здатність (%1) для кожної кількості клієнтів: сумарна і для кожної пари, із завантаженням ЦП сервера.</translation>
    </message>
    <message>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>PCIe %1</source>
        <translation>PCIe %1</translation>
    </message>
    <message>
        <source>card up to %1</source>
        <translation>плата — до %1</translation>
    </message>
    <message>
        <source>slot up to %1</source>
        <translation>слот — до %1</translation>
    </message>
    <message>
        <source>RX %1 of %2</source>
        <translation>RX %1 з %2</translation>
    </message>
    <message>
        <source>TX %1 of %2</source>
        <translation>TX %1 з %2</translation>
    </message>
    <message>
        <source>%1 TB</source>
        <translation>%1 ТБ</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 ГБ</translation>
    </message>
    <message>
        <source>firmware %1</source>
        <translation>мікропрограма %1</translation>
    </message>
    <message>
        <source>scheduler %1</source>
        <translation>планувальник %1</translation>
    </message>
    <message>
        <source>%1 logical CPUs</source>
        <translation>%1 логічних ЦП</translation>
    </message>
    <message>
        <source>%1–%2 GHz</source>
        <translation>%1–%2 ГГц</translation>
    </message>
    <message>
        <source>up to %1 GHz</source>
        <translation>до %1 ГГц</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 ГіБ</translation>
    </message>
    <message>
        <source>The hosts of every device&apos;s runs, each once: the dynamos it was (with the devices, where not all of them), its system, processor, memory, kernel and default TCP congestion control.</source>
        <translation>Хости, на яких виконувалися прогони кожного пристрою, кожен один раз: вузли тестування, що на ньому працювали (із зазначенням пристроїв, якщо не для всіх), його система, процесор, пам’ять, ядро і типовий алгоритм керування перевантаженням TCP.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Хост</translation>
    </message>
    <message>
        <source>Dynamos</source>
        <translation>Вузли тестування</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Система</translation>
    </message>
    <message>
        <source>Processor</source>
        <translation>Процесор</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Пам’ять</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Ядро</translation>
    </message>
    <message>
        <source>TCP congestion control</source>
        <translation>Керування перевантаженням TCP</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>data interface</source>
        <translation>інтерфейс передачі даних</translation>
    </message>
    <message>
        <source>firmware</source>
        <translation>мікропрограма</translation>
    </message>
    <message>
        <source>PCIe link</source>
        <translation>з’єднання PCIe</translation>
    </message>
    <message>
        <source>ring sizes</source>
        <translation>розміри кільцевих буферів</translation>
    </message>
    <message>
        <source>offloads</source>
        <translation>функції розвантаження</translation>
    </message>
    <message>
        <source>disk target</source>
        <translation>ціль дискового тесту</translation>
    </message>
    <message>
        <source>disk</source>
        <translation>диск</translation>
    </message>
    <message>
        <source>file system</source>
        <translation>файлова система</translation>
    </message>
    <message>
        <source>What each device was on every dynamo: its data interfaces (driver, link speed, MTU, firmware, PCIe link, ring sizes and the offloads that were on) and its disk targets (the disk behind each and the file system of a test file).</source>
        <translation>Чим був кожен пристрій на кожному вузлі тестування: його інтерфейси передачі даних (драйвер, швидкість лінії, MTU, мікропрограма, з’єднання PCIe, розміри кільцевих буферів і ввімкнені функції розвантаження) та цілі його дискових тестів (диск, на якому розташована кожна з них, і файлова система тестового файлу).</translation>
    </message>
    <message>
        <source>Dynamo</source>
        <translation>Вузол тестування</translation>
    </message>
    <message>
        <source>send %1</source>
        <translation>буфер передавання %1</translation>
    </message>
    <message>
        <source>receive %1</source>
        <translation>буфер приймання %1</translation>
    </message>
    <message>
        <source>kernel defaults</source>
        <translation>типові налаштування ядра</translation>
    </message>
    <message>
        <source>TCP socket</source>
        <translation>Сокет TCP</translation>
    </message>
    <message>
        <source>the block device %1 of host %2</source>
        <translation>блоковий пристрій %1 хоста %2</translation>
    </message>
    <message>
        <source>a test file %1 on host %2</source>
        <translation>тестовий файл %1 на хості %2</translation>
    </message>
    <message>
        <source>%1 (host %2)</source>
        <translation>%1 (хост %2)</translation>
    </message>
    <message>
        <source>One step: every load of the plan as written.</source>
        <translation>Один крок: усе навантаження плану в заданому вигляді.</translation>
    </message>
    <message>
        <source>the outstanding I/Os of every thread</source>
        <translation>глибина черги кожного потоку</translation>
    </message>
    <message>
        <source>the number of threads on each host</source>
        <translation>кількість потоків на кожному хості</translation>
    </message>
    <message>
        <source>the number of clients that run</source>
        <translation>кількість працюючих клієнтів</translation>
    </message>
    <message>
        <source>the phase: which group of loads runs</source>
        <translation>фаза: яка група навантажень працює</translation>
    </message>
    <message>
        <source>At size</source>
        <translation>За розміру</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The highest throughput of every test in %1, over all its request sizes.</source>
        <translation>Максимальна пропускна здатність у кожному тесті, %1, за всіма розмірами запиту.</translation>
    </message>
    <message>
        <source>On %1 %2 was set to %3 in every plan</source>
        <translation>На пристрої %1 параметр %2 було задано рівним %3 в усіх планах</translation>
    </message>
    <message>
        <source>On %1 %2 was set to %3 in the plan of %4</source>
        <translation>На пристрої %1 параметр %2 було задано рівним %3 у плані тесту %4</translation>
    </message>
    <message>
        <source>%1, where the template leaves it to its default.</source>
        <translation>%1, тоді як шаблон залишає типове значення.</translation>
    </message>
    <message>
        <source>%1, where the template asks for %2.</source>
        <translation>%1, тоді як шаблон задає %2.</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 МБ</translation>
    </message>
    <message>
        <source>%1 kB</source>
        <translation>%1 кБ</translation>
    </message>
    <message>
        <source>driver %1</source>
        <translation>драйвер %1</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>ротаційний</translation>
    </message>
    <message>
        <source>non-rotational</source>
        <translation>неротаційний</translation>
    </message>
    <message>
        <source>%1 GiB usable</source>
        <translation>%1 ГіБ доступно</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Час, с</translation>
    </message>
    <message>
        <source>Latency under load</source>
        <translation>Затримка під навантаженням</translation>
    </message>
    <message>
        <source>Probe&apos;s median latency (ms)</source>
        <translation>Медіана затримки зонда, мс</translation>
    </message>
    <message>
        <source>Probe&apos;s median latency (µs)</source>
        <translation>Медіана затримки зонда, мкс</translation>
    </message>
    <message>
        <source>The load&apos;s throughput (left axis) and each probe&apos;s median latency per interval (right axis) through the run; in the shaded seconds only the probes ran.</source>
        <translation>Пропускна здатність навантаження (ліва вісь) і медіана затримки кожного зонда за інтервалами (права вісь) протягом прогону; у затінені секунди працювали лише зонди.</translation>
    </message>
    <message>
        <source>probe %1, median</source>
        <translation>зонд %1, медіана</translation>
    </message>
    <message>
        <source>Per step each probe&apos;s median latency idle (the seconds before the load), under the load, and what the load added; its 99th percentile under the load, and its median idle again after it.</source>
        <translation>Для кожного кроку медіана затримки кожного зонда в простої (секунди перед навантаженням), під навантаженням і те, що додало навантаження; його 99-й процентиль під навантаженням і медіана в простої після нього.</translation>
    </message>
    <message>
        <source>%1 (µs)</source>
        <translation>%1, мкс</translation>
    </message>
    <message>
        <source>%1 (ms)</source>
        <translation>%1, мс</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Крок</translation>
    </message>
    <message>
        <source>Probe</source>
        <translation>Зонд</translation>
    </message>
    <message>
        <source>Idle median</source>
        <translation>Медіана в простої</translation>
    </message>
    <message>
        <source>Median under load</source>
        <translation>Медіана під навантаженням</translation>
    </message>
    <message>
        <source>Added by the load</source>
        <translation>Додано навантаженням</translation>
    </message>
    <message>
        <source>p99 under load</source>
        <translation>p99 під навантаженням</translation>
    </message>
    <message>
        <source>Idle median after</source>
        <translation>Медіана в простої після</translation>
    </message>
    <message>
        <source>Probes measured the latency beside the load: a request at a time on a schedule of their own, never counted in the load&apos;s numbers, and alone in the idle seconds before and after each step.</source>
        <translation>Зонди вимірювали затримку поруч із навантаженням: по одному запиту за раз за власним розкладом, ніколи не враховуючись у числах навантаження, і самі — у секунди простою до і після кожного кроку.</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>простій</translation>
    </message>
    <message>
        <source>under load</source>
        <translation>під навантаженням</translation>
    </message>
    <message>
        <source>Probe&apos;s latency x (ms)</source>
        <translation>Затримка зонда x, мс</translation>
    </message>
    <message>
        <source>Probe&apos;s latency x (µs)</source>
        <translation>Затримка зонда x, мкс</translation>
    </message>
    <message>
        <source>Share of the probe&apos;s requests ≥ x</source>
        <translation>Частка запитів зонда ≥ x</translation>
    </message>
    <message>
        <source>Latency under load: the probes&apos; distribution</source>
        <translation>Затримка під навантаженням: розподіл зондів</translation>
    </message>
    <message>
        <source>For each probe, the share of its requests that took x or longer: in the idle seconds (dashed) and under the load (solid), every step&apos;s together; both axes logarithmic.</source>
        <translation>Для кожного зонда — частка його запитів, що тривали x або довше: у секунди простою (штрихи) і під навантаженням (суцільна), усі кроки разом; обидві осі логарифмічні.</translation>
    </message>
    <message>
        <source>probe %1, %2</source>
        <translation>зонд %1, %2</translation>
    </message>
    <message>
        <source>Each probe&apos;s latency in the idle seconds and under the load, every step&apos;s together: how many requests it timed and their percentiles.</source>
        <translation>Затримка кожного зонда в секунди простою і під навантаженням, усі кроки разом: скільки запитів він виміряв та їхні процентилі.</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Секунди</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Запитів</translation>
    </message>
    <message>
        <source>max</source>
        <translation>макс.</translation>
    </message>
</context>
<context>
    <name>ArticleExport</name>
    <message>
        <source>Could not write %1.</source>
        <translation>Не вдалося записати %1.</translation>
    </message>
    <message>
        <source>An article needs at least one results folder.</source>
        <translation>Для статті потрібна хоча б одна тека результатів.</translation>
    </message>
    <message>
        <source>An article compares at most %1 devices, got %2.</source>
        <translation>У статті можна порівняти не більше %1 пристроїв, а вказано %2.</translation>
    </message>
    <message>
        <source>Unknown article language &quot;%1&quot;: use %2.</source>
        <translation>Невідома мова статті «%1»: використовуйте %2.</translation>
    </message>
    <message>
        <source>An article is written as .html or .pdf, not &quot;%1&quot;.</source>
        <translation>Статтю зберігають у форматі .html або .pdf, а не «%1».</translation>
    </message>
    <message>
        <source>Could not make the folder %1.</source>
        <translation>Не вдалося створити теку %1.</translation>
    </message>
</context>
<context>
    <name>BlockDevices</name>
    <message>
        <source>rotational</source>
        <translation>обертовий</translation>
    </message>
    <message>
        <source>SSD</source>
        <translation>SSD</translation>
    </message>
    <message>
        <source>%1, %2-byte blocks</source>
        <translation>%1, блоки по %2 байтів</translation>
    </message>
    <message>
        <source>safe: nothing found on it</source>
        <translation>безпечно: на ньому нічого не знайдено</translation>
    </message>
    <message>
        <source>in use: %1</source>
        <translation>використовується: %1</translation>
    </message>
    <message>
        <source>holds data: %1</source>
        <translation>містить дані: %1</translation>
    </message>
    <message>
        <source>the dynamo did not say it is safe</source>
        <translation>Dynamo не повідомив, що він безпечний</translation>
    </message>
    <message>
        <source>%1, a partition of %2,</source>
        <extracomment>a partition named in a reason, e.g. &quot;/dev/vda1, a partition of /dev/vda,&quot;</extracomment>
        <translation>%1 (розділ %2)</translation>
    </message>
    <message>
        <source>%1 is mounted at %2</source>
        <translation>%1 змонтовано в %2</translation>
    </message>
    <message>
        <source>%1 is in use as swap</source>
        <translation>%1 використовується як підкачка</translation>
    </message>
    <message>
        <source>%1 is in use by %2</source>
        <translation>%1 використовується %2</translation>
    </message>
    <message>
        <source>%1 backs the loop device %2</source>
        <translation>%1 є основою loop-пристрою %2</translation>
    </message>
    <message>
        <source>%1 is busy (opened exclusively by the kernel or a program)</source>
        <translation>%1 зайнятий (відкритий монопольно ядром або програмою)</translation>
    </message>
    <message>
        <source>%1 carries conflicting signatures</source>
        <translation>на %1 суперечливі сигнатури</translation>
    </message>
    <message>
        <source>%1 carries a %2 partition table</source>
        <translation>на %1 таблиця розділів %2</translation>
    </message>
    <message>
        <source>%1 holds a swap signature</source>
        <translation>на %1 сигнатура підкачки</translation>
    </message>
    <message>
        <source>%1 holds a hibernation image</source>
        <translation>на %1 образ гібернації</translation>
    </message>
    <message>
        <source>%1 is an LVM physical volume</source>
        <translation>%1 — фізичний том LVM</translation>
    </message>
    <message>
        <source>%1 is a RAID member</source>
        <translation>%1 входить до RAID</translation>
    </message>
    <message>
        <source>%1 holds an encrypted volume</source>
        <translation>на %1 зашифрований том</translation>
    </message>
    <message>
        <source>%1 holds a %2 filesystem</source>
        <translation>на %1 файлова система %2</translation>
    </message>
    <message>
        <source>%1 holds a %2 signature</source>
        <translation>на %1 сигнатура %2</translation>
    </message>
    <message>
        <source>label &quot;%1&quot;</source>
        <translation>мітка «%1»</translation>
    </message>
    <message>
        <source>bad checksum</source>
        <translation>неправильна контрольна сума</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>%1 carries an %2 partition table</source>
        <translation>на %1 таблиця розділів %2</translation>
    </message>
    <message>
        <source>%1 holds an %2 filesystem</source>
        <translation>на %1 файлова система %2</translation>
    </message>
    <message>
        <source>%1 holds an %2 signature</source>
        <translation>на %1 сигнатура %2</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>Could not write %1. Check that the folder exists and is writable.</source>
        <translation>Не вдалося записати %1. Перевірте, що тека існує і доступна для запису.</translation>
    </message>
    <message>
        <source>There is no chart to save.</source>
        <translation>Немає графіка для збереження.</translation>
    </message>
    <message>
        <source>Cannot save a chart as &quot;%1&quot;: choose a file name ending in .png, .pdf or .svg.</source>
        <translation>Не можна зберегти графік як «%1»: виберіть ім’я файлу з розширенням .png, .pdf або .svg.</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Зображення PNG (*.png)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Документ PDF (*.pdf)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Малюнок SVG (*.svg)</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>Зберегти графік</translation>
    </message>
    <message>
        <source>Cannot save the chart</source>
        <translation>Не вдається зберегти графік</translation>
    </message>
    <message>
        <source>Copy image</source>
        <translation>Копіювати зображення</translation>
    </message>
    <message>
        <source>Save image as…</source>
        <translation>Зберегти зображення як…</translation>
    </message>
    <message>
        <source>Copy data (CSV)</source>
        <translation>Копіювати дані (CSV)</translation>
    </message>
    <message>
        <source>Save data as CSV…</source>
        <translation>Зберегти дані в CSV…</translation>
    </message>
    <message>
        <source>Save chart data</source>
        <translation>Зберегти дані графіка</translation>
    </message>
    <message>
        <source>Cannot save the chart data</source>
        <translation>Не вдається зберегти дані графіка</translation>
    </message>
</context>
<context>
    <name>CompareFigure</name>
    <message numerus="yes">
        <source>median of %n repeats</source>
        <translation>
            <numerusform>медіана %n повтору</numerusform>
            <numerusform>медіана %n повторів</numerusform>
            <numerusform>медіана %n повторів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>best of %n repeats</source>
        <translation>
            <numerusform>найкращий з %n повтору</numerusform>
            <numerusform>найкращий з %n повторів</numerusform>
            <numerusform>найкращий з %n повторів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mean of %n repeats</source>
        <translation>
            <numerusform>середнє %n повтору</numerusform>
            <numerusform>середнє %n повторів</numerusform>
            <numerusform>середнє %n повторів</numerusform>
        </translation>
    </message>
    <message>
        <source>CPU load (%)</source>
        <translation>Завантаження ЦП, %</translation>
    </message>
    <message>
        <source>Interrupts per second</source>
        <translation>Переривань за секунду</translation>
    </message>
    <message>
        <source>Softirq time (%)</source>
        <translation>Час softirq, %</translation>
    </message>
    <message>
        <source>NIC drops</source>
        <translation>Відкидання NIC</translation>
    </message>
    <message>
        <source>%1 Gbit/s</source>
        <translation>%1 Гбіт/с</translation>
    </message>
    <message>
        <source>%1 Mbit/s</source>
        <translation>%1 Мбіт/с</translation>
    </message>
    <message>
        <source>MTU %1</source>
        <translation>MTU %1</translation>
    </message>
    <message>
        <source>Points: %1; error bars: ± 1 standard deviation</source>
        <translation>Точки: %1; планки похибок: ± 1 стандартне відхилення</translation>
    </message>
    <message>
        <source>Points: %1; error bars: lowest to highest repeat</source>
        <translation>Точки: %1; планки похибок: від найменшого до найбільшого повтору</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>I/O rate (IOPS)</source>
        <translation>Швидкість введення-виведення, IOPS</translation>
    </message>
    <message>
        <source>Throughput (MB/s)</source>
        <translation>Пропускна здатність, МБ/с</translation>
    </message>
    <message>
        <source>Throughput (Gbit/s)</source>
        <translation>Пропускна здатність, Гбіт/с</translation>
    </message>
    <message>
        <source>Throughput (Mbit/s)</source>
        <translation>Пропускна здатність, Мбіт/с</translation>
    </message>
    <message>
        <source>No results to show</source>
        <translation>Немає результатів для показу</translation>
    </message>
    <message numerus="yes">
        <source>Comparison of %n runs</source>
        <translation>
            <numerusform>Порівняння %n прогону</numerusform>
            <numerusform>Порівняння %n прогонів</numerusform>
            <numerusform>Порівняння %n прогонів</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiskFigure</name>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <source>%1: IOPS</source>
        <translation>%1: IOPS</translation>
    </message>
    <message>
        <source>%1: MB/s</source>
        <translation>%1: МБ/с</translation>
    </message>
    <message>
        <source>Mean latency</source>
        <translation>Середня затримка</translation>
    </message>
    <message>
        <source>%1: mean latency</source>
        <translation>%1: середня затримка</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>затримка p99</translation>
    </message>
    <message>
        <source>%1: p99 latency</source>
        <translation>%1: затримка p99</translation>
    </message>
    <message>
        <source>I/O rate (IOPS)</source>
        <translation>Швидкість введення-виведення, IOPS</translation>
    </message>
    <message>
        <source>Throughput (MB/s)</source>
        <translation>Пропускна здатність, МБ/с</translation>
    </message>
    <message>
        <source>Latency (ms)</source>
        <translation>Затримка, мс</translation>
    </message>
    <message>
        <source>Latency (µs)</source>
        <translation>Затримка, мкс</translation>
    </message>
    <message>
        <source>No results to show</source>
        <translation>Немає результатів для відображення</translation>
    </message>
    <message>
        <source>Reads: p99</source>
        <translation>Читання: p99</translation>
    </message>
    <message>
        <source>%1: reads p99</source>
        <translation>%1: читання p99</translation>
    </message>
    <message>
        <source>Writes: p99</source>
        <translation>Запис: p99</translation>
    </message>
    <message>
        <source>%1: writes p99</source>
        <translation>%1: запис p99</translation>
    </message>
</context>
<context>
    <name>DynamoFacts</name>
    <message>
        <source>%1 Mbit/s</source>
        <translation>%1 Мбіт/с</translation>
    </message>
    <message>
        <source>MTU %1</source>
        <translation>MTU %1</translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message>
        <source>Disk: 4 KiB random read against queue depth</source>
        <translation>Диск: випадкове читання блоками 4 КіБ залежно від глибини черги</translation>
    </message>
    <message>
        <source>IOmeter&apos;s classic storage curve: 4 KiB random reads with O_DIRECT at 1, 2, 4 … 32 outstanding I/Os, on a 1 GiB test file under /var/tmp that the dynamo creates and fills on first use. The report shows IOPS, MB/s and latency percentiles beside the device&apos;s own counters. On the Targets page, set Path and File size for the disk you test; a whole block device needs Block device ticked, and one that holds data is refused unless Force is ticked too.</source>
        <translation>Класична крива накопичувача, як в IOmeter: випадкове читання блоками 4 КіБ з O_DIRECT за глибини черги 1, 2, 4 … 32 з тестового файлу 1 ГіБ у /var/tmp, який Dynamo створює і заповнює під час першого використання. Звіт показує IOPS, МБ/с і процентилі затримки поруч із власними лічильниками пристрою. На сторінці «Цілі» задайте «Шлях» і «Розмір файлу» для диска, який тестуєте; для цілого блокового пристрою потрібно позначити «Блоковий пристрій», а пристрій, що містить дані, буде відхилено, якщо не позначено ще й «Примусово».</translation>
    </message>
    <message>
        <source>Disk: 4 KiB random read on 1, 2, 3 targets</source>
        <translation>Диск: випадкове читання блоками 4 КіБ на 1, 2, 3 цілях</translation>
    </message>
    <message>
        <source>IOmeter&apos;s target cycling for storage: three disk workers, each on a 256 MiB test file under /var/tmp that its dynamo creates and fills on first use, reading 4 KiB at random with O_DIRECT, 4 in flight. The steps run the first 1, 2 and 3 workers in turn, adding one target at a time; the report says how many ran in each step, and its total sums only those. Put the files on different disks (each worker&apos;s Path) to see how the load spreads over them.</source>
        <translation>Перебір цілей, як в IOmeter, для накопичувачів: три дискові воркери, кожен працює з тестовим файлом 256 МіБ у /var/tmp, який його Dynamo створює і заповнює під час першого використання, і читає випадкові блоки по 4 КіБ з O_DIRECT, 4 запити одночасно. Кроки по черзі запускають перших 1, 2 і 3 воркерів, щоразу додаючи одну ціль; звіт показує, скільки воркерів працювало на кожному кроці, а його підсумок враховує лише їх. Розмістіть файли на різних дисках («Шлях» кожного воркера), щоб побачити, як навантаження розподіляється між ними.</translation>
    </message>
    <message>
        <source>Disk: mixed random I/O with data verification</source>
        <translation>Диск: змішаний випадковий доступ із перевіркою даних</translation>
    </message>
    <message>
        <source>A test file under /var/tmp written and read at random in 8 KiB requests (70 % reads), 16 in flight; every write is stamped with its offset, the step&apos;s generation and a CRC-32C, and every read is checked. A block that comes back changed, misplaced or unstamped stops the step, keeps its results and fails the run, naming the file and the offset.</source>
        <translation>Тестовий файл у /var/tmp, який записується і читається у випадковому порядку запитами по 8 КіБ (70 % читань), 16 запитів одночасно; кожен запис позначається своїм зміщенням, поколінням кроку і CRC-32C, а кожне читання перевіряється. Блок, який повернувся зміненим, не на своєму місці або без позначки, зупиняє крок, зберігає його результати і завершує прогін помилкою із зазначенням файлу та зміщення.</translation>
    </message>
    <message>
        <source>Loopback: one server, 1, 2, 3 clients</source>
        <translation>Loopback: один сервер, 1, 2, 3 клієнти</translation>
    </message>
    <message>
        <source>IOmeter&apos;s target cycling on one machine: a server dynamo and three client dynamos, each client sending 64 KiB requests to the server in one TCP stream over 127.0.0.1. The steps run the first 1, 2 and 3 workers in turn, so the server serves one, two, then three clients; the report says how many ran in each step, and its total sums only those. For real hosts, give each client dynamo its own host and address.</source>
        <translation>Перебір цілей, як в IOmeter, на одній машині: Dynamo-сервер і три Dynamo-клієнти; кожен клієнт надсилає серверу запити по 64 КіБ одним потоком TCP через 127.0.0.1. Кроки по черзі запускають перших 1, 2 і 3 воркерів, тож сервер обслуговує одного, двох, а потім трьох клієнтів; звіт показує, скільки воркерів працювало на кожному кроці, а його підсумок враховує лише їх. Для реальних хостів задайте кожному клієнтському Dynamo власний хост і адресу.</translation>
    </message>
    <message>
        <source>Loopback full duplex</source>
        <translation>Loopback: повний дуплекс</translation>
    </message>
    <message>
        <source>One TCP pair over 127.0.0.1: half of the requests are sent and half received, so both directions carry traffic at once; each direction is counted separately.</source>
        <translation>Одна TCP-пара через 127.0.0.1: половина запитів надсилається, половина приймається, тож трафік іде в обох напрямках одночасно; кожен напрямок враховується окремо.</translation>
    </message>
    <message>
        <source>Loopback fine size sweep (ping-pong)</source>
        <translation>Loopback: точний перебір розмірів (пінг-понг)</translation>
    </message>
    <message>
        <source>NetPIPE-style: a TCP ping-pong over 127.0.0.1 (each request answered with as many bytes) at sizes 1 B … 64 KiB, every power of two and 3 bytes either side of it, 1 s each. The report gives each size&apos;s throughput and round trip, and the sizes whose throughput drops more than 10 % below both neighbours.</source>
        <translation>У стилі NetPIPE: TCP-пінг-понг через 127.0.0.1 (на кожен запит відповідають стількома ж байтами) з розмірами 1 Б … 64 КіБ — кожен степінь двійки і по 3 байти менше й більше за нього, по 1 с на розмір. Звіт наводить пропускну здатність і час обходу для кожного розміру, а також розміри, на яких пропускна здатність падає більш ніж на 10 % нижче, ніж в обох сусідів.</translation>
    </message>
    <message>
        <source>Loopback request/response latency</source>
        <translation>Loopback: затримка запит/відповідь</translation>
    </message>
    <message>
        <source>sockperf-style ping-pong over 127.0.0.1: the worker sends a request and its partner answers with as many bytes, one in flight, for 16 B … 16 KiB, 3 s each. The report gives per size the round trips, min, mean, standard deviation, p50 … p99.99 and max, and their distribution. Make the worker udp (and its spec&apos;s Read % 0) for a UDP ping-pong; set Bind and Peer address to a real link to time an adapter.</source>
        <translation>Пінг-понг у стилі sockperf через 127.0.0.1: воркер надсилає запит, партнер відповідає стількома ж байтами, один запит одночасно, для розмірів 16 Б … 16 КіБ, по 3 с на розмір. Звіт наводить для кожного розміру кількість обходів, мінімум, середнє, стандартне відхилення, p50 … p99.99 і максимум, а також їхній розподіл. Для UDP-пінг-понгу зробіть воркер udp (а в його специфікації — «Читання %» 0); щоб виміряти адаптер, задайте в «Локальна адреса» і «Адреса партнера» адреси реального каналу.</translation>
    </message>
    <message>
        <source>Loopback ramp: requests in flight</source>
        <translation>Loopback: наростання кількості одночасних запитів</translation>
    </message>
    <message>
        <source>How many 64-byte transactions must be in flight over 127.0.0.1 before the rate stops growing? Raises every worker&apos;s outstanding requests 1, 2, 4 … 64 and stops at the knee: the first value after which a step gains less than 5 %. The report has every point.</source>
        <translation>Скільки 64-байтових транзакцій має бути в дорозі через 127.0.0.1, перш ніж швидкість перестане зростати? Збільшує кількість одночасних запитів кожного воркера — 1, 2, 4 … 64 — і зупиняється на коліні: першому значенні, після якого крок дає приріст менше ніж 5 %. У звіті є всі точки.</translation>
    </message>
    <message>
        <source>Loopback zero-loss rate per frame size</source>
        <translation>Loopback: швидкість без втрат для кожного розміру кадру</translation>
    </message>
    <message>
        <source>RFC 2544 throughput over 127.0.0.1, as if it were a 1 Gbit/s line: for each frame size 64 … 1518 bytes, the highest rate in % of line rate at which no datagram is lost, to 1 %, in 1-second trials, the rate found verified once more. On loopback the small frames stop where this machine&apos;s sender does, and the report says so; set Bind and Peer address to two adapters to test a real link.</source>
        <translation>Пропускна здатність за RFC 2544 через 127.0.0.1, ніби це лінія 1 Гбіт/с: для кожного розміру кадру 64 … 1518 байт — найвища швидкість у % швидкості лінії, за якої не втрачається жодна датаграма, з точністю до 1 %, у спробах по 1 секунді; знайдена швидкість перевіряється ще раз. Через loopback малі кадри впираються в межу відправника цієї машини, і звіт про це повідомляє; щоб протестувати реальний канал, задайте в «Локальна адреса» і «Адреса партнера» адреси двох адаптерів.</translation>
    </message>
    <message>
        <source>Loopback receive</source>
        <translation>Loopback: приймання</translation>
    </message>
    <message>
        <source>One TCP pair over 127.0.0.1: the worker only receives; its partner sends.</source>
        <translation>Одна TCP-пара через 127.0.0.1: воркер лише приймає, партнер надсилає.</translation>
    </message>
    <message>
        <source>Loopback request/response</source>
        <translation>Loopback: запит/відповідь</translation>
    </message>
    <message>
        <source>netperf TCP_RR-style transactions over 127.0.0.1: the worker sends a 64-byte request and its partner answers with a 64-byte reply; each transaction is timed as one round trip. The steps keep 1, 2, 4 and 8 transactions in flight.</source>
        <translation>Транзакції в стилі netperf TCP_RR через 127.0.0.1: воркер надсилає 64-байтовий запит, партнер відповідає 64-байтовою відповіддю; кожна транзакція вимірюється як один обхід. Кроки тримають у дорозі 1, 2, 4 і 8 транзакцій.</translation>
    </message>
    <message>
        <source>Loopback throughput sweep</source>
        <translation>Loopback: пропускна здатність залежно від розміру запиту</translation>
    </message>
    <message>
        <source>One TCP pair over 127.0.0.1 on this machine: the worker sends to its partner, one request at a time, at each of the classic request sizes 64 B … 256 KiB. A quick check that everything works, and the loopback ceiling of this host.</source>
        <translation>Одна TCP-пара через 127.0.0.1 на цій машині: воркер надсилає партнерові по одному запиту за раз для кожного з класичних розмірів запиту 64 Б … 256 КіБ. Швидка перевірка, що все працює, і межа loopback цього хоста.</translation>
    </message>
    <message>
        <source>Loopback UDP ramp</source>
        <translation>Loopback: наростання швидкості UDP</translation>
    </message>
    <message>
        <source>The reviews&apos; UDP ramp on one host: the worker offers 200, 300 … 1000 Mbit/s of 1472-byte datagrams to its partner over 127.0.0.1, 2 s each. The report gives the rate that arrived and the loss at each offered rate, and the highest rate that arrived. Set Bind and Peer address to the two adapters of a real link to ramp it.</source>
        <translation>Наростання швидкості UDP, як в оглядах, на одному хості: воркер пропонує партнерові через 127.0.0.1 200, 300 … 1000 Мбіт/с датаграмами по 1472 байти, по 2 с на швидкість. Звіт наводить отриману швидкість і втрати для кожної пропонованої швидкості, а також найвищу отриману швидкість. Щоб перевірити реальний канал, задайте в «Локальна адреса» і «Адреса партнера» адреси двох його адаптерів.</translation>
    </message>
    <message>
        <source>Loopback UDP by frame size</source>
        <translation>Loopback: UDP за розмірами кадру</translation>
    </message>
    <message>
        <source>One UDP pair over 127.0.0.1: the worker offers 500 Mbit/s to its partner in datagrams that fill Ethernet frames of 64, 128, 256, 512, 1024, 1280 and 1518 bytes (payload = frame - 46). The report shows per size what arrived, the datagrams lost, reordered and duplicated, and the jitter.</source>
        <translation>Одна UDP-пара через 127.0.0.1: воркер пропонує партнерові 500 Мбіт/с датаграмами, що заповнюють кадри Ethernet розміром 64, 128, 256, 512, 1024, 1280 і 1518 байт (корисне навантаження = кадр - 46). Звіт показує для кожного розміру, скільки надійшло, скільки датаграм утрачено, переставлено й продубльовано, а також джитер.</translation>
    </message>
    <message>
        <source>Adapter delay (round-trip method)</source>
        <translation>Затримка адаптера (метод часу обходу)</translation>
    </message>
    <message>
        <source>The seed paper&apos;s method: a UDP ping-pong from this host&apos;s adapter (10.0.0.1) to the peer&apos;s (10.0.0.2), and the same over loopback on this host, for payloads 32 … 1460 bytes, 3 s each. The report gives the delay per size, (RTT_peer - RTT_loopback - Tf) / 2, and the line delay = A * Lp + B. Start dynamo B on the peer (Dynamos → Add a remote dynamo… shows how) and give the method your link&apos;s speed.</source>
        <translation>Метод базової статті: UDP-пінг-понг від адаптера цього хоста (10.0.0.1) до адаптера партнера (10.0.0.2) і те саме через loopback на цьому хості для корисного навантаження 32 … 1460 байт, по 3 с на розмір. Звіт наводить затримку для кожного розміру, (RTT_peer - RTT_loopback - Tf) / 2, і затримку лінії = A * Lp + B. Запустіть Dynamo B на партнері (як — показує Dynamo → Додати віддалений Dynamo…) і задайте методу швидкість вашого каналу.</translation>
    </message>
    <message>
        <source>Fast adapter, two hosts: large buffers, BBR, four connections</source>
        <translation>Швидкий адаптер, два хости: великі буфери, BBR, чотири з’єднання</translation>
    </message>
    <message>
        <source>A 10/25/100 GbE pair: host A (10.0.0.1) runs the workbench and a dynamo it starts, host B (10.0.0.2) a dynamo started by hand (Dynamos → Add a remote dynamo… shows how). Four TCP connections, as iperf3 with four parallel streams, with 16 MiB socket buffers and the BBR congestion control; the results record what each host&apos;s kernel granted, and the retransmissions. A host without BBR refuses the step before any traffic and names the algorithms it has.</source>
        <translation>Пара 10/25/100 GbE: на хості A (10.0.0.1) працюють стенд і запущений ним Dynamo, на хості B (10.0.0.2) — Dynamo, запущений вручну (як — показує Dynamo → Додати віддалений Dynamo…). Чотири TCP-з’єднання, як в iperf3 із чотирма паралельними потоками, з буферами сокетів 16 МіБ і алгоритмом керування перевантаженням BBR; результати фіксують, що саме надало ядро кожного хоста, і повторні передавання. Хост без BBR відхиляє крок ще до початку трафіку й називає наявні в нього алгоритми.</translation>
    </message>
    <message>
        <source>Jumbo frames: TCP throughput at MTU 1500, 4000 and 9000</source>
        <translation>Jumbo-кадри: пропускна здатність TCP за MTU 1500, 4000 і 9000</translation>
    </message>
    <message>
        <source>The reviews&apos; jumbo-frame test: one TCP stream from this host&apos;s adapter (10.0.0.1) to the peer&apos;s (10.0.0.2) in 64 KiB requests, once per MTU. Before each step both dynamos set the MTU of the interface holding their address (they need CAP_NET_ADMIN) and put the original back when the run ends, fails or loses its manager. The report compares throughput and CPU load per MTU. Start dynamo B on the peer (Dynamos → Add a remote dynamo… shows how).</source>
        <translation>Тест jumbo-кадрів, як в оглядах: один потік TCP від адаптера цього хоста (10.0.0.1) до адаптера партнера (10.0.0.2) запитами по 64 КіБ, по разу для кожного MTU. Перед кожним кроком обидва Dynamo встановлюють MTU інтерфейсу зі своєю адресою (їм потрібна CAP_NET_ADMIN) і повертають початкове значення, коли прогін завершується, зазнає збою або втрачає свій менеджер. Звіт порівнює пропускну здатність і завантаження ЦП для кожного MTU. Запустіть Dynamo B на партнері (як — показує Dynamo → Додати віддалений Dynamo…).</translation>
    </message>
    <message>
        <source>Zero-loss rate per frame size, raw frames, two hosts</source>
        <translation>Швидкість без втрат для кожного розміру кадру, сирі кадри, два хости</translation>
    </message>
    <message>
        <source>RFC 2544 throughput of a gigabit link between two hosts on one segment: host A (10.0.0.1) sends whole Ethernet frames of 64 … 1518 bytes through a packet socket, past its UDP stack, so that the small frames measure the link and the receiver rather than A&apos;s socket path. For each frame size, the highest rate in % of line rate at which no frame is lost, to 1 %, in 2-second trials. A&apos;s dynamo needs the CAP_NET_RAW capability (root, or the capability given to iometry-dynamo); B receives on a UDP socket and needs nothing. Start dynamo B on the peer (Dynamos → Add a remote dynamo… shows how).</source>
        <translation>Пропускна здатність за RFC 2544 гігабітного каналу між двома хостами в одному сегменті: хост A (10.0.0.1) надсилає цілі кадри Ethernet по 64 … 1518 байт через пакетний сокет в обхід свого стека UDP, щоб малі кадри вимірювали канал і приймач, а не шлях через сокети A. Для кожного розміру кадру — найвища швидкість у % швидкості лінії, за якої не втрачається жоден кадр, з точністю до 1 %, у спробах по 2 секунди. Dynamo хоста A потрібна можливість CAP_NET_RAW (root або ця можливість, надана iometry-dynamo); B приймає через сокет UDP і нічого не потребує. Запустіть Dynamo B на партнері (як — показує Dynamo → Додати віддалений Dynamo…).</translation>
    </message>
    <message>
        <source>Adapter throughput sweep, two hosts</source>
        <translation>Пропускна здатність адаптера залежно від розміру запиту, два хости</translation>
    </message>
    <message>
        <source>Two hosts joined by a cable: host A (10.0.0.1) runs the workbench and a dynamo it starts, host B (10.0.0.2) a dynamo started by hand (Dynamos → Add a remote dynamo… shows how). A sends to B at each of the classic request sizes 64 B … 256 KiB, three times each, and the report keeps the mean.</source>
        <translation>Два хости, з’єднані кабелем: на хості A (10.0.0.1) працюють стенд і запущений ним Dynamo, на хості B (10.0.0.2) — Dynamo, запущений вручну (як — показує Dynamo → Додати віддалений Dynamo…). A надсилає B дані для кожного з класичних розмірів запиту 64 Б … 256 КіБ, по три рази для кожного, а звіт зберігає середнє.</translation>
    </message>
    <message>
        <source>Adapter comparison</source>
        <translation>Порівняння адаптерів</translation>
    </message>
    <message>
        <source>The comparison of adapters between two hosts: a TCP throughput sweep 64 B … 256 KiB (best of 5), a UDP ramp from 200 to 800 Mbit/s in steps of 10 until the delivered rate stops growing, a NetPIPE-style fine sweep of request/response sizes, and TCP throughput at MTU 1500, 3000, 4500, 6000, 7500 and 9000 (best of 5). About 24m09s at the template&apos;s repeats.</source>
        <translation>Порівняння адаптерів між двома хостами: пропускна здатність TCP залежно від розміру запиту 64 Б … 256 КіБ (найкращий із 5), наростання швидкості UDP від 200 до 800 Мбіт/с з кроком 10, доки доставлена швидкість не перестане зростати, точний перебір розмірів запиту/відповіді в стилі NetPIPE і пропускна здатність TCP за MTU 1500, 3000, 4500, 6000, 7500 і 9000 (найкращий із 5). Близько 24 хв 09 с за кількості повторів із шаблону.</translation>
    </message>
    <message>
        <source>Adapter delay</source>
        <translation>Затримка адаптера</translation>
    </message>
    <message>
        <source>The latency an adapter adds: UDP round trips of 32 … 1460 B to the peer and the same over loopback on each host, the difference per size against the wire time of a 1 Gbit/s link. About 3m36s at the template&apos;s repeats.</source>
        <translation>Затримка, яку додає адаптер: обходи UDP з розмірами 32 … 1460 Б до партнера і те саме через loopback на кожному хості; різниця для кожного розміру порівнюється з часом передавання по лінії 1 Гбіт/с. Близько 3 хв 36 с за кількості повторів із шаблону.</translation>
    </message>
    <message>
        <source>Disk review</source>
        <translation>Огляд диска</translation>
    </message>
    <message>
        <source>The presets disk reviewers print: sequential 1 MiB at QD 8 and QD 1, random 4 KiB at QD 32 and QD 1, each read and then written, on a 1 GiB test file with O_DIRECT (the CrystalDiskMark grid); then 4 KiB random 70/30 read/write at queue depths 1 … 32. Each step 10 s after 2 s of ramp. Put the test file on the disk under test: the test creates it and writes only there. About 3m02s at the template&apos;s repeats.</source>
        <translation>Стандартні шаблони, результати яких публікують оглядачі дисків: послідовний доступ блоками 1 МіБ за QD 8 і QD 1, випадковий блоками 4 КіБ за QD 32 і QD 1, кожен спершу читання, потім запис, на тестовому файлі 1 ГіБ з O_DIRECT (сітка CrystalDiskMark); потім випадковий доступ блоками 4 КіБ, 70/30 читання/запис, за глибини черги 1 … 32. Кожен крок — 10 с після 2 с прогріву. Розмістіть тестовий файл на диску, що тестується: тест створює його і пише лише туди. Близько 3 хв 02 с за кількості повторів із шаблону.</translation>
    </message>
    <message>
        <source>Gigabit adapter review</source>
        <translation>Огляд гігабітного адаптера</translation>
    </message>
    <message>
        <source>RFC 2544 zero-loss rate per frame size</source>
        <translation>Швидкість без втрат для кожного розміру кадру за RFC 2544</translation>
    </message>
    <message>
        <source>The highest rate without loss for every frame size of RFC 2544 (64, 128, 256, 512, 1024, 1280, 1518 B), in packets per second and % of the 1 Gbit/s line rate, found by a binary search to 1 %; each trial 10 s. At most 33m36s at the template&apos;s repeats.</source>
        <translation>Найвища швидкість без втрат для кожного розміру кадру за RFC 2544 (64, 128, 256, 512, 1024, 1280, 1518 Б) у пакетах за секунду і в % швидкості лінії 1 Гбіт/с, знайдена двійковим пошуком з точністю до 1 %; кожна спроба — 10 с. Не більше 33 хв 36 с за кількості повторів із шаблону.</translation>
    </message>
    <message>
        <source>One server, 1, 2, 3 clients</source>
        <translation>Один сервер, 1, 2, 3 клієнти</translation>
    </message>
    <message>
        <source>One server loaded by 1, then 2, then 3 clients, each client a TCP stream of 64 KiB requests to the server: per-pair and aggregate throughput and the server&apos;s CPU at every client count, 5 repeats (the mean is kept). The server dynamo is the host under test; client1 … client3 are the load generators. About 3m15s at the template&apos;s repeats.</source>
        <translation>Один сервер під навантаженням 1, потім 2, потім 3 клієнтів; кожен клієнт — потік TCP із запитів по 64 КіБ до сервера: пропускна здатність на пару і сумарна, а також завантаження ЦП сервера для кожної кількості клієнтів, 5 повторів (зберігається середнє). Dynamo сервера — хост, що тестується; client1 … client3 — генератори навантаження. Близько 3 хв 15 с за кількості повторів із шаблону.</translation>
    </message>
    <message>
        <source>Loopback load–latency curve</source>
        <translation>Крива «навантаження — затримка» через loopback</translation>
    </message>
    <message>
        <source>How the round trip of 64-byte TCP requests over 127.0.0.1 grows with their rate: one step finds the highest rate with 4 requests in flight, then 10, 25, 50, 75, 90 and 95 % of it are offered open loop at even gaps, every latency timed from the request&apos;s scheduled time.</source>
        <translation>Як зростає час обходу 64-байтових TCP-запитів через 127.0.0.1 з їхньою частотою: один крок знаходить найбільшу швидкість, коли в дорозі 4 запити, потім 10, 25, 50, 75, 90 і 95 % від неї подаються у відкритому циклі через рівні проміжки; кожна затримка відраховується від запланованого часу запиту.</translation>
    </message>
    <message>
        <source>The classic adapter review between two hosts: TCP throughput and CPU load against request size 64 B … 256 KiB in transmit, receive and full duplex, 20 repeats of every step (the mean is kept), at MTU 1500 and again at 9000 (jumbo frames); the P/E index (Mbit/s per CPU %) of every point. Then latency under load: a UDP probe&apos;s 64-byte round trips, 10 a second, beside 10 s of full duplex TCP and alone 5 s before and after (as Flent&apos;s RRUL). A is this host&apos;s adapter, B the peer&apos;s: give both addresses, or run it over loopback on this host alone, without the MTU changes. About 3h18m at the template&apos;s repeats.</source>
        <translation>Класичний огляд адаптера між двома хостами: пропускна здатність TCP і завантаження ЦП залежно від розміру запиту 64 Б … 256 КіБ у режимах передавання, приймання і повного дуплексу, 20 повторів кожного кроку (зберігається середнє), за MTU 1500 і ще раз за 9000 (jumbo-кадри); індекс P/E (Мбіт/с на 1 % завантаження ЦП) для кожної точки. Потім затримка під навантаженням: 64-байтові обходи UDP-зонда, 10 за секунду, поруч із 10 с повнодуплексного TCP і самі — 5 с до і після (як RRUL у Flent). A — адаптер цього хоста, B — адаптер партнера: задайте обидві адреси або виконайте тест через loopback лише на цьому хості, без зміни MTU. Близько 3 год 18 хв за кількості повторів із шаблону.</translation>
    </message>
</context>
<context>
    <name>KindSetting</name>
    <message>
        <source>Bytes of the test file; for a block device the span tested</source>
        <translation>Розмір тестового файлу в байтах; для блокового пристрою — ділянка, що тестується</translation>
    </message>
    <message>
        <source>The test file, or with block_device the device, on the worker&apos;s dynamo</source>
        <translation>Тестовий файл або, з block_device, сам пристрій на Dynamo воркера</translation>
    </message>
    <message>
        <source>The path is a block device: the explicit consent to write to it</source>
        <translation>Шлях — блоковий пристрій: явна згода на запис до нього</translation>
    </message>
    <message>
        <source>Open with O_DIRECT: requests go to the device, not the page cache</source>
        <translation>Відкривати з O_DIRECT: запити йдуть на пристрій, а не в сторінковий кеш</translation>
    </message>
    <message>
        <source>Write to a block device that holds a partition table or a file system</source>
        <translation>Писати на блоковий пристрій із таблицею розділів або файловою системою</translation>
    </message>
    <message>
        <source>How I/Os reach the kernel</source>
        <translation>Як операції потрапляють до ядра</translation>
    </message>
    <message>
        <source>Writes carry a stamp that reads check</source>
        <translation>Записи несуть позначку, яку перевіряють читання</translation>
    </message>
    <message>
        <source>The address this worker listens on</source>
        <translation>Адреса, на якій слухає цей воркер</translation>
    </message>
    <message>
        <source>The host its partner runs on</source>
        <translation>Хост, на якому працює партнер</translation>
    </message>
    <message>
        <source>The address the partner connects from</source>
        <translation>Адреса, з якої підключається партнер</translation>
    </message>
    <message>
        <source>The CPU of its host the partner is pinned to</source>
        <translation>ЦП його хоста, до якого прив’язано партнера</translation>
    </message>
    <message>
        <source>TCP_CONGESTION: the congestion control both ends use</source>
        <translation>TCP_CONGESTION: алгоритм керування перевантаженням, який використовують обидва кінці</translation>
    </message>
    <message>
        <source>SO_ZEROCOPY: send without copying the payload into the kernel</source>
        <translation>SO_ZEROCOPY: надсилати без копіювання корисного навантаження в ядро</translation>
    </message>
    <message>
        <source>SO_SNDBUF: bytes asked for the send buffer of each connection</source>
        <translation>SO_SNDBUF: запитуваний розмір буфера надсилання кожного з&apos;єднання в байтах</translation>
    </message>
    <message>
        <source>SO_RCVBUF: bytes asked for the receive buffer of each connection</source>
        <translation>SO_RCVBUF: запитуваний розмір буфера приймання кожного з&apos;єднання в байтах</translation>
    </message>
    <message>
        <source>TCP_NODELAY: send each request at once instead of gathering small segments</source>
        <translation>TCP_NODELAY: надсилати кожен запит одразу, не збираючи дрібні сегменти</translation>
    </message>
    <message>
        <source>TCP_MAXSEG: the largest segment to send and to announce</source>
        <translation>TCP_MAXSEG: найбільший сегмент, що надсилається й оголошується</translation>
    </message>
    <message>
        <source>SO_BUSY_POLL: how long a receive busy-polls the device before it sleeps</source>
        <translation>SO_BUSY_POLL: скільки приймання активно опитує пристрій, перш ніж заснути</translation>
    </message>
    <message>
        <source>SO_MAX_PACING_RATE: the most each connection sends, on the wire</source>
        <translation>SO_MAX_PACING_RATE: найбільша швидкість надсилання кожного з&apos;єднання на лінії</translation>
    </message>
    <message>
        <source>How the sending end puts its datagrams on the link</source>
        <translation>Як кінець, що надсилає, виводить свої датаграми на лінію</translation>
    </message>
    <message>
        <source>The offered rate of the pair, in Mbit/s of payload</source>
        <translation>Пропонована швидкість пари в Мбіт/с корисного навантаження</translation>
    </message>
    <message>
        <source>What writes carry, as IOmeter&apos;s data patterns; not with verify</source>
        <translation>Що несуть записи — шаблони даних IOmeter; не разом із verify</translation>
    </message>
    <message>
        <source>Where the tested span starts on the target, a multiple of 512</source>
        <translation>Де на цілі починається перевірювана ділянка; кратно 512</translation>
    </message>
</context>
<context>
    <name>LiveChart</name>
    <message>
        <source>time, s</source>
        <translation>час, с</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Стежити</translation>
    </message>
    <message>
        <source>Follow the latest data. The wheel zooms and a drag pans the time axis, which stops following.</source>
        <translation>Стежити за останніми даними. Коліщатко масштабує, перетягування зсуває вісь часу — стеження при цьому припиняється.</translation>
    </message>
    <message>
        <source>Series to draw</source>
        <translation>Ряди для відображення</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>ЦП %</translation>
    </message>
    <message>
        <source>%1
t = %2 s
%3 %</source>
        <translation>%1
t = %2 с
%3 %</translation>
    </message>
    <message>
        <source>%1
t = %2 s
%3 %4</source>
        <translation>%1
t = %2 с
%3 %4</translation>
    </message>
</context>
<context>
    <name>MethodParam</name>
    <message>
        <source>%1.</source>
        <extracomment>A parameter&apos;s help (%1, no full stop) as a sentence</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source> B</source>
        <translation> Б</translation>
    </message>
    <message>
        <source> Mbit/s</source>
        <translation> Мбіт/с</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>UDP payload sizes, a ping-pong each to the peer and over loopback</source>
        <translation>Розміри корисного навантаження UDP, для кожного пінг-понг до партнера й через loopback</translation>
    </message>
    <message>
        <source>Bytes below the payload: 28 for UDP over IPv4 (8 + 20), 48 over IPv6</source>
        <translation>Байти під корисним навантаженням: 28 — UDP через IPv4 (8 + 20), 48 — через IPv6</translation>
    </message>
    <message>
        <source>The link&apos;s speed: the time the frame&apos;s bits take on the wire is taken off the delay</source>
        <translation>Швидкість лінії: час, за який біти кадру проходять лінію, віднімається від затримки</translation>
    </message>
    <message>
        <source>The smallest request size</source>
        <translation>Найменший розмір запиту</translation>
    </message>
    <message>
        <source>The largest request size</source>
        <translation>Найбільший розмір запиту</translation>
    </message>
    <message>
        <source>Base sizes per doubling: 1 tries the powers of two, 4 adds three sizes between each two</source>
        <translation>Базових розмірів на подвоєння: 1 — лише степені двійки, 4 — ще три розміри між кожними двома</translation>
    </message>
    <message>
        <source>Each size is also tried this many bytes below and above, as NetPIPE does</source>
        <translation>Кожен розмір також перевіряється на стільки байтів менше й більше, як у NetPIPE</translation>
    </message>
    <message>
        <source>A size whose Mbit/s is more than this below both neighbours&apos; is a drop-out</source>
        <translation>Розмір, у якого Мбіт/с нижчі, ніж в обох сусідів, більше ніж на це значення, — провал</translation>
    </message>
    <message>
        <source>The request sizes, one step each, every request answered with as many bytes</source>
        <translation>Розміри запитів, по кроку на кожен; на кожен запит відповідають стількома ж байтами</translation>
    </message>
    <message>
        <source>Requests every worker keeps in flight</source>
        <translation>Запитів, які кожен воркер тримає в дорозі</translation>
    </message>
    <message>
        <source>A pause after each reply before the next request, as ping -i</source>
        <translation>Пауза після кожної відповіді перед наступним запитом, як ping -i</translation>
    </message>
    <message>
        <source>Round trips per size and worker, as ping -c: every one is timed</source>
        <translation>Циклів запит–відповідь на розмір і воркер, як ping -c: кожен вимірюється</translation>
    </message>
    <message>
        <source>How long each size runs</source>
        <translation>Скільки триває кожен розмір</translation>
    </message>
    <message>
        <source>The knob the ramp raises</source>
        <translation>Параметр, який наростання збільшує</translation>
    </message>
    <message>
        <source>The rate that must keep growing</source>
        <translation>Швидкість, яка має й далі зростати</translation>
    </message>
    <message>
        <source>The knob&apos;s first value</source>
        <translation>Перше значення параметра</translation>
    </message>
    <message>
        <source>Its last value: the ramp never goes beyond it</source>
        <translation>Його останнє значення: наростання ніколи не йде далі</translation>
    </message>
    <message>
        <source>Added to (linear) or multiplied by (exponential) each value</source>
        <translation>Додається до кожного значення (лінійно) або множить його (експоненційно)</translation>
    </message>
    <message>
        <source>How the values grow</source>
        <translation>Як зростають значення</translation>
    </message>
    <message>
        <source>Less growth than this over the knee so far is a stall</source>
        <translation>Зростання менше за це відносно досягнутого коліна — застій</translation>
    </message>
    <message>
        <source>Stalls in a row that end the ramp</source>
        <translation>Застоїв поспіль, які завершують наростання</translation>
    </message>
    <message>
        <source>Ethernet frame sizes, FCS included: one search each</source>
        <translation>Розміри кадрів Ethernet разом із FCS: по пошуку на кожен</translation>
    </message>
    <message>
        <source>The line rate the search&apos;s percentages refer to</source>
        <translation>Швидкість лінії, до якої відносяться відсотки пошуку</translation>
    </message>
    <message>
        <source>A trial passes with at most this loss</source>
        <translation>Спроба проходить за втрат, не більших за ці</translation>
    </message>
    <message>
        <source>The search stops this close to the answer, in % of line rate</source>
        <translation>Пошук зупиняється на такій відстані від відповіді, у % швидкості лінії</translation>
    </message>
    <message>
        <source>The rate found runs once more to confirm it</source>
        <translation>Знайдена швидкість перевіряється ще раз для підтвердження</translation>
    </message>
    <message>
        <source>How long each trial offers its rate</source>
        <translation>Скільки часу кожна спроба пропонує свою швидкість</translation>
    </message>
    <message>
        <source>The first rate offered, in Mbit/s of UDP payload</source>
        <translation>Перша пропонована швидкість, у Мбіт/с корисного навантаження UDP</translation>
    </message>
    <message>
        <source>The last rate offered: every rate up to it is tried</source>
        <translation>Остання пропонована швидкість: перевіряються всі швидкості до неї включно</translation>
    </message>
    <message>
        <source>Added for each next trial</source>
        <translation>Додається для кожної наступної спроби</translation>
    </message>
    <message>
        <source>Bytes of UDP payload in every datagram: every line gets this size</source>
        <translation>Байтів корисного навантаження UDP у кожній датаграмі: цей розмір отримує кожен рядок</translation>
    </message>
    <message>
        <source>How long each rate is measured</source>
        <translation>Скільки часу вимірюється кожна швидкість</translation>
    </message>
    <message>
        <source>Fractions of the highest rate found in a closed loop, each offered open loop as one level</source>
        <translation>Частки найбільшої швидкості, знайденої в замкненому циклі; кожна подається у відкритому циклі як один рівень</translation>
    </message>
    <message>
        <source>Total rates offered instead of fractions, one level each, without the search</source>
        <translation>Сумарні швидкості замість часток, по одному рівню на кожну, без пошуку</translation>
    </message>
    <message>
        <source>How a level&apos;s requests come due: at even gaps, or at exponential gaps of the same mean</source>
        <translation>Як настає строк запитів рівня: через рівні проміжки або через експоненційні з тим самим середнім</translation>
    </message>
    <message>
        <source>How long each step runs, the search&apos;s too</source>
        <translation>Скільки триває кожен крок, зокрема крок пошуку</translation>
    </message>
</context>
<context>
    <name>MethodTitle</name>
    <message>
        <source>Adapter delay</source>
        <translation>Затримка адаптера</translation>
    </message>
    <message>
        <source>Fine size sweep</source>
        <translation>Точний перебір розмірів</translation>
    </message>
    <message>
        <source>Request/response latency</source>
        <translation>Затримка в режимі запит/відповідь</translation>
    </message>
    <message>
        <source>Ramp</source>
        <translation>Наростання навантаження</translation>
    </message>
    <message>
        <source>Zero-loss rate per frame size</source>
        <translation>Швидкість без втрат для кожного розміру кадру</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Перебір параметрів</translation>
    </message>
    <message>
        <source>UDP ramp</source>
        <translation>Наростання швидкості UDP</translation>
    </message>
    <message>
        <source>Load–latency curve</source>
        <translation>Крива «навантаження — затримка»</translation>
    </message>
</context>
<context>
    <name>ProcedureFigure</name>
    <message>
        <source>Offered</source>
        <translation>Пропоновано</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Надіслано</translation>
    </message>
    <message>
        <source>Arrived</source>
        <translation>Отримано</translation>
    </message>
    <message>
        <source>Loss (%)</source>
        <translation>Втрати, %</translation>
    </message>
    <message>
        <source>Zero-loss rate (% of line rate)</source>
        <translation>Швидкість без втрат, % швидкості лінії</translation>
    </message>
    <message>
        <source>(sender-limited)</source>
        <translation>(обмежено відправником)</translation>
    </message>
    <message>
        <source>Frame size (bytes, FCS included)</source>
        <translation>Розмір кадру (байт, разом із FCS)</translation>
    </message>
    <message>
        <source>Mean latency</source>
        <translation>Середня затримка</translation>
    </message>
    <message>
        <source>Drop-out</source>
        <translation>Провал</translation>
    </message>
    <message>
        <source>Request size (bytes)</source>
        <translation>Розмір запиту, байт</translation>
    </message>
    <message>
        <source>Mean latency (µs)</source>
        <translation>Середня затримка, мкс</translation>
    </message>
    <message>
        <source>Lp: payload + headers (bytes)</source>
        <translation>Lp: корисне навантаження + заголовки, байт</translation>
    </message>
    <message>
        <source>Knee</source>
        <translation>Коліно</translation>
    </message>
    <message>
        <source>Outstanding I/Os</source>
        <translation>Глибина черги</translation>
    </message>
    <message>
        <source>Transactions/s</source>
        <translation>Транзакцій/с</translation>
    </message>
    <message>
        <source>Operations/s</source>
        <translation>Операцій/с</translation>
    </message>
    <message>
        <source>No figure for the procedure &quot;%1&quot;</source>
        <translation>Немає графіка для процедури «%1»</translation>
    </message>
    <message>
        <source>No point was measured</source>
        <translation>Не виміряно жодної точки</translation>
    </message>
    <message>
        <source>min</source>
        <translation>мін</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>середнє</translation>
    </message>
    <message>
        <source>p99.9</source>
        <translation>p99.9</translation>
    </message>
    <message>
        <source>p99.99</source>
        <translation>p99.99</translation>
    </message>
    <message>
        <source>Round-trip time x (µs)</source>
        <translation>Час обходу x, мкс</translation>
    </message>
    <message>
        <source>Share of round trips ≥ x</source>
        <translation>Частка обходів ≥ x</translation>
    </message>
    <message>
        <source>No round trip was timed</source>
        <translation>Жодного обходу не виміряно</translation>
    </message>
    <message>
        <source>Adapter delay against frame size</source>
        <translation>Затримка адаптера залежно від розміру кадру</translation>
    </message>
    <message>
        <source>Payload L (bytes)</source>
        <translation>Корисне навантаження L, байт</translation>
    </message>
    <message>
        <source>Delay (ns)</source>
        <translation>Затримка, нс</translation>
    </message>
    <message>
        <source>Round trips to the peer and over loopback</source>
        <translation>Час обходу до партнера і через локальну петлю</translation>
    </message>
    <message>
        <source>The mean round trip of each size; dotted: over loopback on the same host.</source>
        <translation>Середній час обходу для кожного розміру; точкова лінія — через локальну петлю на тому самому хості.</translation>
    </message>
    <message>
        <source>Round trip (ns)</source>
        <translation>Час обходу, нс</translation>
    </message>
    <message>
        <source>to the peer</source>
        <translation>до партнера</translation>
    </message>
    <message>
        <source>over loopback</source>
        <translation>через локальну петлю</translation>
    </message>
    <message>
        <source>Fine size sweep: throughput against message size</source>
        <translation>Точний перебір розмірів: пропускна здатність залежно від розміру повідомлення</translation>
    </message>
    <message>
        <source>Request/response exchanges of every size on the fine grid; a dip shows a size the path handles badly.</source>
        <translation>Обміни запит/відповідь для кожного розміру на дрібній сітці; провал вказує на розмір, з яким шлях передавання даних справляється погано.</translation>
    </message>
    <message>
        <source>Message size (bytes)</source>
        <translation>Розмір повідомлення, байт</translation>
    </message>
    <message>
        <source>Fine size sweep: latency against message size</source>
        <translation>Точний перебір розмірів: затримка залежно від розміру повідомлення</translation>
    </message>
    <message>
        <source>The median round trip of each size.</source>
        <translation>Медіанний час обходу для кожного розміру.</translation>
    </message>
    <message>
        <source>Round trip, median (µs)</source>
        <translation>Час обходу, медіана, мкс</translation>
    </message>
    <message>
        <source>Round-trip latency against request size</source>
        <translation>Затримка обходу залежно від розміру запиту</translation>
    </message>
    <message>
        <source>Round trip (µs)</source>
        <translation>Час обходу, мкс</translation>
    </message>
    <message>
        <source>median</source>
        <translation>медіана</translation>
    </message>
    <message>
        <source>99th percentile</source>
        <translation>99-й процентиль</translation>
    </message>
    <message>
        <source>Ramp: the rate at each step</source>
        <translation>Наростання навантаження: швидкість на кожному кроці</translation>
    </message>
    <message>
        <source>Each point is one step; the ramp stops where the rate stops growing.</source>
        <translation>Кожна точка — один крок; наростання припиняється, коли швидкість перестає зростати.</translation>
    </message>
    <message>
        <source>Zero-loss rate per frame size</source>
        <translation>Швидкість без втрат для кожного розміру кадру</translation>
    </message>
    <message>
        <source>The highest rate at which no frame was lost, in % of the line rate, for each frame size of RFC 2544; no bar: no rate passed.</source>
        <translation>Максимальна швидкість, за якої не втрачено жодного кадру, у % від швидкості лінії, для кожного розміру кадру за RFC 2544; немає стовпця — жодна швидкість не пройшла перевірку.</translation>
    </message>
    <message>
        <source>Zero-loss packet rate per frame size</source>
        <translation>Швидкість без втрат у кадрах за секунду для кожного розміру кадру</translation>
    </message>
    <message>
        <source>The same rates in frames per second.</source>
        <translation>Ті самі швидкості в кадрах за секунду.</translation>
    </message>
    <message>
        <source>Zero-loss rate (frames/s)</source>
        <translation>Швидкість без втрат, кадрів/с</translation>
    </message>
    <message>
        <source>UDP ramp: the rate that arrived against the rate offered</source>
        <translation>Наростання швидкості UDP: отримана швидкість залежно від пропонованої</translation>
    </message>
    <message>
        <source>Each point is one trial. Where a curve leaves the diagonal, datagrams are lost; the dotted curves give the loss on the right axis.</source>
        <translation>Кожна точка — одне випробування. Там, де крива відходить від діагоналі, датаграми втрачаються; точкові криві показують втрати за правою віссю.</translation>
    </message>
    <message>
        <source>Half of the round trip to the peer less the round trip over loopback and the wire time of both frames: the time the adapters add; the straight line is the fitted model.</source>
        <translation>Половина часу обходу до партнера за вирахуванням часу обходу через локальну петлю і часу передавання обох кадрів лінією — це час, який вносять адаптери; пряма — підібрана модель.</translation>
    </message>
    <message>
        <source>fit: delay = %1 ns/byte · Lp + %2 ns</source>
        <translation>модель: затримка = %1 нс/байт · Lp + %2 нс</translation>
    </message>
    <message>
        <source>The median round trip of each size (solid) and its 99th percentile (dashed), on a logarithmic axis.</source>
        <translation>Медіанний час обходу для кожного розміру (суцільна лінія) і його 99-й процентиль (штрихова), логарифмічна шкала.</translation>
    </message>
    <message>
        <source>Latency distribution: P(RTT ≥ x) per size</source>
        <translation>Розподіл затримки: P(RTT ≥ x) для кожного розміру</translation>
    </message>
    <message>
        <source>For each size, the share of round trips that took x or longer; both axes logarithmic, so the tail down to 1 in 100 000 reads.</source>
        <translation>Для кожного розміру — частка обходів, що тривали x або довше; обидві осі логарифмічні, тож хвіст видно до 1 зі 100 000.</translation>
    </message>
    <message>
        <source>Throughput (%1)</source>
        <translation>Пропускна здатність, %1</translation>
    </message>
    <message>
        <source>Offered rate (%1 of payload)</source>
        <translation>Пропонована швидкість, %1 корисного навантаження</translation>
    </message>
    <message>
        <source>Rate (%1 of payload)</source>
        <translation>Швидкість, %1 корисного навантаження</translation>
    </message>
    <message>
        <source>Latency against load, open loop</source>
        <translation>Затримка залежно від навантаження, відкритий цикл</translation>
    </message>
    <message>
        <source>Each point is one level of offered load, drawn at the rate it achieved; every latency is timed from the request&apos;s scheduled time, on a logarithmic axis. The circle marks the knee: the first level whose p99 is more than twice that of the lightest level.</source>
        <translation>Кожна точка — один рівень запропонованого навантаження, нарисований за досягнутої швидкості; кожна затримка відраховується від запланованого часу запиту, вісь логарифмічна. Кружечок позначає коліно: перший рівень, у якого p99 більш ніж удвічі більший, ніж у найлегшого рівня.</translation>
    </message>
    <message>
        <source>Achieved rate (operations/s)</source>
        <translation>Досягнута швидкість, операцій/с</translation>
    </message>
    <message>
        <source>Achieved rate (transactions/s)</source>
        <translation>Досягнута швидкість, транзакцій/с</translation>
    </message>
    <message>
        <source>Latency (µs)</source>
        <translation>Затримка, мкс</translation>
    </message>
    <message>
        <source>p90</source>
        <translation>p90</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>reads, p99</source>
        <translation>читання, p99</translation>
    </message>
    <message>
        <source>writes, p99</source>
        <translation>запис, p99</translation>
    </message>
</context>
<context>
    <name>ProcedureReport</name>
    <message>
        <source>Loss (%)</source>
        <translation>Втрати, %</translation>
    </message>
    <message>
        <source>Datagrams</source>
        <translation>Датаграми</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Втрачено</translation>
    </message>
    <message>
        <source>Jitter (µs)</source>
        <translation>Джитер, мкс</translation>
    </message>
    <message>
        <source>Frame (bytes)</source>
        <translation>Кадр, байт</translation>
    </message>
    <message>
        <source>Payload (bytes)</source>
        <translation>Корисне навантаження, байт</translation>
    </message>
    <message>
        <source>Rate (frames/s)</source>
        <translation>Швидкість, кадрів/с</translation>
    </message>
    <message>
        <source>Line rate (%)</source>
        <translation>Частка швидкості лінії, %</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>Перевірено</translation>
    </message>
    <message>
        <source>Limited by</source>
        <translation>Обмеження</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>Спроби</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>втрати</translation>
    </message>
    <message>
        <source>sender</source>
        <translation>відправник</translation>
    </message>
    <message>
        <source>Size (bytes)</source>
        <translation>Розмір, байт</translation>
    </message>
    <message>
        <source>Transactions/s</source>
        <translation>Транзакцій/с</translation>
    </message>
    <message>
        <source>Latency mean (µs)</source>
        <translation>Затримка сер., мкс</translation>
    </message>
    <message>
        <source>Latency p50 (µs)</source>
        <translation>Затримка p50, мкс</translation>
    </message>
    <message>
        <source>Latency p99 (µs)</source>
        <translation>Затримка p99, мкс</translation>
    </message>
    <message>
        <source>Drop-out (%)</source>
        <translation>Провал, %</translation>
    </message>
    <message>
        <source>L (bytes)</source>
        <translation>L, байт</translation>
    </message>
    <message>
        <source>RTT peer (ns)</source>
        <translation>RTT до партнера, нс</translation>
    </message>
    <message>
        <source>RTT loopback (ns)</source>
        <translation>RTT через loopback, нс</translation>
    </message>
    <message>
        <source>Lp (bytes)</source>
        <translation>Lp, байт</translation>
    </message>
    <message>
        <source>Lf (bytes)</source>
        <translation>Lf, байт</translation>
    </message>
    <message>
        <source>Tf (ns)</source>
        <translation>Tf, нс</translation>
    </message>
    <message>
        <source>Delay (ns)</source>
        <translation>Затримка, нс</translation>
    </message>
    <message>
        <source>Residual (ns)</source>
        <translation>Залишок, нс</translation>
    </message>
    <message>
        <source>Model RTT (ns)</source>
        <translation>RTT моделі, нс</translation>
    </message>
    <message>
        <source>Operations/s</source>
        <translation>Операцій/с</translation>
    </message>
    <message>
        <source>Request size (bytes)</source>
        <translation>Розмір запиту, байт</translation>
    </message>
    <message>
        <source>Outstanding I/Os</source>
        <translation>Глибина черги</translation>
    </message>
    <message>
        <source>Growth over the knee (%)</source>
        <translation>Приріст відносно коліна, %</translation>
    </message>
    <message>
        <source>Grew</source>
        <translation>Зросло</translation>
    </message>
    <message>
        <source>Round trips</source>
        <translation>Обходи</translation>
    </message>
    <message>
        <source>Min (µs)</source>
        <translation>Мін, мкс</translation>
    </message>
    <message>
        <source>Mean (µs)</source>
        <translation>Середнє, мкс</translation>
    </message>
    <message>
        <source>Std dev (µs)</source>
        <translation>Ст. відх., мкс</translation>
    </message>
    <message>
        <source>p50 (µs)</source>
        <translation>p50, мкс</translation>
    </message>
    <message>
        <source>p90 (µs)</source>
        <translation>p90, мкс</translation>
    </message>
    <message>
        <source>p99 (µs)</source>
        <translation>p99, мкс</translation>
    </message>
    <message>
        <source>p99.9 (µs)</source>
        <translation>p99.9, мкс</translation>
    </message>
    <message>
        <source>p99.99 (µs)</source>
        <translation>p99.99, мкс</translation>
    </message>
    <message>
        <source>Max (µs)</source>
        <translation>Макс, мкс</translation>
    </message>
    <message>
        <source>RTT (µs)</source>
        <translation>RTT, мкс</translation>
    </message>
    <message>
        <source>P(RTT ≥ x)</source>
        <translation>P(RTT ≥ x)</translation>
    </message>
    <message>
        <source>Adapter delay at zero length, B (ns)</source>
        <translation>Затримка адаптера за нульової довжини, B, нс</translation>
    </message>
    <message>
        <source>Adapter delay per byte, A (ns/byte)</source>
        <translation>Затримка адаптера на байт, A (нс/байт)</translation>
    </message>
    <message>
        <source>Round trip at %1, median (µs)</source>
        <translation>Час обходу за розміру %1, медіана, мкс</translation>
    </message>
    <message>
        <source>Round trip at %1, 99th percentile (µs)</source>
        <translation>Час обходу за розміру %1, 99-й процентиль, мкс</translation>
    </message>
    <message>
        <source>Zero-loss rate at %1-byte frames (frames/s)</source>
        <translation>Швидкість без втрат для кадрів %1 байт, кадрів/с</translation>
    </message>
    <message>
        <source>Zero-loss rate at %1-byte frames (% of line rate)</source>
        <translation>Швидкість без втрат для кадрів %1 байт, % швидкості лінії</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Розмір</translation>
    </message>
    <message>
        <source>RTT from (µs)</source>
        <translation>RTT від, мкс</translation>
    </message>
    <message>
        <source>RTT below (µs)</source>
        <translation>RTT до, мкс</translation>
    </message>
    <message>
        <source>Share (%)</source>
        <translation>Частка, %</translation>
    </message>
    <message>
        <source>Cumulative (%)</source>
        <translation>Накопичена, %</translation>
    </message>
    <message>
        <source>Largest model error (% of the round trip)</source>
        <translation>Найбільша похибка моделі, % часу обходу</translation>
    </message>
    <message>
        <source>Knee at request size (bytes)</source>
        <translation>Коліно при розмірі запиту, байт</translation>
    </message>
    <message>
        <source>Knee at outstanding I/Os</source>
        <translation>Коліно при глибині черги</translation>
    </message>
    <message>
        <source>Rate at the knee (operations/s)</source>
        <translation>Швидкість у точці коліна, операцій/с</translation>
    </message>
    <message>
        <source>Rate at the knee (transactions/s)</source>
        <translation>Швидкість у точці коліна, транзакцій/с</translation>
    </message>
    <message>
        <source>Throughput (%1)</source>
        <translation>Пропускна здатність, %1</translation>
    </message>
    <message>
        <source>Highest throughput, at %1 (%2)</source>
        <translation>Максимальна пропускна здатність, за розміру %1, %2</translation>
    </message>
    <message>
        <source>Rate at the knee (%1)</source>
        <translation>Швидкість у точці коліна, %1</translation>
    </message>
    <message>
        <source>Rate (%1)</source>
        <translation>Швидкість, %1</translation>
    </message>
    <message>
        <source>Offered (%1)</source>
        <translation>Пропоновано, %1</translation>
    </message>
    <message>
        <source>Achieved (%1)</source>
        <translation>Досягнуто, %1</translation>
    </message>
    <message>
        <source>Sent (%1)</source>
        <translation>Надіслано, %1</translation>
    </message>
    <message>
        <source>Highest rate arrived (%1)</source>
        <translation>Максимальна отримана швидкість, %1</translation>
    </message>
    <message>
        <source>No loss up to (%1 offered)</source>
        <translation>Без втрат до, пропонована швидкість, %1</translation>
    </message>
    <message>
        <source>Fraction of max</source>
        <translation>Частка від максимуму</translation>
    </message>
    <message>
        <source>Offered (operations/s)</source>
        <translation>Запропоновано, операцій/с</translation>
    </message>
    <message>
        <source>Offered (transactions/s)</source>
        <translation>Запропоновано, транзакцій/с</translation>
    </message>
    <message>
        <source>Achieved (operations/s)</source>
        <translation>Досягнуто, операцій/с</translation>
    </message>
    <message>
        <source>Achieved (transactions/s)</source>
        <translation>Досягнуто, транзакцій/с</translation>
    </message>
    <message>
        <source>Reads p99 (µs)</source>
        <translation>Читання p99, мкс</translation>
    </message>
    <message>
        <source>Writes p99 (µs)</source>
        <translation>Запис p99, мкс</translation>
    </message>
    <message>
        <source>p99 at %1 % of the highest rate (µs)</source>
        <translation>p99 за %1 % найбільшої швидкості, мкс</translation>
    </message>
    <message>
        <source>p99 at %1/s offered (µs)</source>
        <translation>p99 за запропонованих %1/с, мкс</translation>
    </message>
    <message>
        <source>Highest rate, closed loop (operations/s)</source>
        <translation>Найбільша швидкість, замкнений цикл, операцій/с</translation>
    </message>
    <message>
        <source>Highest rate, closed loop (transactions/s)</source>
        <translation>Найбільша швидкість, замкнений цикл, транзакцій/с</translation>
    </message>
    <message>
        <source>Knee, achieved rate (operations/s)</source>
        <translation>Коліно, досягнута швидкість, операцій/с</translation>
    </message>
    <message>
        <source>Knee, achieved rate (transactions/s)</source>
        <translation>Коліно, досягнута швидкість, транзакцій/с</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Iometry cannot start its dynamo</source>
        <translation>Iometry не може запустити свій Dynamo</translation>
    </message>
</context>
<context>
    <name>ReportCurves</name>
    <message>
        <source>All workers</source>
        <translation>Усі воркери</translation>
    </message>
    <message>
        <source>Request size (bytes)</source>
        <translation>Розмір запиту, байт</translation>
    </message>
    <message>
        <source>Outstanding I/Os</source>
        <translation>Глибина черги</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Воркери</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Цілі</translation>
    </message>
    <message>
        <source>%1 requests</source>
        <translation>%1 запитів</translation>
    </message>
    <message>
        <source>%1 outstanding</source>
        <translation>глибина черги %1</translation>
    </message>
    <message>
        <source>workers: %1</source>
        <translation>воркерів: %1</translation>
    </message>
    <message>
        <source>targets: %1</source>
        <translation>цілей: %1</translation>
    </message>
    <message>
        <source>MTU (bytes)</source>
        <translation>MTU, байт</translation>
    </message>
    <message>
        <source>MTU %1</source>
        <translation>MTU %1</translation>
    </message>
    <message>
        <source>All %1 workers</source>
        <translation>Усі воркери (%1)</translation>
    </message>
</context>
<context>
    <name>ReportFigure</name>
    <message>
        <source>Throughput</source>
        <translation>Пропускна здатність</translation>
    </message>
    <message>
        <source>%1 throughput</source>
        <translation>%1: пропускна здатність</translation>
    </message>
    <message>
        <source>CPU load</source>
        <translation>Завантаження ЦП</translation>
    </message>
    <message>
        <source>%1 CPU load</source>
        <translation>%1: завантаження ЦП</translation>
    </message>
    <message>
        <source>Request size (bytes)</source>
        <translation>Розмір запиту, байт</translation>
    </message>
    <message>
        <source>Throughput (Mbit/s)</source>
        <translation>Пропускна здатність, Мбіт/с</translation>
    </message>
    <message>
        <source>CPU load (%)</source>
        <translation>Завантаження ЦП, %</translation>
    </message>
    <message>
        <source>No results to show</source>
        <translation>Немає результатів для відображення</translation>
    </message>
    <message>
        <source>Received (read)</source>
        <translation>Прийнято (читання)</translation>
    </message>
    <message>
        <source>Sent (write)</source>
        <translation>Надіслано (запис)</translation>
    </message>
    <message>
        <source>Throughput (Gbit/s)</source>
        <translation>Пропускна здатність, Гбіт/с</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ReportViewText</name>
    <message>
        <source>Throughput and CPU against request size</source>
        <translation>Пропускна здатність і ЦП залежно від розміру запиту</translation>
    </message>
    <message>
        <source>The procedure &quot;%1&quot; of %2 has no figure of its own</source>
        <translation>Процедура «%1» у %2 не має власного графіка</translation>
    </message>
    <message>
        <source>%1 holds no procedure.json: its plan had no method, only the throughput view</source>
        <translation>%1 не містить procedure.json: у плані не було методу, доступне лише подання пропускної здатності</translation>
    </message>
    <message>
        <source>%1 is not the result of a latency procedure: it has no latency distribution</source>
        <translation>%1 — не результат процедури latency: у ньому немає розподілу затримки</translation>
    </message>
    <message>
        <source>I/O rate and latency against outstanding I/Os</source>
        <translation>Швидкість введення-виведення і затримка залежно від глибини черги</translation>
    </message>
    <message>
        <source>I/O rate and latency against request size</source>
        <translation>Швидкість введення-виведення і затримка залежно від розміру запиту</translation>
    </message>
    <message>
        <source>I/O rate and latency against workers</source>
        <translation>Швидкість введення-виведення й затримка залежно від кількості воркерів</translation>
    </message>
    <message>
        <source>I/O rate and latency against targets</source>
        <translation>Швидкість введення-виведення й затримка залежно від кількості цілей</translation>
    </message>
    <message>
        <source>Throughput and CPU against workers</source>
        <translation>Пропускна здатність і ЦП залежно від кількості воркерів</translation>
    </message>
    <message>
        <source>Throughput and CPU against targets</source>
        <translation>Пропускна здатність і ЦП залежно від кількості цілей</translation>
    </message>
    <message>
        <source>Throughput and CPU against outstanding I/Os</source>
        <translation>Пропускна здатність і ЦП залежно від глибини черги</translation>
    </message>
    <message>
        <source>A comparison holds at most 8 runs, got %1</source>
        <translation>Порівняння вміщує не більше 8 прогонів, отримано %1</translation>
    </message>
    <message>
        <source>Runs are compared in the throughput view only, not &quot;%1&quot;</source>
        <translation>Прогони порівнюються лише у вигляді пропускної здатності, не «%1»</translation>
    </message>
    <message>
        <source>P/E index against the swept parameter</source>
        <translation>Індекс P/E залежно від змінюваного параметра</translation>
    </message>
    <message>
        <source>Throughput per client count: aggregate and per pair</source>
        <translation>Пропускна здатність за кількістю клієнтів: сумарна й на пару</translation>
    </message>
    <message>
        <source>Suite: the disk presets&apos; grid</source>
        <translation>Набір: таблиця стандартних дискових тестів</translation>
    </message>
    <message>
        <source>%1 has no &quot;%2&quot; view (the P/E index needs a network sweep with CPU load, clients a run that cycles workers or targets, modes and grid a suite&apos;s member)</source>
        <translation>У %1 немає вигляду «%2» (індексу P/E потрібна мережева розгортка із завантаженням ЦП, clients — прогін із перебором воркерів або цілей, modes і grid — учасник набору)</translation>
    </message>
    <message>
        <source>%1 labels for %2 folders: give one per folder, or none</source>
        <translation>%1 міток для %2 тек: вкажіть по одній на теку або жодної</translation>
    </message>
    <message>
        <source>Throughput and CPU against MTU</source>
        <translation>Пропускна здатність і ЦП залежно від MTU</translation>
    </message>
    <message>
        <source>Suite: transmit, receive and full duplex with their CPU load</source>
        <translation>Набір: передавання, приймання і повний дуплекс із завантаженням ЦП</translation>
    </message>
    <message>
        <source>Suite: the P/E index per mode</source>
        <translation>Набір: індекс P/E за режимами</translation>
    </message>
    <message>
        <source>Highest throughput per MTU, with the CPU load</source>
        <translation>Максимальна пропускна здатність для кожного MTU із завантаженням ЦП</translation>
    </message>
    <message>
        <source>Suite: the peak throughput of every test</source>
        <translation>Набір: пікова пропускна здатність у кожному тесті</translation>
    </message>
    <message>
        <source>Latency under load: throughput and the probes&apos; latency against time</source>
        <translation>Затримка під навантаженням: пропускна здатність і затримка зондів у часі</translation>
    </message>
    <message>
        <source>Latency under load: the probes&apos; distribution idle and under the load</source>
        <translation>Затримка під навантаженням: розподіл зондів у простої та під навантаженням</translation>
    </message>
    <message>
        <source>Unknown view &quot;%1&quot;: use method, distribution, throughput, pe, clients, modes, modes-pe, peak, mtu, grid, under-load or under-load-distribution</source>
        <translation>Невідомий вигляд «%1»: використовуйте method, distribution, throughput, pe, clients, modes, modes-pe, peak, mtu, grid, under-load або under-load-distribution</translation>
    </message>
</context>
<context>
    <name>ResultsFolder</name>
    <message>
        <source>%1 is missing</source>
        <translation>%1 відсутній</translation>
    </message>
    <message>
        <source>%1 cannot be read</source>
        <translation>%1 не читається</translation>
    </message>
    <message>
        <source>%1 is damaged (not valid JSON at byte %2)</source>
        <translation>%1 пошкоджено (недійсний JSON на байті %2)</translation>
    </message>
    <message>
        <source>%1 is damaged (no JSON object)</source>
        <translation>%1 пошкоджено (немає об’єкта JSON)</translation>
    </message>
    <message>
        <source>%1 is damaged (unexpected contents)</source>
        <translation>%1 пошкоджено (неочікуваний вміст)</translation>
    </message>
    <message>
        <source>Shown from summary.csv alone: %1</source>
        <translation>Показано лише за summary.csv: %1</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>holder → partner</source>
        <extracomment>the two ends of a pair on one dynamo and address (loopback), as a direction</extracomment>
        <translation>власник → партнер</translation>
    </message>
    <message>
        <source>partner → holder</source>
        <translation>партнер → власник</translation>
    </message>
</context>
<context>
    <name>SpecLibrary</name>
    <message>
        <source>The worker sends, its partner receives (64 KiB requests).</source>
        <translation>Воркер надсилає, партнер приймає (запити по 64 КіБ).</translation>
    </message>
    <message>
        <source>The partner sends, the worker receives (64 KiB requests).</source>
        <translation>Партнер надсилає, воркер приймає (запити по 64 КіБ).</translation>
    </message>
    <message>
        <source>Both directions at once, each counted separately (64 KiB requests).</source>
        <translation>Обидва напрямки одночасно, кожен враховується окремо (запити по 64 КіБ).</translation>
    </message>
    <message>
        <source>netperf TCP_RR style: a 64-byte request answered by a 64-byte reply, timed as one round trip.</source>
        <translation>У стилі netperf TCP_RR: на 64-байтовий запит надходить 64-байтова відповідь, час вимірюється як один круговий обхід.</translation>
    </message>
    <message>
        <source>Small reads scattered over the whole target: IOPS and latency, the classic storage figure.</source>
        <translation>Дрібні читання, розкидані по всій цілі: IOPS і затримка — класичний показник накопичувачів.</translation>
    </message>
    <message>
        <source>Small writes scattered over the whole target: what a database log or a busy file system asks.</source>
        <translation>Дрібні записи, розкидані по всій цілі: те, чого потребує журнал бази даних або навантажена файлова система.</translation>
    </message>
    <message>
        <source>70 % reads and 30 % writes at random offsets: the OLTP-like mix.</source>
        <translation>70 % читань і 30 % записів за випадковими зміщеннями: суміш у дусі OLTP.</translation>
    </message>
    <message>
        <source>Reads one after another from the start: streaming throughput in MB/s.</source>
        <translation>Читання одне за одним від початку: потокова пропускна здатність у МБ/с.</translation>
    </message>
    <message>
        <source>Writes one after another from the start: streaming write throughput.</source>
        <translation>Записи один за одним від початку: потокова пропускна здатність запису.</translation>
    </message>
    <message>
        <source>Large reads one after another: the most the device and its bus deliver.</source>
        <translation>Великі читання одне за одним: максимум, який дають пристрій і його шина.</translation>
    </message>
</context>
<context>
    <name>StepLabel</name>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <source>%1 Mbit/s</source>
        <translation>%1 Мбіт/с</translation>
    </message>
    <message>
        <source>MTU %1</source>
        <translation>MTU %1</translation>
    </message>
    <message numerus="yes">
        <source>%n worker(s) per dynamo</source>
        <translation>
            <numerusform>%n виконавець на динамо</numerusform>
            <numerusform>%n виконавці на динамо</numerusform>
            <numerusform>%n виконавців на динамо</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n target(s)</source>
        <translation>
            <numerusform>%n ціль</numerusform>
            <numerusform>%n цілі</numerusform>
            <numerusform>%n цілей</numerusform>
        </translation>
    </message>
    <message>
        <source>phase %1</source>
        <translation>фаза %1</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/с</translation>
    </message>
</context>
<context>
    <name>TableExport</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Не вдалося записати %1: %2</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Таблиця CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>TextFormat</name>
    <message>
        <source>%1 GiB</source>
        <translation>%1 ГіБ</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 МіБ</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 КіБ</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 Б</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 год %2 хв</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 хв %2 с</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 хв</translation>
    </message>
    <message>
        <source>%1 TiB</source>
        <translation>%1 ТіБ</translation>
    </message>
    <message>
        <source>%1 PiB</source>
        <translation>%1 ПіБ</translation>
    </message>
    <message>
        <source>n</source>
        <extracomment>decimal SI prefixes before a unit (&quot;25 Gbit/s&quot;), from 10⁻⁹ to 10¹²</extracomment>
        <translation>н</translation>
    </message>
    <message>
        <source>µ</source>
        <translation>мк</translation>
    </message>
    <message>
        <source>m</source>
        <translation>м</translation>
    </message>
    <message>
        <source>k</source>
        <translation>к</translation>
    </message>
    <message>
        <source>M</source>
        <translation>М</translation>
    </message>
    <message>
        <source>G</source>
        <translation>Г</translation>
    </message>
    <message>
        <source>T</source>
        <translation>Т</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>the rate asked</source>
        <translation>задана швидкість</translation>
    </message>
    <message>
        <source>the sender&apos;s CPU</source>
        <translation>процесор відправника</translation>
    </message>
    <message>
        <source>the receiver&apos;s CPU</source>
        <translation>процесор отримувача</translation>
    </message>
    <message>
        <source>the receive window</source>
        <translation>вікно приймання</translation>
    </message>
    <message>
        <source>the send buffer</source>
        <translation>буфер надсилання</translation>
    </message>
    <message>
        <source>congestion</source>
        <translation>перевантаження мережі</translation>
    </message>
    <message>
        <source>the link</source>
        <translation>канал</translation>
    </message>
    <message>
        <source>the path between the hosts</source>
        <translation>шлях між хостами</translation>
    </message>
    <message>
        <source>the device</source>
        <translation>пристрій</translation>
    </message>
    <message>
        <source>the requests in flight</source>
        <translation>кількість запитів в обробці</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>невідомо</translation>
    </message>
    <message>
        <source>sender short of its rate</source>
        <translation>відправник не досяг швидкості</translation>
    </message>
    <message>
        <source>above the line rate</source>
        <translation>вище за швидкість лінії</translation>
    </message>
    <message>
        <source>retransmissions</source>
        <translation>повторні передачі</translation>
    </message>
    <message>
        <source>page cache</source>
        <translation>сторінковий кеш</translation>
    </message>
    <message>
        <source>compressed writes</source>
        <translation>стиснений запис</translation>
    </message>
    <message>
        <source>CPU taken by the hypervisor</source>
        <translation>процесор зайнятий гіпервізором</translation>
    </message>
    <message>
        <source>errors</source>
        <translation>помилки</translation>
    </message>
    <message>
        <source>unstable repeats</source>
        <translation>нестабільні повтори</translation>
    </message>
    <message>
        <source>rate asked</source>
        <translation>задана швидкість</translation>
    </message>
    <message>
        <source>sender CPU</source>
        <translation>ЦП відправника</translation>
    </message>
    <message>
        <source>receiver CPU</source>
        <translation>ЦП отримувача</translation>
    </message>
    <message>
        <source>Iometry CPU</source>
        <translation>ЦП Iometry</translation>
    </message>
    <message>
        <source>window</source>
        <translation>вікно</translation>
    </message>
    <message>
        <source>send buffer</source>
        <translation>буфер надсилання</translation>
    </message>
    <message>
        <source>link</source>
        <translation>канал</translation>
    </message>
    <message>
        <source>path</source>
        <translation>шлях</translation>
    </message>
    <message>
        <source>device</source>
        <translation>пристрій</translation>
    </message>
    <message>
        <source>queue depth</source>
        <translation>глибина черги</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>невідомо</translation>
    </message>
    <message>
        <source>short of rate</source>
        <translation>нижче швидкості</translation>
    </message>
    <message>
        <source>above line rate</source>
        <translation>вище лінії</translation>
    </message>
    <message>
        <source>retransmits</source>
        <translation>повтори</translation>
    </message>
    <message>
        <source>cache</source>
        <translation>кеш</translation>
    </message>
    <message>
        <source>compressed</source>
        <translation>стиснення</translation>
    </message>
    <message>
        <source>CPU steal</source>
        <translation>steal ЦП</translation>
    </message>
    <message>
        <source>unstable</source>
        <translation>нестабільно</translation>
    </message>
    <message>
        <source>core %1 at %2 %</source>
        <translation>ядро %1 на %2 %</translation>
    </message>
    <message>
        <source>busy %1 % of the time</source>
        <translation>зайнятий %1 % часу</translation>
    </message>
    <message>
        <source>%1 in flight</source>
        <translation>%1 в обробці</translation>
    </message>
    <message>
        <source>%1 Mbit/s on the wire</source>
        <translation>%1 Мбіт/с у лінії</translation>
    </message>
    <message>
        <source>a %1 Mbit/s link</source>
        <translation>канал %1 Мбіт/с</translation>
    </message>
    <message>
        <source>%1 % retransmitted</source>
        <translation>%1 % передано повторно</translation>
    </message>
    <message>
        <source>%1 % of the time</source>
        <translation>%1 % часу</translation>
    </message>
    <message>
        <source>core %1 busy %2 % (saturated from %3 %)</source>
        <translation>ядро %1 зайняте на %2 % (насичене від %3 %)</translation>
    </message>
    <message>
        <source>the device busy %1 % of the time (from %2 %)</source>
        <translation>пристрій зайнятий %1 % часу (поріг %2 %)</translation>
    </message>
    <message>
        <source>%1 in flight of %2, by Little&apos;s law</source>
        <translation>%1 в обробці з %2, за законом Літтла</translation>
    </message>
    <message>
        <source>%1 requests/s completed, %2 needed</source>
        <translation>виконано %1 запитів/с, потрібно %2</translation>
    </message>
    <message>
        <source>%1 Mbit/s sent, %2 needed</source>
        <translation>надіслано %1 Мбіт/с, потрібно %2</translation>
    </message>
    <message>
        <source>%1 Mbit/s on the wire (full from %2)</source>
        <translation>%1 Мбіт/с у лінії (заповнена від %2)</translation>
    </message>
    <message>
        <source>%1 Mbit/s on a %2 Mbit/s link</source>
        <translation>%1 Мбіт/с у каналі %2 Мбіт/с</translation>
    </message>
    <message>
        <source>%1 % of the segments retransmitted (from %2 %)</source>
        <translation>%1 % сегментів передано повторно (поріг %2 %)</translation>
    </message>
    <message>
        <source>waited on the receive window %1 % of the time (from %2 %)</source>
        <translation>очікування вікна приймання %1 % часу (поріг %2 %)</translation>
    </message>
    <message>
        <source>waited on the send buffer %1 % of the time (from %2 %)</source>
        <translation>очікування буфера надсилання %1 % часу (поріг %2 %)</translation>
    </message>
    <message>
        <source>the device read %1 MB/s of the %2 MB/s read</source>
        <translation>пристрій прочитав %1 МБ/с із прочитаних %2 МБ/с</translation>
    </message>
    <message>
        <source>the device wrote %1 MB/s of the %2 MB/s written</source>
        <translation>пристрій записав %1 МБ/с із записаних %2 МБ/с</translation>
    </message>
    <message>
        <source>the hypervisor took %1 % of the CPU (from %2 %)</source>
        <translation>гіпервізор забрав %1 % процесора (поріг %2 %)</translation>
    </message>
    <message>
        <source>%1 requests failed</source>
        <translation>помилок запитів: %1</translation>
    </message>
    <message>
        <source>the repeats spread %1 % (from %2 %)</source>
        <translation>розкид повторів %1 % (поріг %2 %)</translation>
    </message>
    <message>
        <source>%1; warnings: %2</source>
        <translation>%1; попередження: %2</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>What limited it: %1.</source>
        <translation>Що обмежило: %1.</translation>
    </message>
    <message>
        <source>Iometry&apos;s own threads</source>
        <translation>власні потоки Iometry</translation>
    </message>
    <message>
        <source>its threads on %1 at %2 %</source>
        <translation>його потоки на %1 на %2 %</translation>
    </message>
    <message>
        <source>its threads on %1 wanting a CPU %2 % of the time</source>
        <translation>його потоки на %1 чекали на процесор або працювали %2 % часу</translation>
    </message>
    <message>
        <source>the worker&apos;s threads on %1 ran %2 % of their time (saturated from %3 %)</source>
        <translation>потоки виконавця на %1 працювали %2 % свого часу (насичення від %3 %)</translation>
    </message>
    <message>
        <source>the worker&apos;s threads on %1 ran or waited for a CPU %2 % of their time: the CPU was shared (from %3 %)</source>
        <translation>потоки виконавця на %1 працювали або чекали на процесор %2 % свого часу: процесор був спільним (від %3 %)</translation>
    </message>
    <message>
        <source>IOmeter dynamo&apos;s timer corrected</source>
        <translation>таймер динамо IOmeter скориговано</translation>
    </message>
    <message>
        <source>IOmeter dynamo&apos;s received bytes may be high</source>
        <translation>прийняті байти динамо IOmeter можуть бути завищені</translation>
    </message>
    <message>
        <source>IOmeter timer</source>
        <translation>таймер IOmeter</translation>
    </message>
    <message>
        <source>IOmeter count</source>
        <translation>підрахунок IOmeter</translation>
    </message>
    <message>
        <source>its timer ran %1 times the rate its login said; its latencies were taken at the rate measured (tolerated to %2)</source>
        <translation>його таймер ішов у %1 раза швидше заявленого під час входу; затримки взято за виміряною частотою (допуск до %2)</translation>
    </message>
    <message>
        <source>a Linux IOmeter dynamo counts a TCP receive as the size asked: what it received may be up to about 3 % high</source>
        <translation>динамо IOmeter під Linux рахує прийом TCP за запитаним розміром: прийняте може бути завищене приблизно до 3 %</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>a dynamo lost</source>
        <translation>втрачено динамо</translation>
    </message>
    <message>
        <source>dynamo lost</source>
        <translation>динамо втрачено</translation>
    </message>
    <message>
        <source>lost during the step or absent from it: what it ran ends where its data did</source>
        <translation>втрачено під час кроку або відсутнє в ньому: те, що воно виконувало, закінчується там, де закінчилися його дані</translation>
    </message>
    <message>
        <source>%1 ⚠ %2</source>
        <translation>%1 ⚠ %2</translation>
    </message>
</context>
<context>
    <name>VerdictCells</name>
    <message>
        <source>Limited by</source>
        <translation>Обмежено</translation>
    </message>
    <message>
        <source>What limited the row&apos;s number — a core, the link, the device, the window, the requests in flight, the rate asked — and, after ⚠, what about it cannot be true. Hover a cell for the evidence: the counter, where it was read, its value and threshold</source>
        <translation>Що обмежило число рядка — ядро, канал, пристрій, вікно, кількість запитів в обробці, задана швидкість — і, після ⚠, що в ньому не може бути правдою. Наведіть на клітинку, щоб побачити докази: лічильник, де його прочитано, значення і поріг</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AccessSpecModel</name>
    <message>
        <source>= size</source>
        <translation>= розмір</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Розмір</translation>
    </message>
    <message>
        <source>Share %</source>
        <translation>Частка %</translation>
    </message>
    <message>
        <source>Read %</source>
        <translation>Читання %</translation>
    </message>
    <message>
        <source>Random %</source>
        <translation>Випадкові %</translation>
    </message>
    <message>
        <source>Align</source>
        <translation>Вирівн.</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>Відповідь</translation>
    </message>
    <message>
        <source>Burst</source>
        <translation>Пачка</translation>
    </message>
    <message>
        <source>Delay ms</source>
        <translation>Пауза, мс</translation>
    </message>
    <message>
        <source>Bytes per request, 1 B to 16 MiB. Type 512, 4K, 64 KiB or 1M.</source>
        <translation>Байтів на запит, від 1 Б до 16 МіБ. Вводьте, наприклад, 512, 4K, 64 KiB або 1M.</translation>
    </message>
    <message>
        <source>Percentage of bursts that pick this line, 0 to 100. The shares of a spec add up to 100.</source>
        <translation>Відсоток пачок, що обирають цей рядок, від 0 до 100. Сума часток специфікації дорівнює 100.</translation>
    </message>
    <message>
        <source>Percentage of requests that are reads, 0 to 100. For TCP a read is a receive by this worker: 0 transmits, 100 receives, 50 is full duplex.</source>
        <translation>Відсоток запитів на читання, від 0 до 100. Для TCP читання — це приймання даних цим воркером: 0 — передавання, 100 — приймання, 50 — повний дуплекс.</translation>
    </message>
    <message>
        <source>Percentage of requests at random offsets, 0 to 100 (disk targets).</source>
        <translation>Відсоток запитів за випадковими зміщеннями, від 0 до 100 (для дискових цілей).</translation>
    </message>
    <message>
        <source>Offset alignment in bytes (disk targets); 0 aligns to the request size.</source>
        <translation>Вирівнювання зміщення в байтах (для дискових цілей); 0 — за розміром запиту.</translation>
    </message>
    <message>
        <source>Reply bytes per request; 0 for none. A reply makes each request a transaction timed as one round trip, and needs Read % 0 or 100.</source>
        <translation>Байтів відповіді на запит; 0 — без відповіді. З відповіддю кожен запит стає транзакцією, час якої вимірюється як один повний цикл (round trip); потрібно «Читання %» 0 або 100.</translation>
    </message>
    <message>
        <source>Requests per burst, 1 to 1000000.</source>
        <translation>Запитів у пачці, від 1 до 1000000.</translation>
    </message>
    <message>
        <source>Pause after each burst, 0 to 60000 ms.</source>
        <translation>Пауза після кожної пачки, від 0 до 60000 мс.</translation>
    </message>
    <message>
        <source>%1: not a valid value</source>
        <translation>%1: неприпустиме значення</translation>
    </message>
    <message>
        <source>no such cell</source>
        <translation>немає такої клітинки</translation>
    </message>
    <message>
        <source>lines: must not be empty (a spec needs at least one line)</source>
        <translation>lines: не може бути порожнім (специфікації потрібен хоча б один рядок)</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AccessSpecsPage</name>
    <message>
        <source>Add from library</source>
        <translation>Додати з бібліотеки</translation>
    </message>
    <message>
        <source>The spec library could not be read:
%1</source>
        <translation>Не вдалося прочитати бібліотеку специфікацій:
%1</translation>
    </message>
    <message>
        <source>Add blank</source>
        <translation>Додати порожню</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Дублювати</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Перейменувати</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <source>Access specifications</source>
        <translation>Специфікації доступу</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Назва:</translation>
    </message>
    <message>
        <source>Used by:</source>
        <translation>Використовується:</translation>
    </message>
    <message>
        <source>Add line</source>
        <translation>Додати рядок</translation>
    </message>
    <message>
        <source>Remove line</source>
        <translation>Видалити рядок</translation>
    </message>
    <message>
        <source>Selected spec</source>
        <translation>Вибрана специфікація</translation>
    </message>
    <message numerus="yes">
        <source>%n line</source>
        <translation>
            <numerusform>%n рядок</numerusform>
            <numerusform>%n рядки</numerusform>
            <numerusform>%n рядків</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lines</source>
        <translation>
            <numerusform>%n рядок</numerusform>
            <numerusform>%n рядки</numerusform>
            <numerusform>%n рядків</numerusform>
        </translation>
    </message>
    <message>
        <source>no worker yet (assign specs to workers on the Targets page)</source>
        <translation>поки жодним воркером (призначте специфікації воркерам на сторінці «Цілі»)</translation>
    </message>
    <message>
        <source>The request size is swept (Test Setup: %1 to %2): in each step every line runs with that size, whatever its Size column says.</source>
        <translation>Розмір запиту перебирається («Налаштування тесту»: від %1 до %2): на кожному кроці всі рядки виконуються з цим розміром, незалежно від стовпця «Розмір».</translation>
    </message>
    <message>
        <source>New spec</source>
        <translation>Нова специфікація</translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation>%1 (копія)</translation>
    </message>
    <message>
        <source>specs: must not be empty (a plan needs at least one spec)</source>
        <translation>specs: не може бути порожнім (плану потрібна хоча б одна специфікація)</translation>
    </message>
    <message>
        <source>“%1” is run by %2: give them another spec on the Targets page first.</source>
        <translation>Специфікацію «%1» виконують воркери %2: спочатку призначте їм іншу специфікацію на сторінці «Цілі».</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AdapterDelayWizard</name>
    <message>
        <source>The round-trip method needs two hosts: host B answers a UDP ping-pong across the link under test, and host A compares that round trip with its own loopback&apos;s.</source>
        <translation>Методу часу обходу потрібні два хости: хост B відповідає на UDP-пінг-понг через тестований канал, а хост A порівнює цей час обходу з часом обходу через власний loopback.</translation>
    </message>
    <message>
        <source>T&amp;rial run on this machine (loopback): measures nothing</source>
        <translation>&amp;Пробний прогін на цій машині (loopback): нічого не вимірює</translation>
    </message>
    <message>
        <source>Checks that the plan and the dynamo work. Both round trips go over loopback, so the delays come out near zero and mean nothing.</source>
        <translation>Перевіряє, що план і Dynamo працюють. Обидва вимірювання часу обходу йдуть через loopback, тому затримки виходять близькими до нуля й нічого не означають.</translation>
    </message>
    <message>
        <source>The measurement: A&apos;s adapter and B&apos;s, and the link between them.</source>
        <translation>Вимірювання: адаптери A і B та канал між ними.</translation>
    </message>
    <message>
        <source>Adapter delay (round trip)</source>
        <translation>Затримка адаптера (час обходу)</translation>
    </message>
    <message>
        <source>a UDP ping-pong for payloads of %1 bytes, %2 each, to the peer and over loopback; procedure.json gives the delay per size, (RTT_peer - RTT_loopback - Tf) / 2, and the line delay = A * Lp + B at %3 Mbit/s.</source>
        <translation>UDP-пінг-понг із корисним навантаженням %1 байт, по %2 на кожен розмір, до партнера і через loopback; procedure.json містить затримку для кожного розміру, (RTT_peer - RTT_loopback - Tf) / 2, і пряму затримки = A * Lp + B за швидкості %3 Мбіт/с.</translation>
    </message>
    <message>
        <source>Adapter delay: trial run on loopback</source>
        <translation>Затримка адаптера: пробний прогін через loopback</translation>
    </message>
    <message>
        <source>A trial run of the round-trip method on this machine alone: %1 Both round trips go over loopback, so the delays mean nothing.</source>
        <translation>Пробний прогін методу часу обходу лише на цій машині: %1 Обидва вимірювання часу обходу йдуть через loopback, тому затримки нічого не означають.</translation>
    </message>
    <message>
        <source>Adapter delay: %1</source>
        <translation>Затримка адаптера: %1</translation>
    </message>
    <message>
        <source>The round-trip method: from this host&apos;s adapter (A, %1) to the peer&apos;s (B, %2), a dynamo started by hand, %3 %4</source>
        <translation>Метод часу обходу: від адаптера цього хоста (A, %1) до адаптера партнера (B, %2; Dynamo запущено вручну), %3 %4</translation>
    </message>
    <message>
        <source>Ping-pong:</source>
        <translation>Пінг-понг:</translation>
    </message>
    <message>
        <source>UDP over loopback, then again over loopback</source>
        <translation>UDP через loopback, потім ще раз через loopback</translation>
    </message>
    <message>
        <source>UDP, A asks and B answers with as many bytes; then the same over A&apos;s loopback</source>
        <translation>UDP: A запитує, B відповідає такою самою кількістю байтів; потім те саме через loopback хоста A</translation>
    </message>
    <message>
        <source>Payload sizes:</source>
        <translation>Розміри корисного навантаження:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 Б</translation>
    </message>
    <message>
        <source>Link:</source>
        <translation>Канал:</translation>
    </message>
    <message>
        <source>%1 Mbit/s, %2 header bytes below the payload</source>
        <translation>%1 Мбіт/с, заголовки під корисним навантаженням: %2 Б</translation>
    </message>
    <message>
        <source>Each step:</source>
        <translation>Кожен крок:</translation>
    </message>
    <message>
        <source>%1 warm-up + %2 measured; two steps per size</source>
        <translation>%1 прогріву + %2 вимірювання; два кроки на розмір</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>Кроки:</translation>
    </message>
    <message>
        <source>A trial run: it checks that the plan works, but the delays it reports mean nothing. For a measurement choose Two hosts.</source>
        <translation>Пробний прогін: він перевіряє, що план працює, але затримки, які він показує, нічого не означають. Для вимірювання виберіть «Два хости».</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AdapterModePage</name>
    <message>
        <source>&amp;Transmit</source>
        <translation>&amp;Передавання</translation>
    </message>
    <message>
        <source>&amp;Receive</source>
        <translation>П&amp;риймання</translation>
    </message>
    <message>
        <source>&amp;Full duplex</source>
        <translation>Повний д&amp;уплекс</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Режим</translation>
    </message>
    <message>
        <source>One direction per plan: every worker of a plan runs at the same time, so for several modes run this wizard once for each.</source>
        <translation>Один напрямок на план: усі воркери плану працюють одночасно, тому для кількох режимів запустіть цей майстер окремо для кожного.</translation>
    </message>
    <message>
        <source>The worker sends, its partner receives.</source>
        <translation>Воркер передає, партнер приймає.</translation>
    </message>
    <message>
        <source>The partner sends, the worker receives.</source>
        <translation>Партнер передає, воркер приймає.</translation>
    </message>
    <message>
        <source>Both send and receive at once; each direction is counted separately.</source>
        <translation>Обидва одночасно передають і приймають; кожен напрямок враховується окремо.</translation>
    </message>
    <message>
        <source>Host A sends, host B receives: A&apos;s adapter transmits.</source>
        <translation>Хост A передає, хост B приймає: адаптер A працює на передавання.</translation>
    </message>
    <message>
        <source>Host B sends, host A receives: A&apos;s adapter receives.</source>
        <translation>Хост B передає, хост A приймає: адаптер A працює на приймання.</translation>
    </message>
    <message>
        <source>Both hosts send and receive at once; each direction is counted separately.</source>
        <translation>Обидва хости одночасно передають і приймають; кожен напрямок враховується окремо.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AdapterSweepPage</name>
    <message>
        <source>Sweep</source>
        <translation>Перебір</translation>
    </message>
    <message>
        <source>Each checked request size is one step: it runs for the ramp, then is measured for the run time.</source>
        <translation>Кожен позначений розмір запиту — один крок: спочатку триває прогрів, потім вимірювання протягом заданого часу.</translation>
    </message>
    <message>
        <source>Request sizes</source>
        <translation>Розміри запиту</translation>
    </message>
    <message>
        <source>Timing of each step</source>
        <translation>Час кожного кроку</translation>
    </message>
    <message>
        <source>&amp;Run time (measured):</source>
        <translation>&amp;Час вимірювання:</translation>
    </message>
    <message>
        <source>Ra&amp;mp (warm-up, not measured):</source>
        <translation>&amp;Прогрів (не вимірюється):</translation>
    </message>
    <message>
        <source>&amp;Sample interval (live charts):</source>
        <translation>&amp;Інтервал вибірки (живі графіки):</translation>
    </message>
    <message>
        <source>Check at least one request size.</source>
        <translation>Позначте хоча б один розмір запиту.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AdapterThroughputWizard</name>
    <message>
        <source>Adapter throughput</source>
        <translation>Пропускна здатність адаптера</translation>
    </message>
    <message>
        <source>One TCP pair over loopback on this machine, %1, request sizes swept.</source>
        <translation>Одна TCP-пара через loopback на цій машині, %1, перебір розмірів запиту.</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Режим:</translation>
    </message>
    <message>
        <source>Request sizes:</source>
        <translation>Розміри запиту:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>Each step:</source>
        <translation>Кожен крок:</translation>
    </message>
    <message>
        <source>%1 ramp + %2 measured, sampled every %3 ms</source>
        <translation>%1 прогріву + %2 вимірювання, вибірка кожні %3 мс</translation>
    </message>
    <message>
        <source>%1 (spec “%2”)</source>
        <translation>%1 (специфікація «%2»)</translation>
    </message>
    <message>
        <source>Adapter throughput: %1, %2</source>
        <translation>Пропускна здатність адаптера: %1, %2</translation>
    </message>
    <message>
        <source>Two hosts: A (this machine, %1) runs a spawned dynamo, B (%2) a dynamo started by hand; %3, request sizes swept. %4</source>
        <translation>Два хости: на A (ця машина, %1) працює автоматично запущений Dynamo, на B (%2) — Dynamo, запущений вручну; %3, перебір розмірів запиту. %4</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AdapterTopologyPage</name>
    <message>
        <source>&amp;Loopback: both ends on this machine (127.0.0.1)</source>
        <translation>&amp;Петля (loopback): обидва кінці на цій машині (127.0.0.1)</translation>
    </message>
    <message>
        <source>&amp;Two hosts: this machine (A) and another one (B)</source>
        <translation>Два &amp;хости: ця машина (A) та інша, B</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Топологія</translation>
    </message>
    <message>
        <source>Where the two ends of the TCP pair run. The data path is exactly host A&apos;s address to host B&apos;s address, so these choose the adapter under test.</source>
        <translation>Де працюють два кінці TCP-пари. Дані йдуть саме від адреси хоста A до адреси хоста B, тому ці адреси й визначають тестований адаптер.</translation>
    </message>
    <message>
        <source>e.g. 10.0.0.2</source>
        <translation>наприклад, 10.0.0.2</translation>
    </message>
    <message>
        <source>Host &amp;A address:</source>
        <translation>Адреса хоста &amp;A:</translation>
    </message>
    <message>
        <source>Host &amp;B address:</source>
        <translation>Адреса хоста &amp;B:</translation>
    </message>
    <message>
        <source>Dynamo A is started on this machine. Dynamo B is started by hand on host B; the summary tells how.</source>
        <translation>Dynamo A запускається на цій машині. Dynamo B запускається вручну на хості B; як саме — сказано в підсумку.</translation>
    </message>
    <message>
        <source>Measures the TCP stack and the CPU of this machine, not an adapter: the baseline to compare adapters against.</source>
        <translation>Вимірює стек TCP і ЦП цієї машини, а не адаптер: це базовий рівень для порівняння адаптерів.</translation>
    </message>
    <message>
        <source>Measures the link between two machines, for example two adapters joined by a crossover cable.</source>
        <translation>Вимірює канал між двома машинами, наприклад двома адаптерами, з’єднаними кросовим кабелем.</translation>
    </message>
    <message>
        <source>Host A</source>
        <translation>Хост A</translation>
    </message>
    <message>
        <source>Host B</source>
        <translation>Хост B</translation>
    </message>
    <message>
        <source>Host A&apos;s address %1 is %2 and host B&apos;s %3 is %4: both ends of the data path must be of the same family.</source>
        <translation>Адреса хоста A %1 — %2, а адреса хоста B %3 — %4: обидва кінці шляху даних мають бути одного сімейства.</translation>
    </message>
    <message>
        <source>Hosts A and B have the same address; type the address of the other machine for B.</source>
        <translation>Хости A і B мають однакову адресу; для B введіть адресу іншої машини.</translation>
    </message>
    <message>
        <source>loopback on this machine (127.0.0.1)</source>
        <translation>loopback на цій машині (127.0.0.1)</translation>
    </message>
    <message>
        <source>host A %1 (this machine) to host B %2</source>
        <translation>від хоста A %1 (ця машина) до хоста B %2</translation>
    </message>
    <message>
        <source>loopback</source>
        <translation>loopback</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>від %1 до %2</translation>
    </message>
    <message>
        <source>%1: %2 is a loopback address. %3</source>
        <translation>%1: %2 — адреса loopback. %3</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AddDynamoDialog</name>
    <message>
        <source>%1 is reachable from this host only: a remote dynamo cannot connect to it. Choose an address of this host that the remote host can reach, then press Apply.</source>
        <translation>%1 доступна лише з цього хоста: віддалений Dynamo не зможе до неї підключитися. Виберіть адресу цього хоста, досяжну з віддаленого хоста, і натисніть «Застосувати».</translation>
    </message>
    <message>
        <source>%1 listens on every address of this host, but the command must name one that the remote host can reach: pick it under “Remote hosts connect to”.</source>
        <translation>%1 означає прослуховування на всіх адресах цього хоста, але в команді треба вказати одну, досяжну з віддаленого хоста: виберіть її в полі «Віддалені хости підключаються до».</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копіювати</translation>
    </message>
    <message>
        <source>New token</source>
        <translation>Новий токен</translation>
    </message>
    <message>
        <source>Save token file…</source>
        <translation>Зберегти файл токена…</translation>
    </message>
    <message>
        <source>Remote hosts connect to:</source>
        <translation>Віддалені хости підключаються до:</translation>
    </message>
    <message>
        <source>Copy commands</source>
        <translation>Копіювати команди</translation>
    </message>
    <message>
        <source>Add a remote dynamo</source>
        <translation>Додати віддалений Dynamo</translation>
    </message>
    <message>
        <source>A dynamo on another host connects out to this workbench, proves that it holds the token, and then appears in the topology tree. Nothing has to listen on the remote host.</source>
        <translation>Dynamo на іншому хості сам підключається до цього стенда, підтверджує, що має токен, і потім з’являється в дереві топології. Відкривати порти на віддаленому хості не потрібно.</translation>
    </message>
    <message>
        <source>127.0.0.1 — this host only</source>
        <translation>127.0.0.1 — лише цей хост</translation>
    </message>
    <message>
        <source>0.0.0.0 — every IPv4 address</source>
        <translation>0.0.0.0 — усі адреси IPv4</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>0 (any free port)</source>
        <translation>0 (будь-який вільний порт)</translation>
    </message>
    <message>
        <source>A fixed port, such as 5201, keeps the command valid when Iometry starts again; 0 lets the system choose a free one.</source>
        <translation>З фіксованим портом, наприклад 5201, команда залишається чинною і після перезапуску Iometry; за 0 система сама вибирає вільний порт.</translation>
    </message>
    <message>
        <source>Makes a new random token when you press Apply; dynamos holding the old one can no longer join.</source>
        <translation>Створює новий випадковий токен після натискання «Застосувати»; Dynamo зі старим токеном більше не зможуть приєднатися.</translation>
    </message>
    <message>
        <source>Writes the token to a file readable by you only, to copy to the remote host (for example with scp).</source>
        <translation>Записує токен у файл, доступний для читання лише вам, щоб скопіювати його на віддалений хост (наприклад, через scp).</translation>
    </message>
    <message>
        <source>Where Iometry listens for dynamos</source>
        <translation>Де Iometry приймає підключення Dynamo</translation>
    </message>
    <message>
        <source>Listen address:</source>
        <translation>Адреса прослуховування:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Порт:</translation>
    </message>
    <message>
        <source>Token:</source>
        <translation>Токен:</translation>
    </message>
    <message>
        <source>for example B</source>
        <translation>наприклад, B</translation>
    </message>
    <message>
        <source>An address (or name) of this host that the remote host reaches; it goes into the command.</source>
        <translation>Адреса (або ім’я) цього хоста, досяжна з віддаленого хоста; вона підставляється в команду.</translation>
    </message>
    <message>
        <source>Run these commands there (the first one creates the token file; copying a saved token file works too):</source>
        <translation>Виконайте там ці команди (перша створює файл токена; можна також скопіювати збережений файл токена):</translation>
    </message>
    <message>
        <source>On the remote host</source>
        <translation>На віддаленому хості</translation>
    </message>
    <message>
        <source>Dynamo name:</source>
        <translation>Ім’я Dynamo:</translation>
    </message>
    <message>
        <source>The dynamo appears in the topology tree once it connects. Anyone holding the token can join and run tests: keep the token file readable by you only.</source>
        <translation>Dynamo з’явиться в дереві топології, щойно підключиться. Будь-хто, хто має токен, може приєднатися й запускати тести: файл токена має бути доступний для читання лише вам.</translation>
    </message>
    <message>
        <source>%1 (not listening)</source>
        <translation>%1 (не слухає)</translation>
    </message>
    <message>
        <source>listening on %1; no dynamo connected</source>
        <translation>прослуховування на %1; Dynamo не підключено</translation>
    </message>
    <message>
        <source>listening on %1; connected: %2</source>
        <translation>прослуховування на %1; підключено: %2</translation>
    </message>
    <message>
        <source>Save token file</source>
        <translation>Зберегти файл токена</translation>
    </message>
    <message>
        <source>Cannot save the token file</source>
        <translation>Не вдалося зберегти файл токена</translation>
    </message>
    <message>
        <source>Token file saved</source>
        <translation>Файл токена збережено</translation>
    </message>
    <message>
        <source>Saved the token to %1, readable by you only. Copy it to the remote host (for example with scp) and give its path to --token-file.</source>
        <translation>Токен збережено в %1, файл доступний для читання лише вам. Скопіюйте його на віддалений хост (наприклад, через scp) і вкажіть шлях до нього в --token-file.</translation>
    </message>
    <message>
        <source>A test is running. Stop it before changing where Iometry listens: applying disconnects every dynamo.</source>
        <translation>Триває тест. Зупиніть його, перш ніж змінювати, де слухає Iometry: застосування відключає всі Dynamo.</translation>
    </message>
    <message>
        <source>Cannot listen there</source>
        <translation>Не вдалося почати прослуховування</translation>
    </message>
    <message>
        <source>%1

Iometry listens as before.</source>
        <translation>%1

Iometry слухає, як і раніше.</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Стан:</translation>
    </message>
    <message>
        <source>Port 0 changes every time Iometry starts, and the command with it; a fixed port such as 5201 keeps it valid.</source>
        <translation>Порт 0 змінюється під час кожного запуску Iometry, а разом із ним і команда; з фіксованим портом, наприклад 5201, вона залишається чинною.</translation>
    </message>
    <message>
        <source>Not applied yet: press Apply to listen with these settings. Every dynamo reconnects then; remote ones must be started again.</source>
        <translation>Ще не застосовано: натисніть «Застосувати», щоб слухати з цими налаштуваннями. Тоді всі Dynamo перепідключаються; віддалені треба запустити заново.</translation>
    </message>
    <message>
        <source>1–64 letters, digits, spaces or _ - . characters</source>
        <translation>1–64 літери, цифри, пробіли або символи _ - .</translation>
    </message>
    <message>
        <source>Not a valid name: use 1–64 letters, digits, spaces or _ - . characters</source>
        <translation>Неприпустиме ім’я: використовуйте 1–64 літери, цифри, пробіли або символи _ - .</translation>
    </message>
    <message>
        <source>closing the session: every dynamo is told bye, then Iometry listens again…</source>
        <translation>сеанс закривається: кожному Dynamo надсилається bye, потім Iometry знову слухає…</translation>
    </message>
    <message>
        <source>Let in stock IOmeter 1.1 dynamos</source>
        <translation>Впускати штатні динамо IOmeter 1.1</translation>
    </message>
    <message>
        <source>Login port:</source>
        <translation>Порт входу:</translation>
    </message>
    <message>
        <source>Their names:</source>
        <translation>Їхні імена:</translation>
    </message>
    <message>
        <source>for example W2019, LAB-2 (comma-separated)</source>
        <translation>наприклад, W2019, LAB-2 (через кому)</translation>
    </message>
    <message>
        <source>Only dynamos logging in under these names (their -n) are let in; a plan names each as a dynamo with &quot;protocol&quot;: &quot;iometer&quot;.</source>
        <translation>Впускаються лише динамо, що входять під цими іменами (їхнє -n); план називає кожне динамо з &quot;protocol&quot;: &quot;iometer&quot;.</translation>
    </message>
    <message>
        <source>IOmeter&apos;s protocol has no authentication: anyone who reaches this port and knows a name can log in a dynamo under it, and this workbench connects back to the address a login came from. Turn it on only on a network you trust, and name the dynamos.</source>
        <translation>У протоколі IOmeter немає автентифікації: будь-хто, хто досягне цього порту й знає ім&apos;я, може увійти під ним як динамо, а стенд підключається назад до адреси, з якої прийшов вхід. Вмикайте це лише в мережі, якій довіряєте, і перелічіть динамо за іменами.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AddressField</name>
    <message>
        <source>Type an address of this machine (the local dynamo has not reported its interfaces).</source>
        <translation>Введіть адресу цієї машини (локальний Dynamo не повідомив свої інтерфейси).</translation>
    </message>
    <message>
        <source>Pick one of this machine&apos;s addresses or type one.</source>
        <translation>Виберіть одну з адрес цієї машини або введіть адресу.</translation>
    </message>
    <message>
        <source>Interface: %1</source>
        <translation>Інтерфейс: %1</translation>
    </message>
    <message>
        <source>Not an address the local dynamo reports.</source>
        <translation>Цієї адреси немає серед повідомлених локальним Dynamo.</translation>
    </message>
    <message>
        <source>Type an address of dynamo %1&apos;s host (it has not reported its interfaces).</source>
        <translation>Введіть адресу хоста, на якому працює Dynamo %1 (він не повідомив свої інтерфейси).</translation>
    </message>
    <message>
        <source>Pick one of the addresses of dynamo %1&apos;s host or type one.</source>
        <translation>Виберіть одну з адрес хоста, на якому працює Dynamo %1, або введіть адресу.</translation>
    </message>
    <message>
        <source>Not an address dynamo %1 reports.</source>
        <translation>Цієї адреси немає серед повідомлених Dynamo %1.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ArticleDialog</name>
    <message>
        <source>Article</source>
        <translation>Стаття</translation>
    </message>
    <message>
        <source>One results folder per device under test (a suite&apos;s results folder, or a run&apos;s), in the order the article compares them. The preview shows the pages as the PDF prints them; Export writes HTML or PDF, with every figure and table beside it as PNG, SVG and CSV.</source>
        <translation>По одній теці результатів на кожен тестований пристрій (тека результатів набору тестів або окремого прогону) — у тому порядку, в якому стаття їх порівнює. Попередній перегляд показує сторінки так, як їх буде надруковано в PDF; «Експорт» записує HTML або PDF, а поруч — кожен рисунок і кожну таблицю у форматах PNG, SVG і CSV.</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Додати теку…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Вгору</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Вниз</translation>
    </message>
    <message>
        <source>Language of the article:</source>
        <translation>Мова статті:</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Заголовок:</translation>
    </message>
    <message>
        <source>Test report: the devices&apos; names</source>
        <translation>Звіт про тестування: назви пристроїв</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Попередній перегляд</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Експорт…</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Далі ▶</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Сторінка %1 з %2</translation>
    </message>
    <message>
        <source>Results folder of a device</source>
        <translation>Тека результатів пристрою</translation>
    </message>
    <message>
        <source>Reading the results folders…</source>
        <translation>Читання тек результатів…</translation>
    </message>
    <message>
        <source>Pages: %1; figures: %2; tables: %3.</source>
        <translation>Сторінок: %1; рисунків: %2; таблиць: %3.</translation>
    </message>
    <message>
        <source>Export the article</source>
        <translation>Експорт статті</translation>
    </message>
    <message>
        <source>Web page, self-contained (*.html);;PDF document, A4 (*.pdf)</source>
        <translation>Вебсторінка, автономна (*.html);;Документ PDF, A4 (*.pdf)</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Запис %1…</translation>
    </message>
    <message>
        <source>Written: %1, and its figures and tables in %2.</source>
        <translation>Записано: %1, а його рисунки й таблиці — у %2.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::CompareTableModel</name>
    <message>
        <source>Size</source>
        <translation>Розмір</translation>
    </message>
    <message>
        <source>Outstanding</source>
        <translation>Черга</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Виконавці</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Цілі</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>Ряд</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>± stddev</source>
        <translation>± ст. відх.</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Повтори</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <source>Latency mean (µs)</source>
        <translation>Затримка, середнє, мкс</translation>
    </message>
    <message>
        <source>Latency p99 (µs)</source>
        <translation>Затримка p99, мкс</translation>
    </message>
    <message>
        <source>Mbit/s</source>
        <translation>Мбіт/с</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>ЦП %</translation>
    </message>
    <message>
        <source>P/E index</source>
        <translation>Індекс P/E</translation>
    </message>
    <message>
        <source>irq/s</source>
        <translation>перер./с</translation>
    </message>
    <message>
        <source>softirq %</source>
        <translation>softirq %</translation>
    </message>
    <message>
        <source>NIC drops</source>
        <translation>Відкидання NIC</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Прогін</translation>
    </message>
    <message>
        <source>MTU</source>
        <translation>MTU</translation>
    </message>
</context>
<context>
    <name>iometry::gui::DelaySizesPage</name>
    <message>
        <source>Payload sizes</source>
        <translation>Розміри корисного навантаження</translation>
    </message>
    <message>
        <source>Sizes and link</source>
        <translation>Розміри і канал</translation>
    </message>
    <message>
        <source>For each checked size, one step times the round trip to B and one over A&apos;s loopback; their difference is what the link adds.</source>
        <translation>Для кожного позначеного розміру один крок вимірює час обходу до B, а другий — через loopback хоста A; їхня різниця — це те, що додає канал.</translation>
    </message>
    <message>
        <source>&amp;Link speed:</source>
        <translation>&amp;Швидкість каналу:</translation>
    </message>
    <message>
        <source>&amp;Header bytes:</source>
        <translation>&amp;Байти заголовків:</translation>
    </message>
    <message>
        <source>&amp;Run time per size:</source>
        <translation>&amp;Час вимірювання на розмір:</translation>
    </message>
    <message>
        <source>Measured to B and again over loopback, each after %1 of warm-up.</source>
        <translation>Вимірюється до B і ще раз через loopback, щоразу після %1 прогріву.</translation>
    </message>
    <message>
        <source>Check at least two payload sizes: the delay line is fitted through them.</source>
        <translation>Позначте хоча б два розміри корисного навантаження: через них проводиться пряма затримки.</translation>
    </message>
    <message>
        <source>They are the bytes L, as ping&apos;s; the delay line A·L + B is fitted through them.</source>
        <translation>Це байти L, як у ping; через них проводиться пряма затримки A·L + B.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::DiskCyclingPage</name>
    <message>
        <source>E&amp;xponential (× step)</source>
        <translation>&amp;Експоненційно (× крок)</translation>
    </message>
    <message>
        <source>&amp;Linear (+ step)</source>
        <translation>&amp;Лінійно (+ крок)</translation>
    </message>
    <message>
        <source>S&amp;weep request sizes instead of the spec&apos;s</source>
        <translation>&amp;Перебирати розміри запитів замість розміру специфікації</translation>
    </message>
    <message>
        <source>Request sizes</source>
        <translation>Розміри запиту</translation>
    </message>
    <message>
        <source>Cycling</source>
        <translation>Цикли</translation>
    </message>
    <message>
        <source>Each step runs the pattern with another number of outstanding I/Os (and, if asked, request size): IOmeter&apos;s cycling, one row per step.</source>
        <translation>Кожен крок виконує шаблон з іншою глибиною черги (і, за потреби, іншим розміром запиту): цикли IOmeter, один рядок на крок.</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>&amp;Від</translation>
    </message>
    <message>
        <source>&amp;to</source>
        <translation>&amp;до</translation>
    </message>
    <message>
        <source>s&amp;tep</source>
        <translation>&amp;крок</translation>
    </message>
    <message>
        <source>Outstanding I/Os</source>
        <translation>Глибина черги</translation>
    </message>
    <message>
        <source>&amp;Run time per step:</source>
        <translation>&amp;Час кроку:</translation>
    </message>
    <message>
        <source>Measured; the rows of summary.csv are over this time.</source>
        <translation>Вимірюється; рядки summary.csv стосуються цього часу.</translation>
    </message>
    <message>
        <source>R&amp;amp before each step:</source>
        <translation>&amp;Прогрів перед кожним кроком:</translation>
    </message>
    <message>
        <source>I/Os run but are not counted, so queues and caches settle first.</source>
        <translation>Операції виконуються, але не враховуються, щоб черги й кеші встигли усталитися.</translation>
    </message>
    <message>
        <source>No value: see below.</source>
        <translation>Немає значень: див. нижче.</translation>
    </message>
    <message>
        <source>One step, %1 outstanding.</source>
        <translation>Один крок, глибина черги %1.</translation>
    </message>
    <message>
        <source>%1 steps: %2.</source>
        <translation>Кроків: %1: %2.</translation>
    </message>
    <message>
        <source>The sync engine keeps one I/O in flight whatever this says: every step then measures the same queue depth.</source>
        <translation>Рушій sync тримає в польоті одну операцію, хоч би що тут стояло: кожен крок тоді вимірює ту саму глибину черги.</translation>
    </message>
    <message>
        <source>Outstanding I/Os: the last value (%1) is less than the first (%2).</source>
        <translation>Глибина черги: останнє значення (%1) менше за перше (%2).</translation>
    </message>
    <message>
        <source>Outstanding I/Os: an exponential range multiplies by its step, which must be at least 2.</source>
        <translation>Глибина черги: експоненційний діапазон множиться на крок, який має бути не меншим за 2.</translation>
    </message>
    <message>
        <source>Check at least one request size, or untick the size sweep.</source>
        <translation>Позначте хоча б один розмір запиту або зніміть перебір розмірів.</translation>
    </message>
    <message numerus="yes">
        <source>With %n request size, %1 steps in all.</source>
        <translation>
            <numerusform>З %n розміром запиту — усього %1 кроків.</numerusform>
            <numerusform>З %n розмірами запиту — усього %1 кроків.</numerusform>
            <numerusform>З %n розмірами запиту — усього %1 кроків.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %n request sizes, %1 steps in all.</source>
        <translation>
            <numerusform>З %n розміром запиту — усього %1 кроків.</numerusform>
            <numerusform>З %n розмірами запиту — усього %1 кроків.</numerusform>
            <numerusform>З %n розмірами запиту — усього %1 кроків.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>iometry::gui::DiskIoWizard</name>
    <message>
        <source>random</source>
        <translation>випадковий</translation>
    </message>
    <message>
        <source>sequential</source>
        <translation>послідовний</translation>
    </message>
    <message>
        <source>%1 % random</source>
        <translation>%1 % випадкових</translation>
    </message>
    <message>
        <source>%1 read</source>
        <translation>%1 читання</translation>
    </message>
    <message>
        <source>%1 write</source>
        <translation>%1 запис</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <source>%1 per I/O, %2 % reads, %3 % at random offsets</source>
        <translation>%1 на операцію, %2 % читань, %3 % за випадковими зміщеннями</translation>
    </message>
    <message>
        <source>Disk I/O</source>
        <translation>Дискове введення-виведення</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 за адресою %2</translation>
    </message>
    <message>
        <source>QD %1 … %2</source>
        <translation>QD %1 … %2</translation>
    </message>
    <message>
        <source>QD %1</source>
        <translation>QD %1</translation>
    </message>
    <message>
        <source>Disk: %1, %2, %3</source>
        <translation>Диск: %1, %2, %3</translation>
    </message>
    <message>
        <source>the block device %1, whose contents it overwrites (force)</source>
        <translation>блоковому пристрої %1, вміст якого перезаписується (force)</translation>
    </message>
    <message>
        <source>the block device %1</source>
        <translation>блоковому пристрої %1</translation>
    </message>
    <message>
        <source>a %1 test file %2, which the dynamo creates and fills on first use</source>
        <translation>тестовому файлі %2 розміром %1, який Dynamo створює і заповнює під час першого використання</translation>
    </message>
    <message>
        <source>engine %1</source>
        <translation>рушій %1</translation>
    </message>
    <message>
        <source>O_DIRECT</source>
        <translation>O_DIRECT</translation>
    </message>
    <message>
        <source>through the page cache</source>
        <translation>через сторінковий кеш</translation>
    </message>
    <message>
        <source>every read verified</source>
        <translation>кожне читання перевіряється</translation>
    </message>
    <message>
        <source>%1 on %2 (%3), at %4 outstanding I/Os%5. summary.csv has IOPS, MB/s and latency percentiles beside the device&apos;s own counters (dev_* columns); bench.json says which engine ran.</source>
        <translation>%1 на %2 (%3), за глибини черги %4%5. У summary.csv — IOPS, МБ/с і перцентилі затримки поряд із власними лічильниками пристрою (стовпці dev_*); bench.json каже, який рушій працював.</translation>
    </message>
    <message>
        <source>, each at request sizes %1</source>
        <translation>, кожна за розмірів запиту %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Ціль:</translation>
    </message>
    <message>
        <source>block device %1 (%2)</source>
        <translation>блоковий пристрій %1 (%2)</translation>
    </message>
    <message>
        <source>Force:</source>
        <translation>Примусово:</translation>
    </message>
    <message>
        <source>yes: what %1 holds is overwritten</source>
        <translation>так: вміст %1 перезаписується</translation>
    </message>
    <message>
        <source>test file %1, %2, created and filled on first use</source>
        <translation>тестовий файл %1, %2, створюється і заповнюється під час першого використання</translation>
    </message>
    <message>
        <source>Pattern:</source>
        <translation>Шаблон:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>page cache</source>
        <translation>сторінковий кеш</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>з перевіркою</translation>
    </message>
    <message>
        <source>not verified</source>
        <translation>без перевірки</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Рушій:</translation>
    </message>
    <message>
        <source>Outstanding I/Os:</source>
        <translation>Глибина черги:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>Each step:</source>
        <translation>Кожен крок:</translation>
    </message>
    <message>
        <source>%1 ramp + %2 measured</source>
        <translation>%1 прогріву + %2 вимірювання</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>Кроки:</translation>
    </message>
    <message>
        <source>Span:</source>
        <translation>Область:</translation>
    </message>
    <message>
        <source>the first %1</source>
        <translation>перші %1</translation>
    </message>
    <message>
        <source>all of it</source>
        <translation>увесь пристрій</translation>
    </message>
</context>
<context>
    <name>iometry::gui::DiskSpecPage</name>
    <message>
        <source>O_&amp;DIRECT: bypass the page cache</source>
        <translation>O_&amp;DIRECT: в обхід сторінкового кешу</translation>
    </message>
    <message>
        <source>&amp;Verify the data read</source>
        <translation>&amp;Перевіряти прочитані дані</translation>
    </message>
    <message>
        <source>Access pattern</source>
        <translation>Шаблон доступу</translation>
    </message>
    <message>
        <source>What each I/O is: its size, read or write, at a random or the next offset — and how the dynamo issues it.</source>
        <translation>Якою буде кожна операція: її розмір, читання чи запис, за випадковим чи наступним зміщенням — і як Dynamo її видає.</translation>
    </message>
    <message>
        <source>auto: io_uring, else libaio, else sync</source>
        <translation>auto: io_uring, інакше libaio, інакше sync</translation>
    </message>
    <message>
        <source>sync: pread/pwrite, one at a time</source>
        <translation>sync: pread/pwrite по одній</translation>
    </message>
    <message>
        <source>&amp;Access specification:</source>
        <translation>&amp;Специфікація доступу:</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Рушій:</translation>
    </message>
    <message>
        <source>Requests go to the device, not the page cache, so the figures are the disk&apos;s. Sizes and offsets must then be multiples of the device&apos;s logical block (512 or 4096 bytes); the library&apos;s are.</source>
        <translation>Запити йдуть на пристрій, а не в сторінковий кеш, тому цифри стосуються диска. Розміри й зміщення тоді мають бути кратні логічному блоку пристрою (512 або 4096 байтів); у бібліотеці вони такі.</translation>
    </message>
    <message>
        <source>(%1.)</source>
        <translation>(%1.)</translation>
    </message>
    <message>
        <source>Submission and completion rings, the buffers and the file registered: the least CPU per I/O. The dynamo refuses the plan where the kernel does not offer it.</source>
        <translation>Кільця подання і завершення, буфери й файл зареєстровані: найменше CPU на операцію. Dynamo відхиляє план, якщо ядро його не підтримує.</translation>
    </message>
    <message>
        <source>Linux native asynchronous I/O, as fio&apos;s libaio engine; with O_DIRECT it keeps every I/O in flight.</source>
        <translation>Нативне асинхронне введення-виведення Linux, як рушій libaio у fio; з O_DIRECT тримає в польоті всі операції.</translation>
    </message>
    <message>
        <source>pread and pwrite one at a time, whatever the outstanding I/Os say: the baseline of a single thread.</source>
        <translation>pread і pwrite по одній, якою б не була глибина черги: базовий рівень одного потоку.</translation>
    </message>
    <message>
        <source>The best the dynamo&apos;s kernel offers; bench.json records which engine ran.</source>
        <translation>Найкраще, що пропонує ядро Dynamo; bench.json записує, який рушій працював.</translation>
    </message>
    <message>
        <source>Every write stamps each 512-byte unit with its offset, the step and a CRC-32C, and every read checks them; a mismatch stops the run and names the offset. It costs CPU and needs a file Iometry filled.</source>
        <translation>Кожен запис позначає кожну 512-байтову одиницю її зміщенням, кроком і CRC-32C, а кожне читання це перевіряє; розбіжність зупиняє прогін і називає зміщення. Це коштує CPU і потребує файлу, заповненого Iometry.</translation>
    </message>
    <message>
        <source>The disk spec library could not be read: %1</source>
        <translation>Не вдалося прочитати бібліотеку дискових специфікацій: %1</translation>
    </message>
    <message>
        <source>Every write stamps each 512-byte unit with its offset, the step and a CRC-32C, and every read checks them; a mismatch stops the run and names the offset. The dynamo first writes stamps over the whole device, unless an earlier verified run did: that takes as long as writing the device once.</source>
        <translation>Кожен запис позначає кожен 512-байтовий блок його зміщенням, кроком і CRC-32C, а кожне читання їх перевіряє; розбіжність зупиняє прогін і називає зміщення. Спершу Dynamo записує позначки на весь пристрій, якщо цього не зробив попередній прогін із перевіркою: це триває стільки ж, скільки одноразовий запис усього пристрою.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::DiskTableModel</name>
    <message>
        <source>No block device was sampled for this row.</source>
        <translation>Для цього рядка блоковий пристрій не опитувався.</translation>
    </message>
    <message>
        <source>I/Os the workers completed per second</source>
        <translation>Операцій введення-виведення, завершених воркерами за секунду</translation>
    </message>
    <message>
        <source>Bytes moved per second, in decimal megabytes (10⁶ bytes/s)</source>
        <translation>Байтів за секунду, у десяткових мегабайтах (10⁶ байтів/с)</translation>
    </message>
    <message>
        <source>Bytes moved per second, in mebibytes (2²⁰ bytes/s)</source>
        <translation>Байтів за секунду, у мебібайтах (2²⁰ байтів/с)</translation>
    </message>
    <message>
        <source>From just before an I/O is queued to the engine to its completion</source>
        <translation>Від моменту перед постановкою операції в чергу рушія до її завершення</translation>
    </message>
    <message>
        <source>Busy share of all CPUs of the host under test</source>
        <translation>Частка зайнятості всіх ЦП тестованого хоста</translation>
    </message>
    <message>
        <source>Reads and writes the block device completed per second, as the kernel counts them (everything that used the device meanwhile)</source>
        <translation>Читання і записи, завершені блоковим пристроєм за секунду, за підрахунком ядра (усе, що в цей час використовувало пристрій)</translation>
    </message>
    <message>
        <source>Sectors the block device read and wrote, in MB/s</source>
        <translation>Сектори, прочитані й записані блоковим пристроєм, у МБ/с</translation>
    </message>
    <message>
        <source>Share of the time with at least one I/O in flight at the device (iostat&apos;s %util)</source>
        <translation>Частка часу, коли на пристрої була хоча б одна операція в польоті (%util в iostat)</translation>
    </message>
    <message>
        <source>I/Os in flight at the device on average (iostat&apos;s aqu-sz)</source>
        <translation>Середня кількість операцій у польоті на пристрої (aqu-sz в iostat)</translation>
    </message>
    <message>
        <source>Request size</source>
        <translation>Розмір запиту</translation>
    </message>
    <message>
        <source>Outstanding I/Os</source>
        <translation>Глибина черги</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>Серія</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <source>MiB/s</source>
        <translation>МіБ/с</translation>
    </message>
    <message>
        <source>Latency mean (µs)</source>
        <translation>Затримка сер., мкс</translation>
    </message>
    <message>
        <source>Latency p50 (µs)</source>
        <translation>Затримка p50, мкс</translation>
    </message>
    <message>
        <source>Latency p99 (µs)</source>
        <translation>Затримка p99, мкс</translation>
    </message>
    <message>
        <source>Latency max (µs)</source>
        <translation>Макс. затримка, мкс</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>ЦП %</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Помилки</translation>
    </message>
    <message>
        <source>Device IOPS</source>
        <translation>IOPS пристрою</translation>
    </message>
    <message>
        <source>Device MB/s</source>
        <translation>МБ/с пристрою</translation>
    </message>
    <message>
        <source>Device util %</source>
        <translation>Завантаження пристрою, %</translation>
    </message>
    <message>
        <source>Device queue</source>
        <translation>Черга пристрою</translation>
    </message>
    <message>
        <source>The reads alone, timed as every I/O is</source>
        <translation>Лише операції читання, виміряні так само, як кожна операція введення-виведення</translation>
    </message>
    <message>
        <source>The writes alone, timed as every I/O is</source>
        <translation>Лише операції запису, виміряні так само, як кожна операція введення-виведення</translation>
    </message>
    <message>
        <source>Read latency mean (µs)</source>
        <translation>Затримка читання сер., мкс</translation>
    </message>
    <message>
        <source>Read latency p99 (µs)</source>
        <translation>Затримка читання p99, мкс</translation>
    </message>
    <message>
        <source>Write latency mean (µs)</source>
        <translation>Затримка запису сер., мкс</translation>
    </message>
    <message>
        <source>Write latency p99 (µs)</source>
        <translation>Затримка запису p99, мкс</translation>
    </message>
</context>
<context>
    <name>iometry::gui::DiskTargetPage</name>
    <message>
        <source>Test &amp;file</source>
        <translation>Тестовий &amp;файл</translation>
    </message>
    <message>
        <source>&amp;Block device</source>
        <translation>&amp;Блоковий пристрій</translation>
    </message>
    <message>
        <source>F&amp;orce: overwrite what the device holds</source>
        <translation>&amp;Примусово: перезаписати вміст пристрою</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ціль</translation>
    </message>
    <message>
        <source>What the worker reads and writes: a test file, which is safe anywhere, or a whole block device of this machine, whose contents the test destroys.</source>
        <translation>Що воркер читає і пише: тестовий файл, безпечний будь-де, або цілий блоковий пристрій цієї машини, вміст якого тест знищить.</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> МіБ</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Пристрій</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Розмір</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Safe to write?</source>
        <translation>Чи можна писати?</translation>
    </message>
    <message>
        <source>A file on one of this machine&apos;s file systems. Its file system&apos;s cache and layout are part of what is measured.</source>
        <translation>Файл в одній із файлових систем цієї машини. Кеш і розміщення файлової системи входять до того, що вимірюється.</translation>
    </message>
    <message>
        <source>&amp;Path:</source>
        <translation>&amp;Шлях:</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Розмір:</translation>
    </message>
    <message>
        <source>The dynamo creates the file and fills it on first use, so reads hit written blocks, not holes; a file already this large is reused as it is, and stays after the run.</source>
        <translation>Dynamo створює файл і заповнює його під час першого використання, щоб читання потрапляли в записані блоки, а не в діри; файл, що вже має такий розмір, використовується як є і залишається після прогону.</translation>
    </message>
    <message>
        <source>A disk or partition as the local dynamo reports it, tested from its start. The dynamo refuses one that is in use, and one that holds data unless Force is ticked.</source>
        <translation>Диск або розділ, як їх повідомляє локальний Dynamo; тестується з початку. Dynamo відмовляється від пристрою, що використовується, а від пристрою з даними — якщо не позначено «Примусово».</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>The local dynamo reports no block device: only a test file can be chosen.</source>
        <translation>Локальний Dynamo не повідомляє жодного блокового пристрою: можна вибрати лише тестовий файл.</translation>
    </message>
    <message>
        <source>No dynamo has connected yet, so this machine&apos;s block devices are not known: only a test file can be chosen.</source>
        <translation>Жоден Dynamo ще не підключився, тому блокові пристрої цієї машини невідомі: можна вибрати лише тестовий файл.</translation>
    </message>
    <message>
        <source>%1 is in use: %2. The dynamo refuses it, Force or not.</source>
        <translation>%1 використовується: %2. Dynamo відмовиться від нього, з «Примусово» чи без.</translation>
    </message>
    <message>
        <source>Everything on %1 (%2) will be overwritten: %3. Tick Force only if that data may be destroyed.</source>
        <translation>Увесь вміст %1 (%2) буде перезаписано: %3. Позначайте «Примусово», лише якщо ці дані можна знищити.</translation>
    </message>
    <message>
        <source>Type the path of the test file.</source>
        <translation>Введіть шлях до тестового файлу.</translation>
    </message>
    <message>
        <source>The test file&apos;s path must be absolute (the dynamo opens it on its own host): %1</source>
        <translation>Шлях до тестового файлу має бути абсолютним (Dynamo відкриває його на своєму хості): %1</translation>
    </message>
    <message>
        <source>%1 is under /dev: to test a block device, choose Block device.</source>
        <translation>%1 знаходиться в /dev: щоб тестувати блоковий пристрій, виберіть «Блоковий пристрій».</translation>
    </message>
    <message>
        <source>%1 names a directory: add the test file&apos;s name.</source>
        <translation>%1 — це каталог: додайте ім’я тестового файлу.</translation>
    </message>
    <message>
        <source>Pick a block device from the list.</source>
        <translation>Виберіть блоковий пристрій зі списку.</translation>
    </message>
    <message>
        <source>%1 is in use (%2): the dynamo refuses it even with Force. Pick another device or a test file.</source>
        <translation>%1 використовується (%2): Dynamo відмовиться від нього навіть з «Примусово». Виберіть інший пристрій або тестовий файл.</translation>
    </message>
    <message>
        <source>%1 holds data (%2): tick Force to overwrite it, or pick another device.</source>
        <translation>%1 містить дані (%2): позначте «Примусово», щоб перезаписати їх, або виберіть інший пристрій.</translation>
    </message>
    <message>
        <source>all of it</source>
        <translation>увесь пристрій</translation>
    </message>
    <message>
        <source>&amp;Tested span:</source>
        <translation>&amp;Область тесту:</translation>
    </message>
    <message>
        <source>From the device&apos;s start; nothing beyond it is read or written. Verify fills the span with stamps first, so a span keeps that short on a large device.</source>
        <translation>Від початку пристрою; поза нею нічого не читається й не записується. Перевірка даних спершу заповнює область позначками, тож на великому пристрої обмежена область робить це швидше.</translation>
    </message>
    <message>
        <source>The tested span (%1 MiB) is larger than %2 (%3).</source>
        <translation>Область тесту (%1 МіБ) більша за %2 (%3).</translation>
    </message>
</context>
<context>
    <name>iometry::gui::FineProtocolPage</name>
    <message>
        <source>&amp;TCP ping-pong</source>
        <translation>Пінг-понг &amp;TCP</translation>
    </message>
    <message>
        <source>One request in flight, answered with as many bytes as it carried: NetPIPE&apos;s ping-pong gives each size&apos;s throughput and round trip.</source>
        <translation>Лише один запит одночасно, відповідь на нього — стільки ж байтів, скільки він ніс: пінг-понг NetPIPE дає пропускну здатність і час обходу для кожного розміру.</translation>
    </message>
    <message>
        <source>Sizes %1 … %2. Drop-outs here are often the stack&apos;s buffer or segment boundaries.</source>
        <translation>Розміри %1 … %2. Провали тут часто припадають на межі буферів або сегментів стека.</translation>
    </message>
    <message>
        <source>One datagram each way, %1 … %2 bytes: the path without TCP&apos;s acknowledgements and windows.</source>
        <translation>По одній датаграмі в кожен бік, %1 … %2 байтів: шлях без підтверджень і вікон TCP.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::FineSizesPage</name>
    <message>
        <source>Sizes</source>
        <translation>Розміри</translation>
    </message>
    <message>
        <source>Sizes double from the first to the last; each is one step, and its neighbours a few bytes either side are steps too.</source>
        <translation>Розміри подвоюються від першого до останнього; кожен розмір — один крок, і його сусіди на кілька байтів менші й більші — теж окремі кроки.</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;Від:</translation>
    </message>
    <message>
        <source>T&amp;o:</source>
        <translation>Д&amp;о:</translation>
    </message>
    <message>
        <source>&amp;Points per doubling:</source>
        <translation>&amp;Точок на подвоєння:</translation>
    </message>
    <message>
        <source>P&amp;erturbation:</source>
        <translation>З&amp;бурення:</translation>
    </message>
    <message>
        <source>&amp;Drop-out threshold:</source>
        <translation>&amp;Поріг провалу:</translation>
    </message>
    <message>
        <source>&amp;Run time per size:</source>
        <translation>&amp;Час вимірювання на розмір:</translation>
    </message>
    <message>
        <source>Measured, after %1 of warm-up.</source>
        <translation>Вимірювання після %1 прогріву.</translation>
    </message>
    <message>
        <source>The last size (%1 B) is below the first (%2 B).</source>
        <translation>Останній розмір (%1 Б) менший за перший (%2 Б).</translation>
    </message>
    <message>
        <source>The others double from it.</source>
        <translation>Решта подвоюються від нього.</translation>
    </message>
    <message>
        <source>The report lists every drop-out.</source>
        <translation>Звіт перелічує кожен провал.</translation>
    </message>
    <message>
        <source>A UDP ping-pong takes %1 … %2 bytes per datagram.</source>
        <translation>UDP-пінг-понг приймає %1 … %2 байтів на датаграму.</translation>
    </message>
    <message>
        <source>A TCP ping-pong takes %1 … %2 per request.</source>
        <translation>TCP-пінг-понг приймає %1 … %2 на запит.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::FineSweepWizard</name>
    <message>
        <source>Where the two ends of the ping-pong run. Host A asks, host B answers, over A&apos;s and B&apos;s addresses: these choose the adapters under test.</source>
        <translation>Де працюють два кінці пінг-понгу. Хост A запитує, хост B відповідає, через адреси A і B: саме вони визначають тестовані адаптери.</translation>
    </message>
    <message>
        <source>Measures the stack and the CPU of this machine, not an adapter: the baseline to compare adapters against.</source>
        <translation>Вимірює стек і ЦП цієї машини, а не адаптер: це базовий рівень для порівняння адаптерів.</translation>
    </message>
    <message>
        <source>Measures the link between two machines, for example two adapters joined by a crossover cable.</source>
        <translation>Вимірює канал між двома машинами, наприклад двома адаптерами, з’єднаними кросовим кабелем.</translation>
    </message>
    <message>
        <source>Fine size sweep (NetPIPE)</source>
        <translation>Точний перебір розмірів (NetPIPE)</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>Fine size sweep: %1 ping-pong %2, %3</source>
        <translation>Точний перебір розмірів: пінг-понг %1 %2, %3</translation>
    </message>
    <message>
        <source>NetPIPE-style: a %1 ping-pong (each request answered with as many bytes) at sizes %2, %3 per doubling and %4 bytes either side, %5 each. procedure.json lists each size&apos;s throughput and round trip, and the sizes whose throughput drops more than %6 % below both neighbours.</source>
        <translation>У стилі NetPIPE: пінг-понг %1 (відповідь на кожен запит — стільки ж байтів) з розмірами %2, %3 на подвоєння і ще по %4 байт менше й більше, по %5 на кожен. procedure.json містить пропускну здатність і час обходу для кожного розміру, а також розміри, пропускна здатність яких нижча, ніж в обох сусідів, більше ніж на %6 %.</translation>
    </message>
    <message>
        <source>Ping-pong:</source>
        <translation>Пінг-понг:</translation>
    </message>
    <message>
        <source>UDP, one request in flight, each answered with as many bytes</source>
        <translation>UDP, лише один запит одночасно, відповідь на кожен — стільки ж байтів</translation>
    </message>
    <message>
        <source>TCP, one request in flight, each answered with as many bytes</source>
        <translation>TCP, лише один запит одночасно, відповідь на кожен — стільки ж байтів</translation>
    </message>
    <message>
        <source>Sizes:</source>
        <translation>Розміри:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>%1 B (1 size)</source>
        <translation>%1 Б (1 розмір)</translation>
    </message>
    <message>
        <source>%1 B (%2 sizes)</source>
        <translation>%1 Б (розмірів: %2)</translation>
    </message>
    <message>
        <source>Drop-outs:</source>
        <translation>Провали:</translation>
    </message>
    <message>
        <source>sizes more than %1 % below both neighbours</source>
        <translation>розміри, нижчі за обох сусідів більше ніж на %1 %</translation>
    </message>
    <message>
        <source>Each size:</source>
        <translation>Кожен розмір:</translation>
    </message>
    <message>
        <source>%1 warm-up + %2 measured</source>
        <translation>%1 прогріву + %2 вимірювання</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>Кроки:</translation>
    </message>
</context>
<context>
    <name>iometry::gui::GuideViewer</name>
    <message>
        <source>User guide</source>
        <translation>Посібник користувача</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LatencyProtocolPage</name>
    <message>
        <source>&amp;TCP request/response</source>
        <translation>Запит/відповідь &amp;TCP</translation>
    </message>
    <message>
        <source>Host A sends a request, host B answers with as many bytes; every round trip is timed, and each size&apos;s whole distribution is kept.</source>
        <translation>Хост A надсилає запит, хост B відповідає стількома ж байтами; кожен обхід вимірюється, і для кожного розміру зберігається весь розподіл.</translation>
    </message>
    <message>
        <source>&amp;Requests in flight:</source>
        <translation>&amp;Одночасних запитів:</translation>
    </message>
    <message>
        <source>A UDP ping-pong keeps one request in flight: the next leaves when the reply is in.</source>
        <translation>Пінг-понг UDP тримає лише один запит одночасно: наступний іде, коли надійшла відповідь.</translation>
    </message>
    <message>
        <source>Over one TCP connection, as netperf TCP_RR: the round trip includes TCP&apos;s own work. Sizes %1 … %2.</source>
        <translation>Через одне TCP-з’єднання, як netperf TCP_RR: обхід включає власну роботу TCP. Розміри %1 … %2.</translation>
    </message>
    <message>
        <source>One datagram each way, as sockperf ping-pong: %1 … %2 bytes, one request in flight.</source>
        <translation>По одній датаграмі в кожен бік, як sockperf ping-pong: %1 … %2 байтів, один запит у дорозі.</translation>
    </message>
    <message>
        <source>With one, each round trip is timed alone; more keep several requests queued on the connection, and time them under load.</source>
        <translation>При одному кожен круговий обхід вимірюється окремо; при кількох у з&apos;єднанні стоять у черзі кілька запитів, і вони вимірюються під навантаженням.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LatencySizesPage</name>
    <message>
        <source>Request sizes</source>
        <translation>Розміри запитів</translation>
    </message>
    <message>
        <source>Sizes and timing</source>
        <translation>Розміри й час</translation>
    </message>
    <message>
        <source>Each checked size is one step: requests of that size, each answered with as many bytes, for the time given.</source>
        <translation>Кожен позначений розмір — один крок: запити цього розміру, відповідь на кожен — стільки ж байтів, протягом заданого часу.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>&amp;Interval:</source>
        <translation>&amp;Інтервал:</translation>
    </message>
    <message>
        <source>&amp;Time per size:</source>
        <translation>&amp;Час на розмір:</translation>
    </message>
    <message>
        <source>Check at least one request size.</source>
        <translation>Позначте хоча б один розмір запиту.</translation>
    </message>
    <message>
        <source>no count: by time</source>
        <translation>без лічби: за часом</translation>
    </message>
    <message>
        <source>&amp;Round trips per size:</source>
        <translation>&amp;Циклів на розмір:</translation>
    </message>
    <message>
        <source>The most a size may take: it ends sooner when its round trips are made.</source>
        <translation>Найбільший час на розмір: він завершується раніше, коли всі цикли зроблено.</translation>
    </message>
    <message>
        <source>Measured, after %1 of warm-up.</source>
        <translation>Вимірюється після %1 прогріву.</translation>
    </message>
    <message>
        <source>None sends it at once.</source>
        <translation>«Немає» — наступний запит іде одразу.</translation>
    </message>
    <message>
        <source>A size ends when they are made, and none is a warm-up.</source>
        <translation>Розмір завершується, коли їх зроблено, і жоден не йде на прогрів.</translation>
    </message>
    <message>
        <source>A UDP datagram carries %1 … %2 bytes: the smaller sizes are left out.</source>
        <translation>UDP-датаграма несе %1 … %2 байтів: менші розміри пропускаються.</translation>
    </message>
    <message>
        <source>14 B is sockperf&apos;s default; 1472 B fills a 1500-byte frame.</source>
        <translation>14 Б — типове значення sockperf; 1472 Б заповнюють кадр у 1500 байтів.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LatencyUnderLoadDiskWizard</name>
    <message>
        <source>A load of the pattern below keeps the disk busy while a probe times single 4 KiB random reads of the same file beside it.</source>
        <translation>Навантаження за зразком нижче тримає диск зайнятим, а зонд поруч із ним вимірює поодинокі випадкові читання по 4 КіБ із того самого файлу.</translation>
    </message>
    <message>
        <source>Reads a second, each issued at its time whatever the load does and timed from it, one at a time.</source>
        <translation>Читань за секунду; кожне видається у свій час, хоч би що робило навантаження, і відраховується від нього, по одному за раз.</translation>
    </message>
    <message>
        <source>Latency under load of a disk</source>
        <translation>Затримка диска під навантаженням</translation>
    </message>
    <message>
        <source>A block device is claimed by one worker alone, and the load and the probe both open the target: choose a test file on the disk under test.</source>
        <translation>Блоковий пристрій займає лише один воркер, а ціль відкривають і навантаження, і зонд: оберіть тестовий файл на диску, що випробовується.</translation>
    </message>
    <message>
        <source>The test file the load and the probe share: put it on the disk under test.</source>
        <translation>Тестовий файл, спільний для навантаження і зонда: розмістіть його на диску, що випробовується.</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Request &amp;size:</source>
        <translation>&amp;Розмір запиту:</translation>
    </message>
    <message>
        <source>Each I/O of the load: 128 KiB is a large write&apos;s.</source>
        <translation>Кожної операції навантаження: 128 КіБ — як у великого запису.</translation>
    </message>
    <message>
        <source>&amp;Reads:</source>
        <translation>&amp;Читання:</translation>
    </message>
    <message>
        <source>The share of the load&apos;s I/Os that read; the rest write.</source>
        <translation>Частка операцій навантаження, що читають; решта пишуть.</translation>
    </message>
    <message>
        <source>Ra&amp;ndom:</source>
        <translation>В&amp;ипадково:</translation>
    </message>
    <message>
        <source>The share at random offsets; the rest follow one another (sequential).</source>
        <translation>Частка за випадковими зміщеннями; решта йдуть одна за одною (послідовно).</translation>
    </message>
    <message>
        <source>I/Os in &amp;flight:</source>
        <translation>Операцій у &amp;дорозі:</translation>
    </message>
    <message>
        <source>The load&apos;s queue: the deeper, the longer a probe&apos;s read may wait behind it.</source>
        <translation>Черга навантаження: що вона глибша, то довше читання зонда може чекати за нею.</translation>
    </message>
    <message>
        <source>%1 %2, %3 in flight</source>
        <translation>%1 %2, %3 у дорозі</translation>
    </message>
    <message>
        <source>Latency under load: %1 %2 QD %3, 4 KiB reads at %4 Hz, %5</source>
        <translation>Затримка під навантаженням: %1 %2 QD %3, читання 4 КіБ із частотою %4 Гц, %5</translation>
    </message>
    <message>
        <source>On %1, with O_DIRECT. The load: %2. Beside it a probe: 4 KiB random reads of the same file, %3, each timed from when it was due. %4</source>
        <translation>На %1, з O_DIRECT. Навантаження: %2. Поруч із ним зонд: випадкове читання 4 КіБ із того самого файлу, %3, кожне відраховується від запланованого часу. %4</translation>
    </message>
    <message>
        <source>Load:</source>
        <translation>Навантаження:</translation>
    </message>
    <message>
        <source>%1, O_DIRECT</source>
        <translation>%1, O_DIRECT</translation>
    </message>
    <message>
        <source>Probe:</source>
        <translation>Зонд:</translation>
    </message>
    <message>
        <source>4 KiB random reads, %1, one at a time</source>
        <translation>випадкове читання 4 КіБ, %1, по одному за раз</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LatencyUnderLoadLinkWizard</name>
    <message>
        <source>Where the two ends of the load and of the probe run. The data path is exactly host A&apos;s address to host B&apos;s address, so these choose the adapter under test.</source>
        <translation>Де працюють два кінці навантаження і зонда. Шлях даних — рівно від адреси хоста A до адреси хоста B, тож вони обирають адаптер, що випробовується.</translation>
    </message>
    <message>
        <source>A TCP stream loads the link while a UDP probe times round trips beside it, as Flent&apos;s RRUL does.</source>
        <translation>TCP-потік навантажує зв&apos;язок, а UDP-зонд поруч із ним вимірює обходи, як RRUL у Flent.</translation>
    </message>
    <message>
        <source>Round trips a second, each sent at its time whatever the load does and timed from it, one at a time.</source>
        <translation>Обходів за секунду; кожен надсилається у свій час, хоч би що робило навантаження, і відраховується від нього, по одному за раз.</translation>
    </message>
    <message>
        <source>Latency under load of a link</source>
        <translation>Затримка зв&apos;язку під навантаженням</translation>
    </message>
    <message>
        <source>Request &amp;size:</source>
        <translation>&amp;Розмір запиту:</translation>
    </message>
    <message>
        <source>Each request of the stream: 64 KiB keeps the link full.</source>
        <translation>Кожного запиту потоку: 64 КіБ тримають зв&apos;язок заповненим.</translation>
    </message>
    <message>
        <source>&amp;Connections:</source>
        <translation>&amp;З&apos;єднань:</translation>
    </message>
    <message>
        <source>Parallel TCP connections of the stream, each in the mode chosen.</source>
        <translation>Паралельні TCP-з&apos;єднання потоку, кожне у вибраному режимі.</translation>
    </message>
    <message>
        <source>Datagram si&amp;ze:</source>
        <translation>Ро&amp;змір датаграми:</translation>
    </message>
    <message>
        <source>Each UDP request and its answer: 64 B is a small packet&apos;s round trip, as ping&apos;s.</source>
        <translation>Кожного UDP-запиту та відповіді: 64 Б — обхід невеликого пакета, як у ping.</translation>
    </message>
    <message numerus="yes">
        <source>%n connection</source>
        <translation>
            <numerusform>%n з&apos;єднання</numerusform>
            <numerusform>%n з&apos;єднання</numerusform>
            <numerusform>%n з&apos;єднань</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n connections</source>
        <translation>
            <numerusform>%n з&apos;єднання</numerusform>
            <numerusform>%n з&apos;єднання</numerusform>
            <numerusform>%n з&apos;єднань</numerusform>
        </translation>
    </message>
    <message>
        <source>TCP stream, %1, %2 requests, %3</source>
        <translation>TCP-потік, %1, запити %2, %3</translation>
    </message>
    <message>
        <source>Latency under load: TCP %1 %2, UDP probe %3 at %4 Hz, %5</source>
        <translation>Затримка під навантаженням: TCP %1 %2, UDP-зонд %3 із частотою %4 Гц, %5</translation>
    </message>
    <message>
        <source>The load: %1. Beside it a UDP probe: round trips of %2, %3, each timed from when it was due. %4</source>
        <translation>Навантаження: %1. Поруч із ним UDP-зонд: обходи по %2, %3, кожен відраховується від запланованого часу. %4</translation>
    </message>
    <message>
        <source>Load:</source>
        <translation>Навантаження:</translation>
    </message>
    <message>
        <source>Probe:</source>
        <translation>Зонд:</translation>
    </message>
    <message>
        <source>UDP round trips of %1, %2, one at a time</source>
        <translation>обходи UDP по %1, %2, по одному за раз</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LatencyWizard</name>
    <message>
        <source>Where the two ends of the round trips run. Host A asks, host B answers, over A&apos;s and B&apos;s addresses: these choose the adapters under test.</source>
        <translation>Де працюють два кінці обходів. Хост A запитує, хост B відповідає, через адреси A і B: саме вони визначають тестовані адаптери.</translation>
    </message>
    <message>
        <source>Times the stack and the CPU of this machine, not an adapter: the baseline to compare adapters against.</source>
        <translation>Вимірює час стека й ЦП цієї машини, а не адаптера: це базовий рівень для порівняння адаптерів.</translation>
    </message>
    <message>
        <source>Times the link between two machines, for example two adapters joined by a crossover cable.</source>
        <translation>Вимірює час у каналі між двома машинами, наприклад двома адаптерами, з’єднаними кросовим кабелем.</translation>
    </message>
    <message>
        <source>Latency (round trips)</source>
        <translation>Затримка (час обходу)</translation>
    </message>
    <message>
        <source>UDP ping-pong</source>
        <translation>пінг-понг UDP</translation>
    </message>
    <message>
        <source>TCP request/response</source>
        <translation>запит/відповідь TCP</translation>
    </message>
    <message>
        <source>no size</source>
        <translation>немає розмірів</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>Latency: %1 %2, %3</source>
        <translation>Затримка: %1 %2, %3</translation>
    </message>
    <message>
        <source>a pause of %1 ms after each reply</source>
        <translation>пауза %1 мс після кожної відповіді</translation>
    </message>
    <message>
        <source>no pause between requests</source>
        <translation>без пауз між запитами</translation>
    </message>
    <message>
        <source>Round trips of a %1 (each request answered with as many bytes) at sizes %2, requests in flight: %3, %4, %5 each. procedure.json gives per size the round trips, min, mean, standard deviation, p50 … p99.99 and max, and the share of round trips at least as long as x.</source>
        <translation>Обходи: %1 (відповідь на кожен запит — стільки ж байтів) з розмірами %2, одночасних запитів: %3, %4, по %5 на кожен розмір. procedure.json містить для кожного розміру кількість обходів, мінімум, середнє, стандартне відхилення, p50 … p99.99 і максимум, а також частку обходів, не коротших за x.</translation>
    </message>
    <message>
        <source>Round trips:</source>
        <translation>Обходи:</translation>
    </message>
    <message>
        <source>UDP ping-pong, each request answered with as many bytes</source>
        <translation>пінг-понг UDP, відповідь на кожен запит — стільки ж байтів</translation>
    </message>
    <message>
        <source>TCP request/response, each request answered with as many bytes</source>
        <translation>запит/відповідь TCP, відповідь на кожен запит — стільки ж байтів</translation>
    </message>
    <message>
        <source>Requests in flight:</source>
        <translation>Одночасних запитів:</translation>
    </message>
    <message>
        <source>1 (a UDP ping-pong keeps one)</source>
        <translation>1 (пінг-понг UDP тримає один)</translation>
    </message>
    <message>
        <source>Sizes:</source>
        <translation>Розміри:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>%1 B (1 size)</source>
        <translation>%1 Б (1 розмір)</translation>
    </message>
    <message>
        <source>%1 B (%2 sizes)</source>
        <translation>%1 Б (розмірів: %2)</translation>
    </message>
    <message>
        <source>Interval:</source>
        <translation>Інтервал:</translation>
    </message>
    <message>
        <source>%1 ms after each reply</source>
        <translation>%1 мс після кожної відповіді</translation>
    </message>
    <message>
        <source>none: the next request leaves at once</source>
        <translation>немає: наступний запит іде одразу</translation>
    </message>
    <message>
        <source>Each size:</source>
        <translation>Кожен розмір:</translation>
    </message>
    <message>
        <source>%1 warm-up + %2 measured</source>
        <translation>%1 прогріву + %2 вимірювання</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>Кроки:</translation>
    </message>
    <message>
        <source>%1 round trips (at most %2)</source>
        <translation>%1 циклів запит–відповідь (не більше %2)</translation>
    </message>
    <message>
        <source>%1 round trips, all measured, in at most %2</source>
        <translation>%1 циклів запит–відповідь, усі вимірюються, не більше ніж за %2</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LinkSpeedField</name>
    <message>
        <source>Loopback has no line rate: the value is only the reference the results are given against.</source>
        <translation>Loopback не має швидкості лінії: це значення — лише еталон, відносно якого подаються результати.</translation>
    </message>
    <message>
        <source>%1 reports %2 Mbit/s; set less if the link runs slower.</source>
        <translation>%1 повідомляє %2 Мбіт/с; задайте менше, якщо канал працює повільніше.</translation>
    </message>
    <message>
        <source>%1 reports %2 Mbit/s.</source>
        <translation>%1 повідомляє %2 Мбіт/с.</translation>
    </message>
    <message>
        <source>Host A&apos;s interface reports no speed: set the link&apos;s.</source>
        <translation>Інтерфейс хоста A не повідомляє швидкість: задайте швидкість каналу.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LiveRowsModel</name>
    <message>
        <source>Scope</source>
        <translation>Рівень</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Ім’я</translation>
    </message>
    <message>
        <source>Mbit/s</source>
        <translation>Мбіт/с</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>ЦП %</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Помилки</translation>
    </message>
    <message>
        <source>The block device&apos;s own counters (/proc/diskstats) over the interval: everything that used the device, not only this test</source>
        <translation>Власні лічильники блокового пристрою (/proc/diskstats) за інтервал: усе, що використовувало пристрій, а не лише цей тест</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <source>TCP segments retransmitted in the interval, all connections of the row, as the kernel counts them (TCP_INFO)</source>
        <translation>Сегменти TCP, передані повторно за інтервал, за всіма з’єднаннями рядка, як їх рахує ядро (TCP_INFO)</translation>
    </message>
    <message>
        <source>Retr</source>
        <extracomment>iperf3&apos;s column title for retransmitted TCP segments; keep it short</extracomment>
        <translation>Повт.</translation>
    </message>
    <message>
        <source>all</source>
        <translation>усі</translation>
    </message>
    <message>
        <source>dynamo</source>
        <translation>Dynamo</translation>
    </message>
    <message>
        <source>worker</source>
        <translation>воркер</translation>
    </message>
    <message>
        <source>all: every pair counted once (the sum of the worker rows); dynamo: the worker ends on that dynamo; worker: the pair seen from its holder</source>
        <translation>усі: кожна пара врахована один раз (сума рядків воркерів); Dynamo: кінці воркерів на цьому Dynamo; воркер: пара з погляду її власника</translation>
    </message>
    <message>
        <source>Bytes read and written ÷ 10⁶ ÷ s</source>
        <translation>Прочитані та записані байти ÷ 10⁶ ÷ с</translation>
    </message>
    <message>
        <source>Bytes received + bytes sent, × 8 ÷ 10⁶ ÷ s, counted where the bytes arrived. A dynamo row adds up its ends: holding both ends of a pair, it counts the pair twice (sent + received)</source>
        <translation>Прийняті + надіслані байти × 8 ÷ 10⁶ ÷ с, враховані там, куди байти прийшли. Рядок Dynamo додає свої кінці: якщо на ньому обидва кінці пари, пара врахована двічі (надіслано + прийнято)</translation>
    </message>
    <message>
        <source>Of the throughput, the bytes written ÷ 10⁶ ÷ s</source>
        <translation>З пропускної здатності — записані байти ÷ 10⁶ ÷ с</translation>
    </message>
    <message>
        <source>Of the throughput, what the row&apos;s ends sent (as it arrived at the other end). A worker or the all row: from the holder&apos;s point of view</source>
        <translation>З пропускної здатності — те, що надіслали кінці рядка (як воно прийшло на інший кінець). Воркер або рядок «усі»: з погляду власника</translation>
    </message>
    <message>
        <source>Of the throughput, the bytes read ÷ 10⁶ ÷ s</source>
        <translation>З пропускної здатності — прочитані байти ÷ 10⁶ ÷ с</translation>
    </message>
    <message>
        <source>Of the throughput, what arrived at the row&apos;s ends. A worker or the all row: from the holder&apos;s point of view. Empty where the spec sends nothing towards them</source>
        <translation>З пропускної здатності — те, що прийшло на кінці рядка. Воркер або рядок «усі»: з погляду власника. Порожньо, якщо специфікація нічого до них не надсилає</translation>
    </message>
    <message>
        <source>Completed requests (reads + writes) ÷ s</source>
        <translation>Завершені запити (читання + записи) ÷ с</translation>
    </message>
    <message>
        <source>Busy share of all CPUs of the row&apos;s host (100 − idle − iowait); for all, the mean over the hosts that carry the traffic</source>
        <translation>Зайнята частка всіх CPU хоста рядка (100 − idle − iowait); для «усі» — середнє за хостами, через які йде трафік</translation>
    </message>
    <message>
        <source>A transaction&apos;s round trip (a disk&apos;s I/O): mean and 99th percentile. Empty for streams, which have no round trip</source>
        <translation>Круговий обхід транзакції (для диска — операція введення-виведення): середнє та 99-й процентиль. Порожньо для потоків: у них немає кругового обходу</translation>
    </message>
    <message>
        <source>Failed requests in the interval</source>
        <translation>Невдалі запити за інтервал</translation>
    </message>
    <message>
        <source>Written
MB/s</source>
        <translation>Записано,
МБ/с</translation>
    </message>
    <message>
        <source>Sent
Mbit/s</source>
        <translation>Надіслано,
Мбіт/с</translation>
    </message>
    <message>
        <source>Read
MB/s</source>
        <translation>Прочитано,
МБ/с</translation>
    </message>
    <message>
        <source>Received
Mbit/s</source>
        <translation>Прийнято,
Мбіт/с</translation>
    </message>
    <message>
        <source>Latency
mean, µs</source>
        <translation>Затримка
сер., мкс</translation>
    </message>
    <message>
        <source>Latency
p99, µs</source>
        <translation>Затримка
p99, мкс</translation>
    </message>
    <message>
        <source>Device
IOPS</source>
        <translation>IOPS
пристрою</translation>
    </message>
    <message>
        <source>Device
MB/s</source>
        <translation>МБ/с
пристрою</translation>
    </message>
    <message>
        <source>Device
util %</source>
        <translation>Завантаження
пристрою, %</translation>
    </message>
    <message>
        <source>Device
queue</source>
        <translation>Черга
пристрою</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LoadLatencyDiskWizard</name>
    <message>
        <source>Random reads of 4 KiB, with O_DIRECT: how the latency of an I/O grows as the I/Os come faster.</source>
        <translation>Випадкове читання блоками по 4 КіБ з O_DIRECT: як зростає затримка операції, коли операції надходять частіше.</translation>
    </message>
    <message>
        <source>&amp;I/Os in flight:</source>
        <translation>&amp;Операцій у дорозі:</translation>
    </message>
    <message>
        <source>At most this many queued at once. The highest rate is found at this depth; a level the disk cannot keep up with fills them, and its latency grows with the queue.</source>
        <translation>Не більше стількох у черзі водночас. Найбільша швидкість шукається на цій глибині; рівень, за яким диск не встигає, заповнює їх, і його затримка зростає разом із чергою.</translation>
    </message>
    <message>
        <source>Load–latency curve of a disk</source>
        <translation>Крива «навантаження — затримка» диска</translation>
    </message>
    <message>
        <source>Load–latency: 4 KiB random read, %1 in flight, %2</source>
        <translation>Навантаження — затримка: випадкове читання 4 КіБ, %1 у дорозі, %2</translation>
    </message>
    <message>
        <source>Random reads of 4 KiB with O_DIRECT on %1, %2 in flight. %3</source>
        <translation>Випадкове читання по 4 КіБ з O_DIRECT на %1, %2 у дорозі. %3</translation>
    </message>
    <message>
        <source>Load:</source>
        <translation>Навантаження:</translation>
    </message>
    <message>
        <source>4 KiB random reads, O_DIRECT, %1 in flight</source>
        <translation>випадкове читання 4 КіБ, O_DIRECT, %1 у дорозі</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LoadLatencyLinkWizard</name>
    <message>
        <source>Where the two ends run. Host A sends the requests, host B answers each with as many bytes, over A&apos;s and B&apos;s addresses: these choose the adapters under test.</source>
        <translation>Де працюють два кінці. Хост A надсилає запити, хост B відповідає на кожен такою самою кількістю байтів, за адресами A і B: вони обирають адаптери, що випробовуються.</translation>
    </message>
    <message>
        <source>Measures the stack and the CPU of this machine, not an adapter: the baseline to compare adapters against.</source>
        <translation>Вимірює мережевий стек і процесор цієї машини, а не адаптер: базовий рівень для порівняння адаптерів.</translation>
    </message>
    <message>
        <source>Measures the link between two machines and the hosts that answer on it.</source>
        <translation>Вимірює зв&apos;язок між двома машинами та хости, що на ньому відповідають.</translation>
    </message>
    <message>
        <source>One TCP connection of requests, each answered with as many bytes: how its latency grows as the requests come faster.</source>
        <translation>Одне TCP-з&apos;єднання із запитами, на кожен відповідають такою самою кількістю байтів: як зростає його затримка, коли запити надходять частіше.</translation>
    </message>
    <message>
        <source>&amp;Requests in flight:</source>
        <translation>&amp;Запитів у дорозі:</translation>
    </message>
    <message>
        <source>At most this many awaiting their reply. The highest rate is found at this depth; a level the link cannot keep up with fills them, and its latency grows with the queue.</source>
        <translation>Не більше стількох чекають на відповідь водночас. Найбільша швидкість шукається на цій глибині; рівень, за яким зв&apos;язок не встигає, заповнює їх, і його затримка зростає разом із чергою.</translation>
    </message>
    <message>
        <source>Load–latency curve of a link</source>
        <translation>Крива «навантаження — затримка» зв&apos;язку</translation>
    </message>
    <message>
        <source>Request &amp;size:</source>
        <translation>&amp;Розмір запиту:</translation>
    </message>
    <message>
        <source>Each request and its reply: 64 B is a small RPC&apos;s.</source>
        <translation>Кожного запиту та його відповіді: 64 Б — як у невеликого RPC.</translation>
    </message>
    <message>
        <source>Load–latency: TCP %1, %2 in flight, %3</source>
        <translation>Навантаження — затримка: TCP %1, %2 у дорозі, %3</translation>
    </message>
    <message>
        <source>TCP requests of %1, each answered with as many bytes, %2 in flight. %3</source>
        <translation>TCP-запити по %1, на кожен відповідають такою самою кількістю байтів, %2 у дорозі. %3</translation>
    </message>
    <message>
        <source>Load:</source>
        <translation>Навантаження:</translation>
    </message>
    <message>
        <source>TCP request/response, %1 each way, %2 in flight</source>
        <translation>TCP запит/відповідь, %1 у кожен бік, %2 у дорозі</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LoadLevelsPage</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Levels, in % of the highest rate</source>
        <translation>Рівні, % від найбільшої швидкості</translation>
    </message>
    <message>
        <source>Load and levels</source>
        <translation>Навантаження і рівні</translation>
    </message>
    <message>
        <source>First one step in a closed loop finds the highest rate; then each checked level offers that share of it on a schedule, one step each, lightest first.</source>
        <translation>Спершу один крок у замкненому циклі знаходить найбільшу швидкість; потім кожен позначений рівень подає свою частку від неї за розкладом, по кроку на рівень, починаючи з найлегшого.</translation>
    </message>
    <message>
        <source>&amp;Arrivals:</source>
        <translation>&amp;Надходження:</translation>
    </message>
    <message>
        <source>Constant is the steadiest load; poisson is many independent clients.</source>
        <translation>Рівномірне — найрівніше навантаження; пуассонівське — багато незалежних клієнтів.</translation>
    </message>
    <message>
        <source>&amp;Time per step:</source>
        <translation>&amp;Час на крок:</translation>
    </message>
    <message>
        <source>Each step warms up for %1 first, not measured.</source>
        <translation>Кожен крок спершу прогрівається %1, без вимірювання.</translation>
    </message>
    <message>
        <source>Check at least one level.</source>
        <translation>Позначте хоча б один рівень.</translation>
    </message>
    <message>
        <source>First the highest rate in a closed loop, then %1 of it offered open loop (%2 arrivals), %3 each; every latency timed from its request&apos;s scheduled time. procedure.json gives each level&apos;s offered and achieved rate, its latency percentiles and the knee.</source>
        <translation>Спершу найбільша швидкість у замкненому циклі, потім %1 від неї у відкритому циклі (надходження: %2), по %3; кожна затримка відраховується від запланованого часу запиту. procedure.json дає для кожного рівня запропоновану й досягнуту швидкість, процентилі затримки та коліно.</translation>
    </message>
    <message>
        <source>Levels:</source>
        <translation>Рівні:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>the highest rate closed loop, then %1 of it open loop</source>
        <translation>найбільша швидкість у замкненому циклі, потім %1 від неї у відкритому</translation>
    </message>
    <message>
        <source>Arrivals:</source>
        <translation>Надходження:</translation>
    </message>
    <message>
        <source>poisson: exponential gaps of the same mean</source>
        <translation>пуассонівське: експоненційні проміжки з тим самим середнім</translation>
    </message>
    <message>
        <source>constant: even gaps</source>
        <translation>рівномірне: рівні проміжки</translation>
    </message>
    <message>
        <source>Each step:</source>
        <translation>Кожен крок:</translation>
    </message>
    <message>
        <source>%1 warm-up + %2 measured</source>
        <translation>%1 прогрів + %2 вимірювання</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>Кроки:</translation>
    </message>
</context>
<context>
    <name>iometry::gui::MainWindow</name>
    <message>
        <source>Targets</source>
        <translation>Цілі</translation>
    </message>
    <message>
        <source>Access Specifications</source>
        <translation>Специфікації доступу</translation>
    </message>
    <message>
        <source>Test Setup</source>
        <translation>Налаштування тесту</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Результати</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Звіт</translation>
    </message>
    <message>
        <source>%p %</source>
        <translation>%p %</translation>
    </message>
    <message>
        <source>Dynamo %1 disconnected: %2</source>
        <translation>Dynamo %1 відключився: %2</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Основна</translation>
    </message>
    <message>
        <source>Open test plan</source>
        <translation>Відкрити план тесту</translation>
    </message>
    <message>
        <source>Iometry plans (*.json)</source>
        <translation>Плани Iometry (*.json)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Старт</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;New plan</source>
        <translation>&amp;Новий план</translation>
    </message>
    <message>
        <source>&amp;Open plan…</source>
        <translation>&amp;Відкрити план…</translation>
    </message>
    <message>
        <source>&amp;Save plan</source>
        <translation>&amp;Зберегти план</translation>
    </message>
    <message>
        <source>Save plan &amp;as…</source>
        <translation>Зберегти план &amp;як…</translation>
    </message>
    <message>
        <source>Open results folder</source>
        <translation>Відкрити теку результатів</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Ви&amp;хід</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Запуск</translation>
    </message>
    <message>
        <source>&amp;Dynamos</source>
        <translation>&amp;Динамо</translation>
    </message>
    <message>
        <source>Add a remote dynamo…</source>
        <translation>Додати віддалений Dynamo…</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Налаштування</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Мова</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Як у системі</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>&amp;About Iometry</source>
        <translation>&amp;Про Iometry</translation>
    </message>
    <message>
        <source>About Iometry</source>
        <translation>Про Iometry</translation>
    </message>
    <message>
        <source>&lt;b&gt;Iometry %1&lt;/b&gt;&lt;br&gt;A test workbench for network adapters and storage: throughput, CPU load, latency, per request size.</source>
        <translation>&lt;b&gt;Iometry %1&lt;/b&gt;&lt;br&gt;Випробувальний стенд для мережевих адаптерів і накопичувачів: пропускна здатність, завантаження ЦП і затримка залежно від розміру запиту.</translation>
    </message>
    <message>
        <source>Dynamos connected: %1</source>
        <translation>Підключено Dynamo: %1</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>без назви</translation>
    </message>
    <message>
        <source>%1%2 — Iometry</source>
        <translation>%1%2 — Iometry</translation>
    </message>
    <message>
        <source>The plan is not valid</source>
        <translation>План містить помилки</translation>
    </message>
    <message>
        <source>Fix these problems first; no traffic was started:

%1</source>
        <translation>Спочатку виправте ці помилки; трафік не запускався:

%1</translation>
    </message>
    <message>
        <source>Running; results go to %1</source>
        <translation>Виконується; результати записуються до %1</translation>
    </message>
    <message>
        <source>Stopping; everything measured so far is kept…</source>
        <translation>Зупинка; усе, що вже виміряно, зберігається…</translation>
    </message>
    <message>
        <source>Step %1/%2, ETA %3</source>
        <translation>Крок %1/%2, залишилося %3</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Test finished; results in %1</source>
        <translation>Тест завершено; результати в %1</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Зупинено</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Збій</translation>
    </message>
    <message>
        <source>Stopped: %1; results so far in %2</source>
        <translation>Зупинено: %1; отримані результати в %2</translation>
    </message>
    <message>
        <source>Failed: %1; results so far in %2</source>
        <translation>Збій: %1; отримані результати в %2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Відкрито: %1</translation>
    </message>
    <message>
        <source>Cannot open the plan</source>
        <translation>Не вдалося відкрити план</translation>
    </message>
    <message>
        <source>%1 is not a valid plan:

%2</source>
        <translation>%1 — некоректний план:

%2</translation>
    </message>
    <message>
        <source>Cannot open the results</source>
        <translation>Не вдалося відкрити результати</translation>
    </message>
    <message>
        <source>Cannot save the plan</source>
        <translation>Не вдалося зберегти план</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Збережено: %1</translation>
    </message>
    <message>
        <source>Save test plan</source>
        <translation>Зберегти план тесту</translation>
    </message>
    <message>
        <source>Unsaved plan</source>
        <translation>Незбережений план</translation>
    </message>
    <message>
        <source>The plan has changes that are not saved. Save them?</source>
        <translation>План має незбережені зміни. Зберегти їх?</translation>
    </message>
    <message>
        <source>Export table</source>
        <translation>Експорт таблиці</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файли CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export the table</source>
        <translation>Не вдалося експортувати таблицю</translation>
    </message>
    <message>
        <source>Open results &amp;folder…</source>
        <translation>Відкрити теку &amp;результатів…</translation>
    </message>
    <message>
        <source>&amp;Import IOmeter configuration…</source>
        <translation>&amp;Імпорт конфігурації IOmeter…</translation>
    </message>
    <message>
        <source>Import IOmeter configuration</source>
        <translation>Імпорт конфігурації IOmeter</translation>
    </message>
    <message>
        <source>IOmeter configurations (*.icf)</source>
        <translation>Конфігурації IOmeter (*.icf)</translation>
    </message>
    <message>
        <source>Cannot import the IOmeter configuration</source>
        <translation>Не вдається імпортувати конфігурацію IOmeter</translation>
    </message>
    <message>
        <source>%1 was not imported:

%2</source>
        <translation>%1 не імпортовано:

%2</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>Імпортовано %1</translation>
    </message>
    <message>
        <source>Not carried over from IOmeter</source>
        <translation>Не перенесено з IOmeter</translation>
    </message>
    <message>
        <source>%1 was imported. These settings have no equivalent in Iometry and were not carried over:

%2</source>
        <translation>%1 імпортовано. Ці налаштування не мають відповідника в Iometry і не перенесені:

%2</translation>
    </message>
    <message>
        <source>Add results to the &amp;comparison…</source>
        <translation>Додати результати до &amp;порівняння…</translation>
    </message>
    <message>
        <source>Open co&amp;mparison…</source>
        <translation>Відкрити пор&amp;івняння…</translation>
    </message>
    <message>
        <source>Closing the session…</source>
        <translation>Закриття сеансу…</translation>
    </message>
    <message>
        <source>Listening for dynamos on %1</source>
        <translation>Очікування Dynamo на %1</translation>
    </message>
    <message>
        <source>Cannot listen there: %1; listening on %2 as before</source>
        <translation>Не вдається слухати там: %1; прослуховування на %2, як раніше</translation>
    </message>
    <message>
        <source>Not listening for dynamos: %1</source>
        <translation>Dynamo не очікуються: %1</translation>
    </message>
    <message>
        <source>Open &amp;example…</source>
        <translation>Відкрити &amp;приклад…</translation>
    </message>
    <message>
        <source>The session is closing: start again once it listens</source>
        <translation>Сеанс закривається: запустіть знову, коли він почне слухати</translation>
    </message>
    <message>
        <source>The session is not open: no dynamo can run the plan</source>
        <translation>Сеанс не відкрито: жоден Dynamo не може виконати план</translation>
    </message>
    <message>
        <source>Cannot open the example</source>
        <translation>Не вдається відкрити приклад</translation>
    </message>
    <message>
        <source>Opened the example %1 as a new plan</source>
        <translation>Приклад %1 відкрито як новий план</translation>
    </message>
    <message>
        <source>No example plans</source>
        <translation>Немає прикладів планів</translation>
    </message>
    <message>
        <source>The examples folder was not found beside Iometry (share/iometry/examples).</source>
        <translation>Теку прикладів поруч з Iometry не знайдено (share/iometry/examples).</translation>
    </message>
    <message>
        <source>%1 holds no example plan.</source>
        <translation>У %1 немає прикладів планів.</translation>
    </message>
    <message>
        <source>Open example</source>
        <translation>Відкрити приклад</translation>
    </message>
    <message>
        <source>Opens as a new plan; saving asks for a file name, so the example stays as it is.</source>
        <translation>Відкривається як новий план; під час збереження запитується ім’я файлу, тож приклад лишається незмінним.</translation>
    </message>
    <message>
        <source>A test is running</source>
        <translation>Триває тест</translation>
    </message>
    <message>
        <source>A test is running. Stop it and quit? Everything measured so far is kept in %1.</source>
        <translation>Триває тест. Зупинити його й вийти? Усе, що вже виміряно, збережено в %1.</translation>
    </message>
    <message>
        <source>Stop the run and quit</source>
        <translation>Зупинити прогін і вийти</translation>
    </message>
    <message>
        <source>Stopping the run; Iometry quits when it is over…</source>
        <translation>Прогін зупиняється; Iometry завершиться, коли він закінчиться…</translation>
    </message>
    <message>
        <source>Re&amp;port</source>
        <translation>Зві&amp;т</translation>
    </message>
    <message>
        <source>&amp;Article…</source>
        <translation>&amp;Стаття…</translation>
    </message>
    <message>
        <source>Resume suite: its results folder</source>
        <translation>Продовжити набір: його тека результатів</translation>
    </message>
    <message>
        <source>Res&amp;ume suite…</source>
        <translation>Продов&amp;жити набір тестів…</translation>
    </message>
    <message>
        <source>Runs the members of a suite that did not complete, into its results folder</source>
        <translation>Виконує елементи набору, які не завершилися, у його теку результатів</translation>
    </message>
    <message>
        <source>Review &amp;suite…</source>
        <translation>&amp;Набір тестів для огляду…</translation>
    </message>
    <message>
        <source>Several methods on one device in one go, from a template of the standard reviews: every member into one results folder</source>
        <translation>Кілька методів на одному пристрої за один раз, за шаблоном стандартних оглядів: усі елементи в одну теку результатів</translation>
    </message>
    <message>
        <source>Cannot start the suite</source>
        <translation>Не вдається запустити набір</translation>
    </message>
    <message>
        <source>A test is running: start the suite once it is over.</source>
        <translation>Триває тест: запустіть набір, коли він завершиться.</translation>
    </message>
    <message>
        <source>Cannot resume the suite</source>
        <translation>Не вдається продовжити набір</translation>
    </message>
    <message>
        <source>A test is running: resume the suite once it is over.</source>
        <translation>Триває тест: продовжте набір, коли він завершиться.</translation>
    </message>
    <message>
        <source>Suite “%1”, member %2 of %3: results go to %4</source>
        <translation>Набір «%1», елемент %2 з %3: результати записуються в %4</translation>
    </message>
    <message>
        <source>Member “%1” failed: %2; the suite goes on</source>
        <translation>Збій елемента «%1»: %2; набір триває далі</translation>
    </message>
    <message>
        <source>member “%1”: %2</source>
        <translation>елемент «%1»: %2</translation>
    </message>
    <message>
        <source>Suite finished; its results are in %1</source>
        <translation>Набір завершено; його результати в %1</translation>
    </message>
    <message>
        <source>Suite finished with members failed; its results are in %1 (File → Resume suite… runs them again)</source>
        <translation>Набір завершено, але в ньому були збої елементів; його результати в %1 (Файл → Продовжити набір тестів… виконає їх знову)</translation>
    </message>
    <message>
        <source>Suite stopped; its results are in %1 (File → Resume suite… runs the rest)</source>
        <translation>Набір зупинено; його результати в %1 (Файл → Продовжити набір тестів… виконає решту)</translation>
    </message>
    <message>
        <source>Member %1/%2, step %3/%4, suite ETA %5</source>
        <translation>Елемент %1/%2, крок %3/%4, до кінця набору %5</translation>
    </message>
    <message>
        <source>Import fio job file</source>
        <translation>Імпорт файлу завдань fio</translation>
    </message>
    <message>
        <source>fio job files (*.fio *.ini *.job);;All files (*)</source>
        <translation>Файли завдань fio (*.fio *.ini *.job);;Усі файли (*)</translation>
    </message>
    <message>
        <source>Cannot import the fio job file</source>
        <translation>Не вдається імпортувати файл завдань fio</translation>
    </message>
    <message>
        <source>Not carried over from fio</source>
        <translation>Не перенесено з fio</translation>
    </message>
    <message>
        <source>Import &amp;fio job file…</source>
        <translation>Імпорт файлу завдань &amp;fio…</translation>
    </message>
    <message>
        <source>Export as fio job file</source>
        <translation>Експорт у файл завдання fio</translation>
    </message>
    <message>
        <source>fio job files (*.fio)</source>
        <translation>Файли завдань fio (*.fio)</translation>
    </message>
    <message>
        <source>Cannot export a fio job file</source>
        <translation>Не вдалося експортувати файл завдання fio</translation>
    </message>
    <message>
        <source>%1 was not written:

%2</source>
        <translation>%1 не записано:

%2</translation>
    </message>
    <message>
        <source>Not expressed in fio</source>
        <translation>Не виражено у fio</translation>
    </message>
    <message>
        <source>%1 was written. fio cannot express these, which the file also lists at its top:

%2</source>
        <translation>%1 записано. Цього fio виразити не може; те саме перелічено на початку файлу:

%2</translation>
    </message>
    <message>
        <source>Export as fio &amp;job file…</source>
        <translation>Експорт у файл &amp;завдання fio…</translation>
    </message>
    <message>
        <source>The plan is not valid:</source>
        <translation>План недійсний:</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Експортовано %1</translation>
    </message>
    <message numerus="yes">
        <source>Added %n access specification(s) from %1</source>
        <translation>
            <numerusform>Додано %n специфікацію доступу з %1</numerusform>
            <numerusform>Додано %n специфікації доступу з %1</numerusform>
            <numerusform>Додано %n специфікацій доступу з %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n replaced</source>
        <translation>
            <numerusform>, %n замінено</numerusform>
            <numerusform>, %n замінено</numerusform>
            <numerusform>, %n замінено</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Redo: access specifications</source>
        <translation>&amp;Повторити: специфікації доступу</translation>
    </message>
    <message>
        <source>&amp;Undo: access specifications</source>
        <translation>&amp;Скасувати: специфікації доступу</translation>
    </message>
    <message>
        <source>&amp;Redo: targets</source>
        <translation>&amp;Повторити: цілі</translation>
    </message>
    <message>
        <source>&amp;Undo: targets</source>
        <translation>&amp;Скасувати: цілі</translation>
    </message>
    <message>
        <source>&amp;Redo: test setup</source>
        <translation>&amp;Повторити: налаштування тесту</translation>
    </message>
    <message>
        <source>&amp;Undo: test setup</source>
        <translation>&amp;Скасувати: налаштування тесту</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторити</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <source>Recent &amp;plans</source>
        <translation>Нещодавні &amp;плани</translation>
    </message>
    <message>
        <source>Recent res&amp;ults</source>
        <translation>Нещодавні &amp;результати</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>&amp;Експорт…</translation>
    </message>
    <message>
        <source>Exports the table of the Results page, or the figure of the Report page</source>
        <translation>Експортує таблицю сторінки «Результати» або рисунок сторінки «Звіт»</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Редагування</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Налаштування…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <source>&amp;Next page</source>
        <translation>&amp;Наступна сторінка</translation>
    </message>
    <message>
        <source>&amp;Previous page</source>
        <translation>&amp;Попередня сторінка</translation>
    </message>
    <message>
        <source>User &amp;guide</source>
        <translation>&amp;Посібник користувача</translation>
    </message>
    <message>
        <source>Opens the user guide at the section of the page in view</source>
        <translation>Відкриває посібник користувача на розділі відкритої сторінки</translation>
    </message>
    <message>
        <source>Where should results go?</source>
        <translation>Куди зберігати результати?</translation>
    </message>
    <message>
        <source>Each run writes a folder of its own, named after the plan and the time, in one results folder:

%1

Keep it, or choose another? Edit → Preferences… changes it later.</source>
        <translation>Кожен прогін записує власну теку, названу за планом і часом, в одну теку результатів:

%1

Залишити її чи вибрати іншу? Пізніше це можна змінити в «Редагування → Налаштування…».</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Залишити</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Вибрати…</translation>
    </message>
    <message>
        <source>Results folder</source>
        <translation>Тека результатів</translation>
    </message>
    <message>
        <source>The plan %1 is no longer there; it is taken off the list.</source>
        <translation>Плану %1 більше немає; його вилучено зі списку.</translation>
    </message>
    <message>
        <source>The results folder %1 is no longer there; it is taken off the list.</source>
        <translation>Теки результатів %1 більше немає; її вилучено зі списку.</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Не знайдено</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Посібник користувача</translation>
    </message>
    <message>
        <source>The user guide is not installed: %1 is not there.</source>
        <translation>Посібник користувача не встановлено: файлу %1 немає.</translation>
    </message>
    <message>
        <source>Cannot read %1</source>
        <translation>Не вдається прочитати %1</translation>
    </message>
    <message>
        <source>Export as IOmeter &amp;configuration…</source>
        <translation>Експорт у &amp;конфігурацію IOmeter…</translation>
    </message>
    <message>
        <source>Export as IOmeter configuration</source>
        <translation>Експорт у конфігурацію IOmeter</translation>
    </message>
    <message>
        <source>Cannot export an IOmeter configuration</source>
        <translation>Не вдається експортувати конфігурацію IOmeter</translation>
    </message>
    <message>
        <source>Not expressed in IOmeter</source>
        <translation>Не виражається в IOmeter</translation>
    </message>
    <message>
        <source>%1 was written. IOmeter 1.1 cannot express these:

%2</source>
        <translation>%1 записано. IOmeter 1.1 не може виразити таке:

%2</translation>
    </message>
    <message>
        <source>Windows-1251 (Cyrillic: Russian, Ukrainian, …)</source>
        <translation>Windows-1251 (кирилиця: українська, російська, …)</translation>
    </message>
    <message>
        <source>936 / GBK (Simplified Chinese)</source>
        <translation>936 / GBK (спрощена китайська)</translation>
    </message>
    <message>
        <source>Windows-1252 (Western European)</source>
        <translation>Windows-1252 (західноєвропейська)</translation>
    </message>
    <message>
        <source>Windows-1250 (Central European)</source>
        <translation>Windows-1250 (центральноєвропейська)</translation>
    </message>
    <message>
        <source>932 (Japanese)</source>
        <translation>932 (японська)</translation>
    </message>
    <message>
        <source>950 (Traditional Chinese)</source>
        <translation>950 (традиційна китайська)</translation>
    </message>
    <message>
        <source>Code page of the IOmeter configuration</source>
        <translation>Кодова сторінка конфігурації IOmeter</translation>
    </message>
    <message>
        <source>%1 is not UTF-8: IOmeter wrote its names in the code page of the Windows it ran on. Read it as:</source>
        <translation>%1 не в UTF-8: IOmeter записав імена в кодовій сторінці своєї Windows. Читати як:</translation>
    </message>
</context>
<context>
    <name>iometry::gui::MtuSweepPage</name>
    <message>
        <source>MTUs</source>
        <translation>MTU</translation>
    </message>
    <message>
        <source>MTUs and timing</source>
        <translation>MTU і час</translation>
    </message>
    <message>
        <source>Each checked MTU is one step: both dynamos set it on their data interface, then the TCP stream warms up and is measured.</source>
        <translation>Кожен позначений MTU — один крок: обидва Dynamo встановлюють його на своєму інтерфейсі даних, потім потік TCP прогрівається і вимірюється.</translation>
    </message>
    <message>
        <source>1500 is Ethernet&apos;s standard; 9000 the usual jumbo frame. Both adapters and any switch between them must carry the largest one checked.</source>
        <translation>1500 — стандарт Ethernet; 9000 — звичайний jumbo-кадр. Обидва адаптери і будь-який комутатор між ними мають пропускати найбільший із позначених.</translation>
    </message>
    <message>
        <source> KiB</source>
        <translation> КіБ</translation>
    </message>
    <message>
        <source>Re&amp;quest size:</source>
        <translation>Розмір &amp;запиту:</translation>
    </message>
    <message>
        <source>Large requests, so that the MTU, not the request, limits the frames.</source>
        <translation>Великі запити, щоб кадри обмежував MTU, а не запит.</translation>
    </message>
    <message>
        <source>&amp;Run time per MTU:</source>
        <translation>&amp;Час вимірювання на MTU:</translation>
    </message>
    <message>
        <source>Measured after the warm-up; Mbit/s and CPU per MTU are compared.</source>
        <translation>Вимірюється після прогріву; порівнюються Мбіт/с і завантаження CPU для кожного MTU.</translation>
    </message>
    <message>
        <source>&amp;Warm-up:</source>
        <translation>&amp;Прогрів:</translation>
    </message>
    <message>
        <source>Not measured: TCP&apos;s window grows after each change of MTU.</source>
        <translation>Не вимірюється: після кожної зміни MTU вікно TCP знову зростає.</translation>
    </message>
    <message>
        <source>Check at least one MTU.</source>
        <translation>Позначте хоча б один MTU.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::MtuSweepWizard</name>
    <message>
        <source>An MTU sweep needs two hosts: both dynamos change the MTU of the interface holding their address, and need CAP_NET_ADMIN for it (run them as root or with that capability).</source>
        <translation>Для перебору MTU потрібні два хости: обидва Dynamo змінюють MTU інтерфейсу, якому належить їхня адреса, і для цього їм потрібна CAP_NET_ADMIN (запускайте їх від root або з цією можливістю).</translation>
    </message>
    <message>
        <source>Every original MTU is put back at the end, on failure and if the manager vanishes. Loopback cannot be swept: every program on the host shares it.</source>
        <translation>Кожен початковий MTU відновлюється наприкінці, у разі збою і якщо менеджер зникає. Loopback перебирати не можна: його спільно використовують усі програми хоста.</translation>
    </message>
    <message>
        <source>The MTU of the loopback interface, which every program on the host shares, cannot be swept; type the address of the adapter under test.</source>
        <translation>MTU інтерфейсу loopback, спільного для всіх програм хоста, перебирати не можна; введіть адресу адаптера, що тестується.</translation>
    </message>
    <message>
        <source>Jumbo frames (MTU sweep)</source>
        <translation>Jumbo-кадри (перебір MTU)</translation>
    </message>
    <message>
        <source>Jumbo frames: %1, %2</source>
        <translation>Jumbo-кадри: %1, %2</translation>
    </message>
    <message>
        <source>One TCP stream from this host&apos;s adapter (A, %1) to the peer&apos;s (B, %2), %3, at %4 requests, once per MTU (%5). Each step, both dynamos set the MTU of the interface holding their address (they need CAP_NET_ADMIN) and put the original back when the run ends, fails or loses its manager. Compare mbit_per_s and cpu_pct per mtu in summary.csv. %6</source>
        <translation>Один потік TCP від адаптера цього хоста (A, %1) до адаптера партнера (B, %2), %3, запитами по %4, по разу на кожен MTU (%5). На кожному кроці обидва Dynamo встановлюють MTU інтерфейсу, якому належить їхня адреса (їм потрібна CAP_NET_ADMIN), і повертають початковий, коли прогін завершується, зазнає збою або втрачає менеджер. Порівняйте mbit_per_s і cpu_pct за mtu у summary.csv. %6</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Режим:</translation>
    </message>
    <message>
        <source>%1 (spec “%2”), one TCP stream</source>
        <translation>%1 (специфікація «%2»), один потік TCP</translation>
    </message>
    <message>
        <source>Request size:</source>
        <translation>Розмір запиту:</translation>
    </message>
    <message>
        <source>MTUs:</source>
        <translation>MTU:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>Each step:</source>
        <translation>Кожен крок:</translation>
    </message>
    <message>
        <source>%1 warm-up + %2 measured, sampled every %3 ms</source>
        <translation>%1 прогріву + %2 вимірювання, вибірка кожні %3 мс</translation>
    </message>
    <message>
        <source>Both dynamos need CAP_NET_ADMIN (root, or that capability) to set the MTU; each puts every original MTU back at the end, on failure and if the manager vanishes.</source>
        <translation>Щоб встановлювати MTU, обом Dynamo потрібна CAP_NET_ADMIN (root або ця можливість); кожен відновлює всі початкові MTU наприкінці, у разі збою і якщо менеджер зникає.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::PairWizard</name>
    <message>
        <source>Topology:</source>
        <translation>Топологія:</translation>
    </message>
    <message>
        <source>Over loopback on this machine. %1</source>
        <translation>Через loopback на цій машині. %1</translation>
    </message>
    <message>
        <source>Two hosts: A (this machine, %1) asks, B (%2), a dynamo started by hand, answers. %3 %4</source>
        <translation>Два хости: A (ця машина, %1) запитує, B (%2; Dynamo запущено вручну) відповідає. %3 %4</translation>
    </message>
    <message>
        <source>Two hosts: A (this machine, %1) and B (%2), a dynamo started by hand. %3 %4</source>
        <translation>Два хости: A (ця машина, %1) і B (%2), Dynamo запускається вручну. %3 %4</translation>
    </message>
</context>
<context>
    <name>iometry::gui::PeTableModel</name>
    <message>
        <source>No CPU load was measured for this step.</source>
        <translation>Для цього кроку завантаження ЦП не вимірювалося.</translation>
    </message>
    <message>
        <source>Throughput in decimal megabits per second (10⁶ bit/s)</source>
        <translation>Пропускна здатність у десяткових мегабітах за секунду (10⁶ біт/с)</translation>
    </message>
    <message>
        <source>Busy share of all CPUs of the host under test</source>
        <translation>Частка зайнятості всіх ЦП тестованого хоста</translation>
    </message>
    <message>
        <source>Performance/efficiency index: Mbit/s ÷ CPU %</source>
        <translation>Індекс продуктивності/ефективності: Мбіт/с ÷ ЦП %</translation>
    </message>
    <message>
        <source>Completed requests per second</source>
        <translation>Виконаних запитів за секунду</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Розмір</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>Серія</translation>
    </message>
    <message>
        <source>Mbit/s</source>
        <translation>Мбіт/с</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>ЦП %</translation>
    </message>
    <message>
        <source>P/E index</source>
        <translation>Індекс P/E</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Latency mean (µs)</source>
        <translation>Затримка сер., мкс</translation>
    </message>
    <message>
        <source>Latency p99 (µs)</source>
        <translation>Затримка p99, мкс</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Помилки</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Цілі</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Воркери</translation>
    </message>
    <message>
        <source>Sample standard deviation of Mbit/s over the repeats of the step</source>
        <translation>Вибіркове стандартне відхилення Мбіт/с за повторами кроку</translation>
    </message>
    <message>
        <source>Interrupts per second on the hosts under test</source>
        <translation>Переривань за секунду на тестованих вузлах</translation>
    </message>
    <message>
        <source>Share of CPU time in software interrupts (network stack)</source>
        <translation>Частка часу ЦП у програмних перериваннях (мережевий стек)</translation>
    </message>
    <message>
        <source>Packets the interfaces dropped during the step</source>
        <translation>Пакети, відкинуті інтерфейсами за крок</translation>
    </message>
    <message>
        <source>± stddev</source>
        <translation>± ст. відх.</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Повтори</translation>
    </message>
    <message>
        <source>irq/s</source>
        <translation>перер./с</translation>
    </message>
    <message>
        <source>softirq %</source>
        <translation>softirq %</translation>
    </message>
    <message>
        <source>NIC drops</source>
        <translation>Відкидання NIC</translation>
    </message>
    <message>
        <source>Received Mbit/s</source>
        <translation>Отримано, Мбіт/с</translation>
    </message>
    <message>
        <source>Sent Mbit/s</source>
        <translation>Надіслано, Мбіт/с</translation>
    </message>
    <message>
        <source>TCP segments retransmitted during the step, all connections of the row, as the kernel counts them (TCP_INFO)</source>
        <translation>Сегменти TCP, передані повторно за крок, за всіма з’єднаннями рядка, як їх рахує ядро (TCP_INFO)</translation>
    </message>
    <message>
        <source>Retr</source>
        <extracomment>iperf3&apos;s column title for retransmitted TCP segments; keep it short</extracomment>
        <translation>Повт.</translation>
    </message>
    <message>
        <source>Of the throughput, what the holders of the pairs received (read, counted where it arrived); empty where the spec sends nothing that way</source>
        <translation>З пропускної здатності — те, що прийняли власники пар (читання, враховане там, куди прийшло); порожньо, якщо специфікація нічого в цей бік не надсилає</translation>
    </message>
    <message>
        <source>Of the throughput, what the holders of the pairs sent (write, counted where it arrived); empty where the spec sends nothing that way</source>
        <translation>З пропускної здатності — те, що надіслали власники пар (запис, врахований там, куди прийшов); порожньо, якщо специфікація нічого в цей бік не надсилає</translation>
    </message>
    <message>
        <source>%1 Mbit/s</source>
        <translation>%1, Мбіт/с</translation>
    </message>
</context>
<context>
    <name>iometry::gui::PingPongProtocolPage</name>
    <message>
        <source>&amp;UDP ping-pong</source>
        <translation>Пінг-понг &amp;UDP</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Протокол</translation>
    </message>
</context>
<context>
    <name>iometry::gui::PlanDocument</name>
    <message>
        <source>Edit the plan</source>
        <translation>Редагування плану</translation>
    </message>
</context>
<context>
    <name>iometry::gui::PlanWizard</name>
    <message>
        <source>%1: type its address.</source>
        <translation>%1: введіть його адресу.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not an IPv4 or IPv6 address.</source>
        <translation>%1: «%2» — не адреса IPv4 чи IPv6.</translation>
    </message>
    <message>
        <source>%1: %2 is a link-local IPv6 address, which needs an interface scope that a plan cannot hold; use a global or unique local address.</source>
        <translation>%1: %2 — локальна для каналу (link-local) адреса IPv6, якій потрібна зона інтерфейсу, а її не можна зберегти в плані; використайте глобальну або унікальну локальну адресу.</translation>
    </message>
    <message>
        <source>%1: %2 is a loopback address, which another host cannot reach. For a test on this machine alone, choose Loopback.</source>
        <translation>%1: %2 — адреса loopback, недосяжна з іншого хоста. Для тесту лише на цій машині виберіть «Петля (loopback)».</translation>
    </message>
    <message>
        <source>Replace the plan</source>
        <translation>Замінити план</translation>
    </message>
    <message>
        <source>The plan in the window has changes that are not saved. Replace it with the wizard&apos;s plan &quot;%1&quot;?</source>
        <translation>План у вікні має незбережені зміни. Замінити його планом майстра «%1»?</translation>
    </message>
    <message>
        <source>&amp;Wizards</source>
        <translation>&amp;Майстри</translation>
    </message>
    <message>
        <source>&amp;Adapter throughput…</source>
        <translation>Пропускна здатність &amp;адаптера…</translation>
    </message>
    <message>
        <source>Throughput of one TCP pair per request size, over loopback or between two hosts</source>
        <translation>Пропускна здатність однієї TCP-пари залежно від розміру запиту, через loopback або між двома хостами</translation>
    </message>
    <message>
        <source>How a server holds up with 1 to 8 clients at once</source>
        <translation>Як сервер справляється з 1–8 клієнтами одночасно</translation>
    </message>
    <message>
        <source>&amp;Disk I/O…</source>
        <translation>&amp;Дисковий ввід-вивід…</translation>
    </message>
    <message>
        <source>%1 × %2 ≈ %3 (each %4)</source>
        <translation>%1 × %2 ≈ %3 (по %4 кожен)</translation>
    </message>
    <message>
        <source>receive</source>
        <translation>приймання</translation>
    </message>
    <message>
        <source>full duplex</source>
        <translation>повний дуплекс</translation>
    </message>
    <message>
        <source>transmit</source>
        <translation>передавання</translation>
    </message>
    <message>
        <source>1 (no aggregate)</source>
        <translation>1 (без агрегування)</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>середнє</translation>
    </message>
    <message>
        <source>median</source>
        <translation>медіана</translation>
    </message>
    <message>
        <source>best</source>
        <translation>найкращий</translation>
    </message>
    <message>
        <source>%1, combined by %2</source>
        <translation>%1, агрегування: %2</translation>
    </message>
    <message>
        <source>On host A: iometry-run PLAN.json --results DIR --listen %1 --token-file TOKEN. On host B: iometry-dynamo --manager %1 --name B --token-file TOKEN</source>
        <translation>На хості A: iometry-run PLAN.json --results DIR --listen %1 --token-file TOKEN. На хості B: iometry-dynamo --manager %1 --name B --token-file TOKEN</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 ≈ %2 (each %3)</source>
        <translation>%1 ≈ %2 (по %3 кожен)</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>не більше %1</translation>
    </message>
    <message>
        <source>UDP &amp;ramp…</source>
        <translation>&amp;Наростання швидкості UDP…</translation>
    </message>
    <message>
        <source>Achieved rate and loss of one UDP stream offered ever more, over loopback or between two hosts</source>
        <translation>Досягнута швидкість і втрати одного потоку UDP за дедалі більшої пропонованої швидкості, через loopback або між двома хостами</translation>
    </message>
    <message>
        <source>&amp;Zero-loss rate (RFC 2544)…</source>
        <translation>Швидкість &amp;без втрат (RFC 2544)…</translation>
    </message>
    <message>
        <source>The highest rate without loss for each Ethernet frame size, by a binary search of short trials</source>
        <translation>Найвища швидкість без втрат для кожного розміру кадру Ethernet, знайдена двійковим пошуком у коротких спробах</translation>
    </message>
    <message>
        <source>&amp;Fine size sweep (NetPIPE)…</source>
        <translation>&amp;Точний перебір розмірів (NetPIPE)…</translation>
    </message>
    <message>
        <source>A ping-pong at sizes between and beside the powers of two, to find throughput drop-outs</source>
        <translation>Пінг-понг із розмірами між степенями двійки і поруч із ними, щоб знайти провали пропускної здатності</translation>
    </message>
    <message>
        <source>The delay a link adds, per payload size, from UDP round trips to a second host and over loopback</source>
        <translation>Затримка, яку додає канал, для кожного розміру корисного навантаження — за часом обходу UDP до другого хоста і через loopback</translation>
    </message>
    <message>
        <source>&amp;Latency (round trips)…</source>
        <translation>Затримка (час &amp;обходу)…</translation>
    </message>
    <message>
        <source>Round-trip times and their tail per request size, TCP request/response or UDP ping-pong, over loopback or between two hosts</source>
        <translation>Час обходу та його хвіст для кожного розміру запиту, запит/відповідь TCP або пінг-понг UDP, через loopback або між двома хостами</translation>
    </message>
    <message>
        <source>&amp;Jumbo frames (MTU sweep)…</source>
        <translation>&amp;Jumbo-кадри (перебір MTU)…</translation>
    </message>
    <message>
        <source>TCP throughput between two hosts at MTU 1500, 4000, 9000 and others; both dynamos need CAP_NET_ADMIN</source>
        <translation>Пропускна здатність TCP між двома хостами за MTU 1500, 4000, 9000 та інших; обом Dynamo потрібна CAP_NET_ADMIN</translation>
    </message>
    <message>
        <source>IOPS, MB/s and latency of a test file or a block device against outstanding I/Os, from a library of access patterns</source>
        <translation>IOPS, МБ/с і затримка тестового файлу або блокового пристрою залежно від глибини черги, за шаблонами доступу з бібліотеки</translation>
    </message>
    <message>
        <source>This window is not listening for dynamos now (Dynamos → Add a remote dynamo…).</source>
        <translation>Це вікно зараз не очікує Dynamo (Dynamo → Додати віддалений Dynamo…).</translation>
    </message>
    <message>
        <source>This window listens on %1, which only this host reaches: a dynamo on another host cannot connect. Listen on an address the other hosts reach first (Dynamos → Add a remote dynamo…, Listen address, Apply); the command changes with it.</source>
        <translation>Це вікно слухає %1 — адресу, доступну лише з цього хоста: Dynamo на іншому хості не зможе під’єднатися. Спочатку налаштуйте прослуховування на адресі, доступній іншим хостам (Dynamo → Додати віддалений Dynamo…, адреса прослуховування, «Застосувати»); команда зміниться разом із нею.</translation>
    </message>
    <message>
        <source>To join this window, which listens on %1, run there (TOKEN: the token file Dynamos → Add a remote dynamo… saves):</source>
        <translation>Щоб під’єднатися до цього вікна, яке слухає %1, виконайте там (TOKEN — файл токена, що зберігається в Dynamo → Додати віддалений Dynamo…):</translation>
    </message>
    <message>
        <source>&lt;p&gt;Or headless: the first command on host A, the second there:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Або без графічного інтерфейсу: перша команда на хості A, друга — там:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Dynamo B does not start by itself: start it on host B.</source>
        <translation>Dynamo B не запускається сам: запустіть його на хості B.</translation>
    </message>
    <message>
        <source>&amp;Save and replace</source>
        <translation>&amp;Зберегти й замінити</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Замінити</translation>
    </message>
    <message>
        <source>One server, several &amp;clients…</source>
        <translation>Один сервер, кілька &amp;клієнтів…</translation>
    </message>
    <message>
        <source>Adapter delay (round &amp;trip)…</source>
        <translation>Затримка адаптера (&amp;круговий обхід)…</translation>
    </message>
    <message>
        <source>Load–latency curve of a lin&amp;k…</source>
        <translation>Крива «навантаження — затримка» з&amp;в&apos;язку…</translation>
    </message>
    <message>
        <source>How the round trip of TCP requests grows with their rate, offered open loop at fractions of the highest rate, over loopback or between two hosts</source>
        <translation>Як зростає час обходу TCP-запитів із їхньою частотою, поданих у відкритому циклі частками найбільшої швидкості, через loopback або між двома хостами</translation>
    </message>
    <message>
        <source>Load–latency curve of a d&amp;isk…</source>
        <translation>Крива «навантаження — затримка» д&amp;иска…</translation>
    </message>
    <message>
        <source>How the latency of 4 KiB random reads grows with their rate, offered open loop at fractions of the highest rate</source>
        <translation>Як зростає затримка випадкового читання по 4 КіБ із його частотою, поданого у відкритому циклі частками найбільшої швидкості</translation>
    </message>
    <message>
        <source>Latency &amp;under load of a link…</source>
        <translation>&amp;Затримка зв&apos;язку під навантаженням…</translation>
    </message>
    <message>
        <source>What a TCP stream does to the round trips of a UDP probe beside it, against the probe alone before and after (Flent&apos;s RRUL), over loopback or between two hosts</source>
        <translation>Що TCP-потік робить з обходами UDP-зонда поруч із ним порівняно із зондом наодинці до і після (RRUL у Flent), через loopback або між двома хостами</translation>
    </message>
    <message>
        <source>Latency under l&amp;oad of a disk…</source>
        <translation>Затримка диска &amp;під навантаженням…</translation>
    </message>
    <message>
        <source>What a load of writes or reads does to single 4 KiB random reads of the same test file, against the reads alone before and after</source>
        <translation>Що навантаження записом або читанням робить з поодинокими випадковими читаннями по 4 КіБ із того самого тестового файлу порівняно з читаннями наодинці до і після</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ProcedureTableModel</name>
    <message>
        <source>yes</source>
        <translation>так</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ні</translation>
    </message>
</context>
<context>
    <name>iometry::gui::RateFramesPage</name>
    <message>
        <source>Frame sizes</source>
        <translation>Розміри кадрів</translation>
    </message>
    <message>
        <source>Frames and link</source>
        <translation>Кадри і канал</translation>
    </message>
    <message>
        <source>Each checked frame size is searched in turn, for the highest rate at which the path loses no datagram (or no more than you tolerate).</source>
        <translation>Для кожного позначеного розміру кадру по черзі шукається найвища швидкість, за якої шлях не втрачає жодної датаграми (або втрачає не більше, ніж ви допускаєте).</translation>
    </message>
    <message>
        <source>&amp;Link speed:</source>
        <translation>&amp;Швидкість каналу:</translation>
    </message>
    <message>
        <source>Check at least one frame size.</source>
        <translation>Позначте хоча б один розмір кадру.</translation>
    </message>
    <message>
        <source>RFC 2544 lists these; each frame carries a UDP payload of its size − %1 bytes.</source>
        <translation>Їх перелічує RFC 2544; кожен кадр несе корисне навантаження UDP розміром «його розмір − %1 байт».</translation>
    </message>
</context>
<context>
    <name>iometry::gui::RateSearchPage</name>
    <message>
        <source>&amp;Verify the rate found</source>
        <translation>&amp;Перевірити знайдену швидкість</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Пошук</translation>
    </message>
    <message>
        <source>A binary search in % of line rate: each trial offers one rate, and passes when little enough is lost and the sender kept up.</source>
        <translation>Двійковий пошук у % швидкості лінії: кожна спроба пропонує одну швидкість і вважається успішною, якщо втрати достатньо малі, а відправник устигав.</translation>
    </message>
    <message>
        <source>Loss &amp;tolerance:</source>
        <translation>Допустимі &amp;втрати:</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>&amp;Роздільність:</translation>
    </message>
    <message>
        <source>Trial t&amp;ime:</source>
        <translation>&amp;Тривалість спроби:</translation>
    </message>
    <message>
        <source>RFC 2544 tolerates none.</source>
        <translation>RFC 2544 не допускає жодних втрат.</translation>
    </message>
    <message>
        <source>Finer costs a trial or two more.</source>
        <translation>Дрібніший крок коштує ще одну-дві спроби.</translation>
    </message>
    <message>
        <source>Each trial warms up for %1 first, not measured.</source>
        <translation>Спершу кожна спроба прогрівається %1, без вимірювання.</translation>
    </message>
    <message>
        <source>The result says whether it passed again.</source>
        <translation>Результат показує, чи пройшла вона повторно.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::RateSearchWizard</name>
    <message>
        <source>Where the two ends of the UDP stream run. Host A&apos;s address sends to host B&apos;s, so these choose the adapters under test.</source>
        <translation>Де працюють два кінці потоку UDP. З адреси хоста A дані йдуть на адресу хоста B, тому ці адреси й визначають тестовані адаптери.</translation>
    </message>
    <message>
        <source>Measures what this machine can send and receive over loopback, not a link: small frames stop where its sender does.</source>
        <translation>Вимірює, скільки ця машина може надіслати й прийняти через loopback, а не канал: для малих кадрів межею стає її відправник.</translation>
    </message>
    <message>
        <source>Measures the link between two machines: A&apos;s adapter sends, B&apos;s receives.</source>
        <translation>Вимірює канал між двома машинами: адаптер A передає, адаптер B приймає.</translation>
    </message>
    <message>
        <source>Zero-loss rate (RFC 2544)</source>
        <translation>Швидкість без втрат (RFC 2544)</translation>
    </message>
    <message>
        <source>Zero-loss rate: %1 Mbit/s, %2</source>
        <translation>Швидкість без втрат: %1 Мбіт/с, %2</translation>
    </message>
    <message>
        <source>RFC 2544 throughput at %1 Mbit/s of line rate: for each frame size %2 bytes, the highest rate in % of line rate at which at most %3 % of the datagrams are lost, to %4 %, in %5 trials.</source>
        <translation>Пропускна здатність за RFC 2544 при швидкості лінії %1 Мбіт/с: для кожного розміру кадру %2 байт — найвища швидкість у % швидкості лінії, за якої втрачається не більше %3 % датаграм, з точністю до %4 %, у спробах по %5.</translation>
    </message>
    <message>
        <source>One UDP stream over loopback on this machine. %1</source>
        <translation>Один потік UDP через loopback на цій машині. %1</translation>
    </message>
    <message>
        <source>Two hosts: A (this machine, %1) sends to B (%2), a dynamo started by hand. %3 %4</source>
        <translation>Два хости: A (ця машина, %1) надсилає дані до B (%2; Dynamo запущено вручну). %3 %4</translation>
    </message>
    <message>
        <source>Topology:</source>
        <translation>Топологія:</translation>
    </message>
    <message>
        <source>Stream:</source>
        <translation>Потік:</translation>
    </message>
    <message>
        <source>one way, the worker sends to its partner; line rate %1 Mbit/s</source>
        <translation>в один бік, воркер надсилає партнерові; швидкість лінії %1 Мбіт/с</translation>
    </message>
    <message>
        <source>one way, host A sends to host B; line rate %1 Mbit/s</source>
        <translation>в один бік, хост A надсилає хосту B; швидкість лінії %1 Мбіт/с</translation>
    </message>
    <message>
        <source>Frame sizes:</source>
        <translation>Розміри кадрів:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>%1 B (UDP payload = frame − 46 B)</source>
        <translation>%1 Б (корисне навантаження UDP = кадр − 46 Б)</translation>
    </message>
    <message>
        <source>A trial passes:</source>
        <translation>Спроба успішна:</translation>
    </message>
    <message>
        <source>at most %1 % lost, and the sender offered at least 99 % of the rate</source>
        <translation>втрачено не більше %1 %, і відправник запропонував щонайменше 99 % швидкості</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>Пошук:</translation>
    </message>
    <message>
        <source>%1 % … 100 % of line rate in steps of %1 %; the rate found runs once more</source>
        <translation>%1 % … 100 % швидкості лінії з кроком %1 %; знайдена швидкість перевіряється ще раз</translation>
    </message>
    <message>
        <source>%1 % … 100 % of line rate in steps of %1 %</source>
        <translation>%1 % … 100 % швидкості лінії з кроком %1 %</translation>
    </message>
    <message>
        <source>Each trial:</source>
        <translation>Кожна спроба:</translation>
    </message>
    <message>
        <source>%1 warm-up + %2 measured</source>
        <translation>%1 прогріву + %2 вимірювання</translation>
    </message>
    <message>
        <source>Trials:</source>
        <translation>Спроби:</translation>
    </message>
    <message>
        <source>usually %1, at most %2 per frame size; %3</source>
        <translation>зазвичай %1, не більше %2 на розмір кадру; %3</translation>
    </message>
</context>
<context>
    <name>iometry::gui::RepeatsPage</name>
    <message>
        <source>Repeats</source>
        <translation>Повтори</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Середнє</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Медіана</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Найкращий</translation>
    </message>
    <message>
        <source>One run is enough to look around. For figures to publish, reviewers use 15–20 repeats: single runs of a network test scatter by several per cent. The aggregate row also gives the standard deviation of Mbit/s across the repeats.</source>
        <translation>Для першого ознайомлення вистачить одного прогону. Для цифр, які публікуються, оглядачі роблять 15–20 повторів: результати окремих прогонів мережевого тесту розкидані на кілька відсотків. Підсумковий рядок також дає стандартне відхилення Мбіт/с за повторами.</translation>
    </message>
    <message>
        <source>&amp;Repeats of each step:</source>
        <translation>&amp;Повторів кожного кроку:</translation>
    </message>
    <message>
        <source>&amp;Aggregate:</source>
        <translation>&amp;Агрегування:</translation>
    </message>
    <message>
        <source>Every rate, latency and CPU figure is the mean of the repeats.</source>
        <translation>Усі значення швидкості, затримки й завантаження ЦП — середнє за повторами.</translation>
    </message>
    <message>
        <source>Every figure is the median of the repeats: one disturbed run does not move it.</source>
        <translation>Кожне значення — медіана за повторами: один збурений прогін на неї не впливає.</translation>
    </message>
    <message>
        <source>The repeat with the highest Mbit/s stands for the step.</source>
        <translation>Крок представляє повтор із найбільшим значенням Мбіт/с.</translation>
    </message>
    <message>
        <source>Each step can run several times in a row, combined into one aggregate row.</source>
        <translation>Кожен крок можна виконати кілька разів поспіль; повтори об’єднуються в один підсумковий рядок.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ReportPage</name>
    <message>
        <source>Open results…</source>
        <translation>Відкрити результати…</translation>
    </message>
    <message>
        <source>Export figure…</source>
        <translation>Експорт графіка…</translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation>Експорт таблиці…</translation>
    </message>
    <message>
        <source>Open the folder of a finished run (the one holding summary.csv)</source>
        <translation>Відкрити теку завершеного прогону (ту, що містить summary.csv)</translation>
    </message>
    <message>
        <source>Save the figure as PNG (2× scale), PDF or SVG</source>
        <translation>Зберегти графік у PNG (масштаб 2×), PDF або SVG</translation>
    </message>
    <message>
        <source>Save the table as CSV</source>
        <translation>Зберегти таблицю в CSV</translation>
    </message>
    <message>
        <source>Copy table</source>
        <translation>Копіювати таблицю</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Open results folder</source>
        <translation>Відкрити теку результатів</translation>
    </message>
    <message>
        <source>Open results</source>
        <translation>Відкрити результати</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>Експорт графіка</translation>
    </message>
    <message>
        <source>Export table</source>
        <translation>Експорт таблиці</translation>
    </message>
    <message>
        <source>The figure and table to show: the method&apos;s own, or throughput and CPU against request size</source>
        <translation>Які графік і таблицю показувати: власні для методу або пропускну здатність і ЦП залежно від розміру запиту</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;No results loaded.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Click &lt;b&gt;Open results…&lt;/b&gt; and choose the folder of a finished run (the one holding summary.csv), or start a test: its report appears here when it finishes.&lt;/p&gt;&lt;p&gt;The figure shows throughput and CPU load against request size; the table below it lists the P/E index (Mbit/s ÷ CPU %) for every size. A run of a network method (UDP ramp, zero-loss rate, fine sweep, adapter delay) also shows the method&apos;s own figure and table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Результати не завантажено.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Натисніть &lt;b&gt;Відкрити результати…&lt;/b&gt; і виберіть теку завершеного прогону (ту, що містить summary.csv), або запустіть тест: його звіт з’явиться тут після завершення.&lt;/p&gt;&lt;p&gt;Графік показує пропускну здатність і завантаження ЦП залежно від розміру запиту; у таблиці під ним — індекс P/E (Мбіт/с ÷ ЦП %) для кожного розміру. Для прогону мережевого методу (наростання швидкості UDP, швидкість без втрат, точний перебір, затримка адаптера) показуються також власні графік і таблиця методу.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>What the disk figure&apos;s left axis shows: I/Os per second or megabytes per second</source>
        <translation>Що показує ліва вісь дискового графіка: операції за секунду чи мегабайти за секунду</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <source>&lt;p&gt;For a run of disk workers the figure shows IOPS or MB/s with the latency against the request size or the outstanding I/Os, whichever the steps varied, and the table lists the block device&apos;s own counters beside them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Для прогону дискових воркерів графік показує IOPS або МБ/с разом із затримкою залежно від розміру запиту чи глибини черги — того, що змінювалося за кроками, а таблиця наводить поряд власні лічильники блокового пристрою.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>What the error bars show where a step ran several repeats</source>
        <translation>Що показують планки похибок, якщо крок повторювався кілька разів</translation>
    </message>
    <message>
        <source>± standard deviation</source>
        <translation>± стандартне відхилення</translation>
    </message>
    <message>
        <source>min–max of repeats</source>
        <translation>мін.–макс. повторів</translation>
    </message>
    <message>
        <source>What the right axis of the throughput figure shows</source>
        <translation>Що показує права вісь графіка пропускної здатності</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>ЦП %</translation>
    </message>
    <message>
        <source>irq/s</source>
        <translation>перер./с</translation>
    </message>
    <message>
        <source>softirq %</source>
        <translation>softirq %</translation>
    </message>
    <message>
        <source>NIC drops</source>
        <translation>Відкидання NIC</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>нічого</translation>
    </message>
    <message>
        <source>Figure title</source>
        <translation>Заголовок рисунка</translation>
    </message>
    <message>
        <source>Subtitle: host, adapter, driver, link speed, MTU</source>
        <translation>Підзаголовок: вузол, адаптер, драйвер, швидкість лінії, MTU</translation>
    </message>
    <message>
        <source>Add to comparison…</source>
        <translation>Додати до порівняння…</translation>
    </message>
    <message>
        <source>Add another results folder: its runs are drawn in the same figure (folders can also be dropped on this page)</source>
        <translation>Додати ще одну теку результатів: її прогін малюється на тому ж рисунку (теки можна також перетягнути на цю сторінку)</translation>
    </message>
    <message>
        <source>Save comparison…</source>
        <translation>Зберегти порівняння…</translation>
    </message>
    <message>
        <source>Open comparison…</source>
        <translation>Відкрити порівняння…</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Заголовок:</translation>
    </message>
    <message>
        <source>Subtitle:</source>
        <translation>Підзаголовок:</translation>
    </message>
    <message>
        <source>Error bars:</source>
        <translation>Планки похибок:</translation>
    </message>
    <message>
        <source>Right axis:</source>
        <translation>Права вісь:</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Мітка</translation>
    </message>
    <message>
        <source>Results folder</source>
        <translation>Тека результатів</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <source>A comparison holds at most %1 runs: remove one first.</source>
        <translation>Порівняння вміщує не більше %1 прогонів: спершу видаліть один.</translation>
    </message>
    <message>
        <source>Runs compared</source>
        <translation>Порівняння прогонів</translation>
    </message>
    <message numerus="yes">
        <source>Comparing %n runs: %1</source>
        <translation>
            <numerusform>Порівняння %n прогону: %1</numerusform>
            <numerusform>Порівняння %n прогонів: %1</numerusform>
            <numerusform>Порівняння %n прогонів: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit to rename the run in the figure and the table</source>
        <translation>Змініть, щоб перейменувати прогін на рисунку і в таблиці</translation>
    </message>
    <message>
        <source>Add results to the comparison</source>
        <translation>Додати результати до порівняння</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не вдається записати %1: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Не вдається прочитати %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a comparison file of Iometry (iometry.comparison/1).</source>
        <translation>%1 — не файл порівняння Iometry (iometry.comparison/1).</translation>
    </message>
    <message>
        <source>%1 must name 1 to %2 results folders.</source>
        <translation>%1 має вказувати від 1 до %2 тек результатів.</translation>
    </message>
    <message>
        <source>Save comparison</source>
        <translation>Зберегти порівняння</translation>
    </message>
    <message>
        <source>Iometry comparison (*.json)</source>
        <translation>Порівняння Iometry (*.json)</translation>
    </message>
    <message>
        <source>Open comparison</source>
        <translation>Відкрити порівняння</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Вгору</translation>
    </message>
    <message>
        <source>Move the run up: the figure&apos;s legend and the table follow this order</source>
        <translation>Перемістити прогін угору: легенда рисунка й таблиця дотримуються цього порядку</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Вниз</translation>
    </message>
    <message>
        <source>Move the run down: the figure&apos;s legend and the table follow this order</source>
        <translation>Перемістити прогін униз: легенда рисунка й таблиця дотримуються цього порядку</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Показати</translation>
    </message>
    <message>
        <source>Show the new results in place of the comparison</source>
        <translation>Показати нові результати замість порівняння</translation>
    </message>
    <message>
        <source>New results: %1 (the comparison stays until you show them)</source>
        <translation>Нові результати: %1 (порівняння залишається, доки ви їх не покажете)</translation>
    </message>
    <message numerus="yes">
        <source>The page compares %n runs. Add the results to the comparison, or show them alone in its place (the comparison is not kept unless it was saved)?</source>
        <translation>
            <numerusform>На сторінці порівнюється %n прогін. Додати результати до порівняння чи показати їх окремо замість нього (порівняння збережеться, лише якщо його було збережено)?</numerusform>
            <numerusform>На сторінці порівнюються %n прогони. Додати результати до порівняння чи показати їх окремо замість нього (порівняння збережеться, лише якщо його було збережено)?</numerusform>
            <numerusform>На сторінці порівнюється %n прогонів. Додати результати до порівняння чи показати їх окремо замість нього (порівняння збережеться, лише якщо його було збережено)?</numerusform>
        </translation>
    </message>
    <message>
        <source>Add to the comparison</source>
        <translation>Додати до порівняння</translation>
    </message>
    <message>
        <source>Show alone</source>
        <translation>Показати окремо</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ResultsPage</name>
    <message>
        <source>Throughput</source>
        <translation>Пропускна здатність</translation>
    </message>
    <message>
        <source>Mbit/s</source>
        <translation>Мбіт/с</translation>
    </message>
    <message>
        <source>CPU load</source>
        <translation>Завантаження ЦП</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>ЦП %</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Операції</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Затримка</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>мкс</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Latency p99</source>
        <translation>Затримка p99</translation>
    </message>
    <message>
        <source>No test has run yet: press Start.</source>
        <translation>Тест ще не запускався: натисніть «Старт».</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Зараз</translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation>Експорт таблиці…</translation>
    </message>
    <message>
        <source>Starting “%1”…</source>
        <translation>Запуск «%1»…</translation>
    </message>
    <message>
        <source>Step %1 of %2, repeat %3 of %4</source>
        <translation>Крок %1 з %2, повтор %3 з %4</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Крок %1 з %2</translation>
    </message>
    <message>
        <source>total</source>
        <translation>усього</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>середнє</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>I/O rate</source>
        <translation>Швидкість введення-виведення</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <source>Dynamos</source>
        <translation>Dynamo</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Виконавці</translation>
    </message>
    <message>
        <source>Cores (heat strip)</source>
        <translation>За ядрами</translation>
    </message>
    <message>
        <source>1 min</source>
        <translation>1 хв</translation>
    </message>
    <message>
        <source>5 min</source>
        <translation>5 хв</translation>
    </message>
    <message>
        <source>10 min</source>
        <translation>10 хв</translation>
    </message>
    <message>
        <source>15 min</source>
        <translation>15 хв</translation>
    </message>
    <message>
        <source>1 h</source>
        <translation>1 год</translation>
    </message>
    <message>
        <source>Whole run</source>
        <translation>Увесь прогін</translation>
    </message>
    <message>
        <source>How much history the charts keep and show while following</source>
        <translation>Скільки історії графіки зберігають і показують під час стеження</translation>
    </message>
    <message>
        <source>&amp;Window:</source>
        <translation>&amp;Вікно:</translation>
    </message>
    <message>
        <source>Wheel: zoom; drag: pan; hover: read a value; tick the series to draw beside each chart.</source>
        <translation>Коліщатко: масштаб; перетягування: зсув; наведення: значення; позначте ряди для відображення поруч із кожним графіком.</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Крок %1</translation>
    </message>
    <message>
        <source>%1 (repeat %2)</source>
        <translation>%1 (повтор %2)</translation>
    </message>
    <message>
        <source>%1 p99</source>
        <translation>%1 p99</translation>
    </message>
    <message>
        <source>Hide this message</source>
        <translation>Сховати це повідомлення</translation>
    </message>
    <message>
        <source>The test failed: %1</source>
        <translation>Тест не вдався: %1</translation>
    </message>
    <message>
        <source>The test failed: %1
What was measured before is kept in %2.</source>
        <translation>Тест не вдався: %1
Те, що було виміряно до цього, збережено в %2.</translation>
    </message>
    <message>
        <source>Finished: all %1 steps done</source>
        <translation>Завершено: виконано всі кроки (%1)</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 steps</source>
        <translation>Зупинено: виконано %1 з %2 кроків</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Збій: %1</translation>
    </message>
    <message>
        <source>Member %1 of %2: %3</source>
        <translation>Елемент %1 з %2: %3</translation>
    </message>
    <message>
        <source>%1 — finished</source>
        <translation>%1 — завершено</translation>
    </message>
    <message>
        <source>%1 — stopped</source>
        <translation>%1 — зупинено</translation>
    </message>
    <message>
        <source>%1 — failed</source>
        <translation>%1 — збій</translation>
    </message>
    <message>
        <source>%1 — starting</source>
        <translation>%1 — запуск</translation>
    </message>
    <message>
        <source>%1 — step %2/%3</source>
        <translation>%1 — крок %2/%3</translation>
    </message>
    <message>
        <source>%1 — step %2/%3, suite ETA %4</source>
        <translation>%1 — крок %2/%3, до кінця набору %4</translation>
    </message>
    <message>
        <source>Suite “%1”: all %2 members completed</source>
        <translation>Набір «%1»: усі елементи (%2) завершено</translation>
    </message>
    <message>
        <source>Suite “%1”: %2 of %3 members completed, %4 failed (resume it to run them again)</source>
        <translation>Набір «%1»: завершено елементів — %2 з %3, збоїв — %4 (продовжте набір, щоб виконати їх знову)</translation>
    </message>
    <message>
        <source>Suite “%1” stopped: %2 of %3 members completed (File → Resume suite… runs the rest)</source>
        <translation>Набір «%1» зупинено: завершено елементів — %2 з %3 (Файл → Продовжити набір тестів… виконає решту)</translation>
    </message>
    <message>
        <source>bit/s</source>
        <translation>біт/с</translation>
    </message>
    <message>
        <source>B/s</source>
        <translation>Б/с</translation>
    </message>
    <message>
        <source>s</source>
        <translation>с</translation>
    </message>
    <message>
        <source>no round trips in a stream</source>
        <translation>у потоку немає кругових обходів</translation>
    </message>
    <message>
        <source>No round trips to time:
this plan&apos;s streams send without replies.
Give the spec a reply size to time them.</source>
        <translation>Нічого вимірювати:
потоки цього плану надсилають без відповідей.
Задайте в специфікації розмір відповіді, щоб вимірювати кругові обходи.</translation>
    </message>
    <message>
        <source>reads p99</source>
        <translation>читання p99</translation>
    </message>
    <message>
        <source>writes p99</source>
        <translation>запис p99</translation>
    </message>
    <message>
        <source>probe %1, p50</source>
        <translation>зонд %1, p50</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ResultsPicker</name>
    <message numerus="yes">
        <source>%n step</source>
        <translation>
            <numerusform>%n крок</numerusform>
            <numerusform>%n кроки</numerusform>
            <numerusform>%n кроків</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <translation>
            <numerusform>%n крок</numerusform>
            <numerusform>%n кроки</numerusform>
            <numerusform>%n кроків</numerusform>
        </translation>
    </message>
    <message>
        <source>workers: %1</source>
        <translation>воркери: %1</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>зупинено</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>збій</translation>
    </message>
    <message>
        <source>The runs in %1, newest first. Other folders: Browse…</source>
        <translation>Прогони в %1, спочатку нові. Інші теки: «Огляд…»</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Огляд…</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ReviewSuiteWizard</name>
    <message>
        <source>… and %1 more</source>
        <translation>… і ще %1</translation>
    </message>
    <message>
        <source>size %1</source>
        <translation>розмір %1</translation>
    </message>
    <message>
        <source>outstanding %1</source>
        <translation>глибина черги %1</translation>
    </message>
    <message>
        <source>MTU %1</source>
        <translation>MTU %1</translation>
    </message>
    <message>
        <source>workers %1</source>
        <translation>воркери %1</translation>
    </message>
    <message>
        <source>targets %1</source>
        <translation>цілі %1</translation>
    </message>
    <message>
        <source>One step</source>
        <translation>Один крок</translation>
    </message>
    <message>
        <source>Sweep of %1</source>
        <translation>Перебір: %1</translation>
    </message>
    <message>
        <source>Review suite</source>
        <translation>Набір тестів для огляду</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>не вдається відкрити %1: %2</translation>
    </message>
    <message>
        <source>no suite is chosen</source>
        <translation>набір не вибрано</translation>
    </message>
    <message>
        <source>phases %1</source>
        <translation>фази %1</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ServerClientsWizard</name>
    <message>
        <source>One server, several clients</source>
        <translation>Один сервер, кілька клієнтів</translation>
    </message>
    <message>
        <source>Topology:</source>
        <translation>Топологія:</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>Сервер:</translation>
    </message>
    <message>
        <source>%1 (dynamo &quot;server&quot;, this machine)</source>
        <translation>%1 (Dynamo «server», ця машина)</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 за адресою %2</translation>
    </message>
    <message>
        <source>Clients:</source>
        <translation>Клієнти:</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Режим:</translation>
    </message>
    <message>
        <source>%1, %2 requests (spec &quot;%3&quot;)</source>
        <translation>%1, запити по %2 (специфікація «%3»)</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>Прогін:</translation>
    </message>
    <message>
        <source>%1 ramp + %2 measured, sampled every %3 ms</source>
        <translation>%1 прогріву + %2 вимірювання, вибірка кожні %3 мс</translation>
    </message>
    <message>
        <source>Repeats:</source>
        <translation>Повтори:</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each client&apos;s pair appears as a worker row (%1) on the Results page and in summary.csv; the &quot;all&quot; row is the server&apos;s aggregate throughput over every client.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Пара кожного клієнта відображається рядком воркера (%1) на сторінці «Результати» і в summary.csv; рядок «all» — сумарна пропускна здатність сервера за всіма клієнтами.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>One server, one client, loopback: %1, %2</source>
        <translation>Один сервер, один клієнт, loopback: %1, %2</translation>
    </message>
    <message>
        <source>One server, one client: %1, %2</source>
        <translation>Один сервер, один клієнт: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>One server, %n clients, loopback: %1, %2</source>
        <translation>
            <numerusform>Один сервер, %n клієнт, loopback: %1, %2</numerusform>
            <numerusform>Один сервер, %n клієнти, loopback: %1, %2</numerusform>
            <numerusform>Один сервер, %n клієнтів, loopback: %1, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>One server, %n clients: %1, %2</source>
        <translation>
            <numerusform>Один сервер, %n клієнт: %1, %2</numerusform>
            <numerusform>Один сервер, %n клієнти: %1, %2</numerusform>
            <numerusform>Один сервер, %n клієнтів: %1, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loopback on this machine (127.0.0.1): one server, clients: %n; %1, %2 requests.</source>
        <translation>
            <numerusform>Loopback на цій машині (127.0.0.1): один сервер, клієнтів: %n; %1, запити по %2.</numerusform>
            <numerusform>Loopback на цій машині (127.0.0.1): один сервер, клієнтів: %n; %1, запити по %2.</numerusform>
            <numerusform>Loopback на цій машині (127.0.0.1): один сервер, клієнтів: %n; %1, запити по %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Server %3 (dynamo &quot;server&quot;, started here), clients on other hosts: %n; %1, %2 requests. Each client host runs: iometry-dynamo --manager %4 --name NAME --token-file TOKEN</source>
        <translation>
            <numerusform>Сервер %3 (Dynamo «server», запускається тут), клієнтів на інших хостах: %n; %1, запити по %2. На кожному хості клієнта виконується: iometry-dynamo --manager %4 --name NAME --token-file TOKEN</numerusform>
            <numerusform>Сервер %3 (Dynamo «server», запускається тут), клієнтів на інших хостах: %n; %1, запити по %2. На кожному хості клієнта виконується: iometry-dynamo --manager %4 --name NAME --token-file TOKEN</numerusform>
            <numerusform>Сервер %3 (Dynamo «server», запускається тут), клієнтів на інших хостах: %n; %1, запити по %2. На кожному хості клієнта виконується: iometry-dynamo --manager %4 --name NAME --token-file TOKEN</numerusform>
        </translation>
    </message>
    <message>
        <source>loopback: the server and every client on this machine (127.0.0.1)</source>
        <translation>loopback: сервер і всі клієнти на цій машині (127.0.0.1)</translation>
    </message>
    <message>
        <source>Steps × repeats:</source>
        <translation>Кроки × повтори:</translation>
    </message>
    <message>
        <source>The clients&apos; dynamos do not start by themselves: start one on each client host, with NAME its dynamo name.</source>
        <translation>Dynamo клієнтів не запускаються самі: запустіть по одному на кожному клієнтському хості, де NAME — ім’я його Dynamo.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ServerHostsPage</name>
    <message>
        <source>&amp;Loopback: server and clients all on this machine</source>
        <translation>&amp;Петля (loopback): сервер і всі клієнти на цій машині</translation>
    </message>
    <message>
        <source>&amp;Several hosts: the server here, each client on its own host</source>
        <translation>Кілька &amp;хостів: сервер тут, кожен клієнт на своєму хості</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>Хости</translation>
    </message>
    <message>
        <source>Server and clients</source>
        <translation>Сервер і клієнти</translation>
    </message>
    <message>
        <source>Se&amp;rver address:</source>
        <translation>Адреса &amp;сервера:</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Клієнт</translation>
    </message>
    <message>
        <source>Dynamo name</source>
        <translation>Ім’я Dynamo</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Адреса</translation>
    </message>
    <message>
        <source>e.g. 10.0.0.%1</source>
        <translation>наприклад, 10.0.0.%1</translation>
    </message>
    <message>
        <source>The server&apos;s dynamo is started on this machine; each client&apos;s dynamo is started by hand on its host (the summary tells how). Clients on one host share its dynamo name.</source>
        <translation>Dynamo сервера запускається на цій машині; Dynamo кожного клієнта запускається вручну на його хості (як саме — сказано в підсумку). Клієнти на одному хості використовують одне ім’я Dynamo.</translation>
    </message>
    <message>
        <source>Number of &amp;clients:</source>
        <translation>Кількість &amp;клієнтів:</translation>
    </message>
    <message>
        <source>One local dynamo over 127.0.0.1: shows how the stack and the CPU share out among clients.</source>
        <translation>Один локальний Dynamo через 127.0.0.1: показує, як стек і ЦП розподіляються між клієнтами.</translation>
    </message>
    <message>
        <source>Tests the server&apos;s adapter and host for real.</source>
        <translation>Реальна перевірка адаптера й хоста сервера.</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Сервер</translation>
    </message>
    <message>
        <source>Client %1</source>
        <translation>Клієнт %1</translation>
    </message>
    <message>
        <source>%1: the dynamo name must be 1–64 letters, digits, spaces or _ - . characters, got &quot;%2&quot;.</source>
        <translation>%1: ім’я Dynamo має складатися з 1–64 літер, цифр, пробілів або символів _ - ., а вказано «%2».</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is the server&apos;s dynamo; give the client a name of its own.</source>
        <translation>%1: «%2» — це Dynamo сервера; дайте клієнту власне ім’я.</translation>
    </message>
    <message>
        <source>%1: %2 is %3 but the server&apos;s %4 is %5: both ends of a pair must be of the same family.</source>
        <translation>%1: %2 — %3, а адреса сервера %4 — %5: обидва кінці пари мають бути одного сімейства.</translation>
    </message>
    <message>
        <source>%1 has the server&apos;s address; type the address of the client&apos;s host.</source>
        <translation>%1: вказано адресу сервера; введіть адресу хоста клієнта.</translation>
    </message>
    <message>
        <source>The server holds one TCP worker per client: all pairs run at once and the server carries their sum.</source>
        <translation>Сервер тримає по одному TCP-воркеру на клієнта: усі пари працюють одночасно, а сервер несе їхнє сумарне навантаження.</translation>
    </message>
    <message>
        <source>Hosts (not used with loopback)</source>
        <translation>Хости (не використовуються з loopback)</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ServerTestPage</name>
    <message>
        <source>&amp;Transmit: the server sends to every client</source>
        <translation>&amp;Передавання: сервер передає кожному клієнту</translation>
    </message>
    <message>
        <source>&amp;Receive: every client sends to the server</source>
        <translation>П&amp;риймання: кожен клієнт передає серверу</translation>
    </message>
    <message>
        <source>&amp;Full duplex: both directions at once</source>
        <translation>Повний д&amp;уплекс: обидва напрямки одночасно</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Тест</translation>
    </message>
    <message>
        <source>The direction is the server&apos;s point of view. All pairs run the same access specification.</source>
        <translation>Напрямок указано з погляду сервера. Усі пари виконують одну й ту саму специфікацію доступу.</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Режим</translation>
    </message>
    <message>
        <source>In full duplex each direction is counted separately.</source>
        <translation>У повному дуплексі кожен напрямок враховується окремо.</translation>
    </message>
    <message>
        <source>Requests and timing</source>
        <translation>Запити і час</translation>
    </message>
    <message>
        <source>Request si&amp;ze:</source>
        <translation>Розмір &amp;запиту:</translation>
    </message>
    <message>
        <source>R&amp;un time (measured):</source>
        <translation>&amp;Час вимірювання:</translation>
    </message>
    <message>
        <source>Ra&amp;mp (warm-up, not measured):</source>
        <translation>Про&amp;грів (не вимірюється):</translation>
    </message>
    <message>
        <source>&amp;Sample interval (live charts):</source>
        <translation>&amp;Інтервал вибірки (живі графіки):</translation>
    </message>
</context>
<context>
    <name>iometry::gui::SessionController</name>
    <message>
        <source>cannot find iometry-dynamo at %1</source>
        <translation>не вдається знайти iometry-dynamo за шляхом %1</translation>
    </message>
    <message>
        <source>a test is running: stop it before changing where Iometry listens</source>
        <translation>триває тест: зупиніть його, перш ніж змінювати, де слухає Iometry</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an IP address</source>
        <translation>«%1» — не IP-адреса</translation>
    </message>
    <message>
        <source>the token must be one line of text</source>
        <translation>токен має бути одним рядком тексту</translation>
    </message>
    <message>
        <source>Iometry now listens elsewhere or with another token</source>
        <translation>Iometry тепер слухає на іншій адресі або з іншим токеном</translation>
    </message>
    <message>
        <source>%1; listening as before failed too: %2</source>
        <translation>%1; повернути попереднє прослуховування теж не вдалося: %2</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>не вдається створити теку %1</translation>
    </message>
    <message>
        <source>%1; listening on %2, any port, instead (Dynamos → Add a remote dynamo)</source>
        <translation>%1; натомість прослуховування на %2, будь-який порт (Dynamo → Додати віддалений Dynamo)</translation>
    </message>
    <message>
        <source>the session is still closing</source>
        <translation>сеанс ще закривається</translation>
    </message>
    <message>
        <source>the session is closing: try again in a moment</source>
        <translation>сеанс закривається: повторіть за мить</translation>
    </message>
    <message>
        <source>the session was closed</source>
        <translation>сеанс було закрито</translation>
    </message>
    <message>
        <source>name the IOmeter dynamos to let in: their protocol has no authentication</source>
        <translation>вкажіть імена динамо IOmeter, яких впускати: у їхньому протоколі немає автентифікації</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a dynamo name: use 1–64 letters, digits, spaces or _ - . characters</source>
        <translation>«%1» — не ім&apos;я динамо: використовуйте 1–64 літер, цифр, пробілів або символів _ - .</translation>
    </message>
</context>
<context>
    <name>iometry::gui::SettingsDialog</name>
    <message>
        <source>Results folder</source>
        <translation>Тека результатів</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>&amp;Results folder:</source>
        <translation>&amp;Тека результатів:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Огляд…</translation>
    </message>
    <message>
        <source>Each run writes a folder of its own here, named after the plan&apos;s title and the time (&quot;loopback-throughput-sweep-20261203-085141&quot;).</source>
        <translation>Кожен прогін записує тут власну теку, названу за заголовком плану і часом («loopback-throughput-sweep-20261203-085141»).</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Тема:</translation>
    </message>
    <message>
        <source>Follow the desktop</source>
        <translation>Як на робочому столі</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Світла</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Темна</translation>
    </message>
    <message>
        <source>&amp;Numbers:</source>
        <translation>&amp;Числа:</translation>
    </message>
    <message>
        <source>In the interface language&apos;s format</source>
        <translation>У форматі мови інтерфейсу</translation>
    </message>
    <message>
        <source>Plain, in every language (1234.5)</source>
        <translation>Простий, для всіх мов (1234.5)</translation>
    </message>
    <message>
        <source>How numbers read on screen. Files (CSV, JSON) always use the C locale, whatever is chosen here.</source>
        <translation>Як числа виглядають на екрані. Файли (CSV, JSON) завжди використовують локаль C, хоч би що тут було вибрано.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::SuiteDevicePage</name>
    <message>
        <source>Device and repeats</source>
        <translation>Пристрій і повтори</translation>
    </message>
    <message>
        <source>The device under test as the review names it, and how often each step runs: these apply to every member.</source>
        <translation>Досліджуваний пристрій так, як його називає огляд, і скільки разів виконується кожен крок: це стосується всіх елементів.</translation>
    </message>
    <message>
        <source>e.g. Intel X540-T2, ixgbe 5.19</source>
        <translation>наприклад, Intel X540-T2, ixgbe 5.19</translation>
    </message>
    <message>
        <source>each member&apos;s own</source>
        <translation>як у кожного елемента</translation>
    </message>
    <message>
        <source>&amp;Device under test:</source>
        <translation>&amp;Досліджуваний пристрій:</translation>
    </message>
    <message>
        <source>Recorded with the results, in suite.json: the suite as it ran.</source>
        <translation>Записується разом із результатами, у suite.json — набір у тому вигляді, у якому він виконувався.</translation>
    </message>
    <message>
        <source>&amp;Repeats of each step:</source>
        <translation>&amp;Повторів кожного кроку:</translation>
    </message>
    <message>
        <source>The template&apos;s by default. For figures to publish reviewers use 15–20: single runs of a network test scatter by several per cent.</source>
        <translation>Типово — як у шаблоні. Для цифр, які публікуються, оглядачі роблять 15–20: результати окремих прогонів мережевого тесту розкидані на кілька відсотків.</translation>
    </message>
    <message>
        <source>Run &amp;time of each step:</source>
        <translation>&amp;Час вимірювання кожного кроку:</translation>
    </message>
    <message>
        <source>Shorter runs for a quick look at the whole suite; a method with a trial time of its own keeps it.</source>
        <translation>Коротші прогони, щоб швидко переглянути весь набір; метод із власним часом випробування зберігає його.</translation>
    </message>
    <message>
        <source>Test file of the disk members</source>
        <translation>Тестовий файл дискових елементів</translation>
    </message>
    <message>
        <source>e.g. 4 GiB</source>
        <translation>наприклад, 4 GiB</translation>
    </message>
    <message>
        <source>&amp;Path:</source>
        <translation>&amp;Шлях:</translation>
    </message>
    <message>
        <source>A file on the disk under test, on the dynamo that runs them: the review creates it and writes only there.</source>
        <translation>Файл на диску, що тестується, на тому Dynamo, який виконує ці елементи: огляд створює його і пише лише туди.</translation>
    </message>
    <message>
        <source>File &amp;size:</source>
        <translation>&amp;Розмір файлу:</translation>
    </message>
    <message>
        <source>Bytes, or with KiB, MiB, GiB or TiB. Larger than the disk&apos;s cache, so that the disk is measured and not its cache.</source>
        <translation>У байтах або з KiB, MiB, GiB чи TiB. Більше за кеш диска, щоб вимірювався сам диск, а не його кеш.</translation>
    </message>
    <message>
        <source>Give the test file&apos;s path.</source>
        <translation>Вкажіть шлях до тестового файлу.</translation>
    </message>
    <message>
        <source>Give the test file&apos;s size.</source>
        <translation>Вкажіть розмір тестового файлу.</translation>
    </message>
    <message>
        <source>Path: %1</source>
        <translation>Шлях: %1</translation>
    </message>
    <message>
        <source>File size: %1</source>
        <translation>Розмір файлу: %1</translation>
    </message>
</context>
<context>
    <name>iometry::gui::SuiteFolderPage</name>
    <message>
        <source>Results folder</source>
        <translation>Тека результатів</translation>
    </message>
    <message>
        <source>Every member writes its results into a folder of its own in this one, beside suite.json, the record of the suite as it ran.</source>
        <translation>Кожен елемент записує свої результати у власну теку всередині цієї, поруч із suite.json — записом набору в тому вигляді, у якому він виконувався.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Вибрати…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Тека:</translation>
    </message>
    <message>
        <source>A new folder by default, named after the suite and the time. A folder that holds a suite&apos;s results already is carried on with File → Resume suite…, never written over.</source>
        <translation>Типово — нова тека, названа за набором і часом. Теку, де вже є результати набору, продовжують через Файл → Продовжити набір тестів…, її ніколи не перезаписують.</translation>
    </message>
    <message>
        <source>Results folder of the suite</source>
        <translation>Тека результатів набору</translation>
    </message>
    <message>
        <source>Give the folder the suite&apos;s results go to.</source>
        <translation>Вкажіть теку, куди записуються результати набору.</translation>
    </message>
    <message>
        <source>%1 is not a whole path: give the folder from the root.</source>
        <translation>%1 — не повний шлях: вкажіть теку від кореня.</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder.</source>
        <translation>%1 — файл, а не тека.</translation>
    </message>
    <message>
        <source>%1 already holds a suite&apos;s results: choose another folder (File → Resume suite… carries that suite on).</source>
        <translation>У %1 вже є результати набору: виберіть іншу теку (Файл → Продовжити набір тестів… продовжить той набір).</translation>
    </message>
</context>
<context>
    <name>iometry::gui::SuiteHostsPage</name>
    <message>
        <source>&amp;On the dynamos chosen below</source>
        <translation>&amp;На Dynamo, вибраних нижче</translation>
    </message>
    <message>
        <source>&amp;Loopback: the whole suite on this machine</source>
        <translation>&amp;Петля (loopback): увесь набір на цій машині</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>Хости</translation>
    </message>
    <message>
        <source>Which dynamo runs each dynamo the suite names, and the address its data goes through: that address chooses the adapter under test.</source>
        <translation>Який Dynamo виконує кожен Dynamo, названий у наборі, і через яку адресу йдуть його дані: ця адреса вибирає досліджуваний адаптер.</translation>
    </message>
    <message>
        <source>Each of the suite&apos;s dynamos runs on a dynamo connected to this window, or on a new one started on this machine. To add a dynamo on another host: Dynamos → Add a remote dynamo…</source>
        <translation>Кожен Dynamo набору працює на Dynamo, підключеному до цього вікна, або на новому, запущеному на цій машині. Щоб додати Dynamo на іншому хості: Dynamo → Додати віддалений Dynamo…</translation>
    </message>
    <message>
        <source>Every dynamo is started on this machine and every address is 127.0.0.1: to try the suite, or for a baseline. Members that sweep the MTU are left out: the loopback MTU is never changed.</source>
        <translation>Усі Dynamo запускаються на цій машині, усі адреси — 127.0.0.1: щоб випробувати набір або отримати базовий рівень. Елементи, що перебирають MTU, пропускаються: MTU loopback ніколи не змінюється.</translation>
    </message>
    <message>
        <source>Dynamo of the suite</source>
        <translation>Dynamo набору</translation>
    </message>
    <message>
        <source>Runs on</source>
        <translation>Де працює</translation>
    </message>
    <message>
        <source>Data address</source>
        <translation>Адреса даних</translation>
    </message>
    <message>
        <source>Dynamo %1</source>
        <translation>Dynamo %1</translation>
    </message>
    <message>
        <source>The suite starts it on the machine that runs it.</source>
        <translation>Набір запускає його на машині, яка його виконує.</translation>
    </message>
    <message>
        <source>The suite expects it on another host.</source>
        <translation>Набір очікує його на іншому хості.</translation>
    </message>
    <message>
        <source>the suite&apos;s: %1</source>
        <translation>у наборі: %1</translation>
    </message>
    <message>
        <source>none: no pair of the suite has an end on it</source>
        <translation>немає: жодна пара набору не має на ньому кінця</translation>
    </message>
    <message>
        <source>%1 (this machine)</source>
        <translation>%1 (ця машина)</translation>
    </message>
    <message>
        <source>%1 (another host)</source>
        <translation>%1 (інший хост)</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>A new dynamo “%1” on this machine</source>
        <translation>Новий Dynamo «%1» на цій машині</translation>
    </message>
    <message>
        <source>loopback: every dynamo on this machine, every address 127.0.0.1</source>
        <translation>loopback: усі Dynamo на цій машині, усі адреси 127.0.0.1</translation>
    </message>
    <message>
        <source>%1 on a new dynamo on this machine</source>
        <translation>%1 на новому Dynamo на цій машині</translation>
    </message>
    <message>
        <source>%1 on dynamo %2, this machine</source>
        <translation>%1 на Dynamo %2, ця машина</translation>
    </message>
    <message>
        <source>%1 on dynamo %2, another host</source>
        <translation>%1 на Dynamo %2, інший хост</translation>
    </message>
    <message>
        <source>%1 on dynamo %2 at %3</source>
        <translation>%1 на Dynamo %2 на %3</translation>
    </message>
    <message>
        <source>%1, data address %2</source>
        <translation>%1, адреса даних %2</translation>
    </message>
    <message>
        <source>Dynamo %1: a dynamo of that name is connected from another host, so none would be started on this machine; choose that dynamo for it, or another one.</source>
        <translation>Dynamo %1: Dynamo з такою назвою підключено з іншого хоста, тому на цій машині жоден не буде запущено; виберіть для нього цей Dynamo або інший.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::SuiteRunner</name>
    <message>
        <source>dynamo %1, on which the suite runs, is not connected: start it on its host (Dynamos → Add a remote dynamo… tells how)</source>
        <translation>Dynamo %1, на якому виконується набір, не підключено: запустіть його на його хості (як — підкаже Dynamo → Додати віддалений Dynamo…)</translation>
    </message>
    <message>
        <source>every member of the suite in %1 has completed: nothing is left to run</source>
        <translation>усі елементи набору в %1 завершено: виконувати більше нічого</translation>
    </message>
    <message>
        <source>dynamo %1, on which the suite in %2 runs, is not connected: start it on its host (Dynamos → Add a remote dynamo… tells how), then resume</source>
        <translation>Dynamo %1, на якому виконується набір у %2, не підключено: запустіть його на його хості (як — підкаже Dynamo → Додати віддалений Dynamo…), потім продовжте</translation>
    </message>
    <message>
        <source>a suite is running already</source>
        <translation>набір уже виконується</translation>
    </message>
    <message>
        <source>a test is running: stop it first</source>
        <translation>триває тест: спочатку зупиніть його</translation>
    </message>
    <message>
        <source>the session is not open: no dynamo can run the suite</source>
        <translation>сеанс не відкрито: жоден Dynamo не може виконати набір</translation>
    </message>
    <message>
        <source>the session closed before member &quot;%1&quot; could start</source>
        <translation>сеанс закрився до того, як зміг розпочатися елемент «%1»</translation>
    </message>
</context>
<context>
    <name>iometry::gui::SuiteSummaryPage</name>
    <message>
        <source>Summary</source>
        <translation>Підсумок</translation>
    </message>
    <message>
        <source>After Finish the members run one after another; the Results page shows which one runs, with its live charts.</source>
        <translation>Після натискання «Завершити» елементи виконуються один за одним; на сторінці «Результати» видно, який із них триває, з його живими графіками.</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Елемент</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Метод</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Кроки</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Повтори</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Тривалість</translation>
    </message>
    <message>
        <source>Suite:</source>
        <translation>Набір:</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>Пристрій:</translation>
    </message>
    <message>
        <source>(not named)</source>
        <translation>(не названо)</translation>
    </message>
    <message>
        <source>Dynamos:</source>
        <translation>Dynamo:</translation>
    </message>
    <message>
        <source>Results:</source>
        <translation>Результати:</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>не більше %1</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>близько %1</translation>
    </message>
    <message>
        <source>left out: %1</source>
        <translation>пропущено: %1</translation>
    </message>
    <message>
        <source>Total: about %1 for %2 members, %3 step runs</source>
        <translation>Разом: близько %1; елементів: %2, прогонів кроків: %3</translation>
    </message>
    <message>
        <source>Total: at most %1 for %2 members, %3 step runs</source>
        <translation>Разом: не більше %1; елементів: %2, прогонів кроків: %3</translation>
    </message>
    <message>
        <source>The suite cannot run yet:
%1</source>
        <translation>Набір поки не можна виконати:
%1</translation>
    </message>
</context>
<context>
    <name>iometry::gui::SuiteTemplatePage</name>
    <message>
        <source>Template</source>
        <translation>Шаблон</translation>
    </message>
    <message>
        <source>The review to run: a template of the standard reviews, each with its duration at the template&apos;s repeats, or a suite file of your own.</source>
        <translation>Огляд, який потрібно виконати: шаблон одного зі стандартних оглядів, для кожного вказано тривалість за повторів шаблону, або власний файл набору.</translation>
    </message>
    <message>
        <source>&amp;Open a suite file…</source>
        <translation>&amp;Відкрити файл набору…</translation>
    </message>
    <message>
        <source>The templates were not found beside Iometry (share/iometry/examples/suites): open a suite file.</source>
        <translation>Шаблони не знайдено поруч з Iometry (share/iometry/examples/suites): відкрийте файл набору.</translation>
    </message>
    <message>
        <source>%1 holds no suite: open a suite file.</source>
        <translation>У %1 немає жодного набору: відкрийте файл набору.</translation>
    </message>
    <message>
        <source>Open a suite file</source>
        <translation>Відкрити файл набору</translation>
    </message>
    <message>
        <source>Iometry suites (*.json)</source>
        <translation>Набори Iometry (*.json)</translation>
    </message>
    <message>
        <source>Suite file: %1</source>
        <translation>Файл набору: %1</translation>
    </message>
    <message>
        <source>Choose a template, or open a suite file of your own.</source>
        <translation>Виберіть шаблон або відкрийте власний файл набору.</translation>
    </message>
    <message>
        <source>%1 is not a valid suite:
%2</source>
        <translation>%1 — некоректний набір:
%2</translation>
    </message>
</context>
<context>
    <name>iometry::gui::SummaryPage</name>
    <message>
        <source>Summary</source>
        <translation>Підсумок</translation>
    </message>
    <message>
        <source>Plan &amp;name:</source>
        <translation>Назва &amp;плану:</translation>
    </message>
    <message>
        <source>The plan cannot be used yet:
%1</source>
        <translation>План поки не можна використати:
%1</translation>
    </message>
    <message>
        <source>After Finish the plan is in the main window, where every page can still change it before Start.</source>
        <translation>Після натискання «Завершити» план відкриється в головному вікні, де його ще можна змінити на будь-якій сторінці до натискання «Старт».</translation>
    </message>
</context>
<context>
    <name>iometry::gui::TargetsPage</name>
    <message>
        <source>Add worker</source>
        <translation>Додати воркер</translation>
    </message>
    <message>
        <source>Remove worker</source>
        <translation>Видалити воркер</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Воркери</translation>
    </message>
    <message>
        <source>Addresses</source>
        <translation>Адреси</translation>
    </message>
    <message>
        <source>MTU</source>
        <translation>MTU</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Швидкість</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Драйвер</translation>
    </message>
    <message>
        <source>Connected dynamos</source>
        <translation>Підключені Dynamo</translation>
    </message>
    <message>
        <source>No dynamo is connected yet: type the addresses of the workers by hand; they are checked as IP addresses.</source>
        <translation>Жоден Dynamo ще не підключений: введіть адреси воркерів вручну; вони перевіряються як IP-адреси.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 Mbit/s</source>
        <translation>%1 Мбіт/с</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>невідомо</translation>
    </message>
    <message>
        <source>Each worker runs one access spec. A TCP or UDP worker listens on Bind; its partner, created on the peer dynamo, connects from Peer address, so the data path is exactly Bind ↔ Peer address. A disk worker reads and writes Path, a test file or a block device of its dynamo. Columns of the kinds the plan has are shown.</source>
        <translation>Кожен воркер виконує одну специфікацію доступу. TCP- або UDP-воркер слухає на локальній адресі; його партнер, створений на Dynamo партнера, підключається з адреси партнера, тож шлях даних — рівно «локальна адреса ↔ адреса партнера». Дисковий воркер читає і пише шлях — тестовий файл або блоковий пристрій свого Dynamo. Показано стовпці тих видів, які є в плані.</translation>
    </message>
    <message>
        <source>Network interfaces</source>
        <translation>Мережеві інтерфейси</translation>
    </message>
    <message>
        <source>Block devices</source>
        <translation>Блокові пристрої</translation>
    </message>
    <message>
        <source>Size, model, type</source>
        <translation>Розмір, модель, тип</translation>
    </message>
    <message>
        <source>Safe to write?</source>
        <translation>Чи можна писати?</translation>
    </message>
    <message>
        <source>The dynamo reports no block device.</source>
        <translation>Dynamo не повідомляє жодного блокового пристрою.</translation>
    </message>
    <message>
        <source>IOmeter %1 dynamo, %2 (no authentication)</source>
        <translation>динамо IOmeter %1, %2 (без автентифікації)</translation>
    </message>
    <message>
        <source>IOmeter disk targets</source>
        <translation>Дискові цілі IOmeter</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>Сектор</translation>
    </message>
    <message>
        <source>Test file</source>
        <translation>Тестовий файл</translation>
    </message>
    <message>
        <source>The IOmeter dynamo lists no disk target.</source>
        <translation>Динамо IOmeter не повідомляє жодної дискової цілі.</translation>
    </message>
    <message>
        <source>physical disk</source>
        <translation>фізичний диск</translation>
    </message>
    <message>
        <source>file system</source>
        <translation>файлова система</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 Б</translation>
    </message>
    <message>
        <source>prepared</source>
        <translation>підготовлено</translation>
    </message>
    <message>
        <source>not prepared: filled before its first step</source>
        <translation>не підготовлено: заповнюється перед першим кроком</translation>
    </message>
</context>
<context>
    <name>iometry::gui::TestSetupPage</name>
    <message>
        <source>e.g. Adapter throughput sweep</source>
        <translation>наприклад, Пропускна здатність адаптера</translation>
    </message>
    <message>
        <source>Hosts, cable, adapters, anything the report should say</source>
        <translation>Хости, кабель, адаптери — усе, що має потрапити у звіт</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>План</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Назва:</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>Опис:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>Measured seconds of each step, more than 0 and at most 86400.</source>
        <translation>Тривалість вимірювання на кожному кроці в секундах: більше 0 і не більше 86400.</translation>
    </message>
    <message>
        <source>Warm-up seconds before the measured part of each step, 0 to 3600. Ramp intervals are recorded but left out of the results.</source>
        <translation>Час прогріву в секундах перед вимірюваною частиною кожного кроку, від 0 до 3600. Інтервали прогріву записуються, але не входять до результатів.</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>Length of one sample interval of the live charts, 100 to 60000 ms.</source>
        <translation>Тривалість одного інтервалу вибірки для графіків у реальному часі, від 100 до 60000 мс.</translation>
    </message>
    <message>
        <source>How many times each step runs, 1 to 1000.</source>
        <translation>Скільки разів виконується кожен крок, від 1 до 1000.</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Середнє</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Медіана</translation>
    </message>
    <message>
        <source>Best (highest Mbit/s)</source>
        <translation>Кращий, макс. Мбіт/с</translation>
    </message>
    <message>
        <source>How the repeats of a step are combined in its aggregate row.</source>
        <translation>Як повтори кроку об’єднуються в його підсумковий рядок.</translation>
    </message>
    <message>
        <source>Seed of the request sequences, 0 to 9223372036854775807. The same plan with the same seed replays the same requests.</source>
        <translation>Зерно генератора випадкових чисел (seed) для послідовностей запитів, від 0 до 9223372036854775807. Той самий план із тим самим зерном відтворює ті самі запити.</translation>
    </message>
    <message>
        <source>Timing and repeats</source>
        <translation>Час і повтори</translation>
    </message>
    <message>
        <source>Run time:</source>
        <translation>Час вимірювання:</translation>
    </message>
    <message>
        <source>Ramp-up time:</source>
        <translation>Час прогріву:</translation>
    </message>
    <message>
        <source>Sample interval:</source>
        <translation>Інтервал вибірки:</translation>
    </message>
    <message>
        <source>Repeats:</source>
        <translation>Повтори:</translation>
    </message>
    <message>
        <source>Aggregate:</source>
        <translation>Агрегування:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Зерно ГВЧ:</translation>
    </message>
    <message>
        <source>Sweep the request size</source>
        <translation>Перебирати розмір запиту</translation>
    </message>
    <message>
        <source>64, 512, 4 KiB, 64K, 1M</source>
        <translation>64, 512, 4 KiB, 64K, 1M</translation>
    </message>
    <message>
        <source>Request sizes, separated by commas, in the order they run: bytes or K/KiB, M/MiB (1 K = 1024 bytes), 1 B to 16 MiB.</source>
        <translation>Розміри запиту через кому, у порядку виконання: у байтах або із суфіксами K/KiB, M/MiB (1 K = 1024 байти), від 1 Б до 16 МіБ.</translation>
    </message>
    <message>
        <source>Classic 64 B … 256 KiB</source>
        <translation>Класичні 64 Б … 256 КіБ</translation>
    </message>
    <message>
        <source>The 13 doubling sizes of the reviews: 64, 128, 256 … 256 KiB.</source>
        <translation>13 розмірів, що подвоюються, як в оглядах: 64, 128, 256 … 256 КіБ.</translation>
    </message>
    <message>
        <source>Sweep the outstanding I/Os</source>
        <translation>Перебирати глибину черги</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Список</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Діапазон</translation>
    </message>
    <message>
        <source>Outstanding I/Os, separated by commas, 1 to 4096.</source>
        <translation>Значення глибини черги через кому, від 1 до 4096.</translation>
    </message>
    <message>
        <source>exponential (× step)</source>
        <translation>експоненційно (× крок)</translation>
    </message>
    <message>
        <source>linear (+ step)</source>
        <translation>лінійно (+ крок)</translation>
    </message>
    <message>
        <source>from</source>
        <translation>від</translation>
    </message>
    <message>
        <source>to</source>
        <translation>до</translation>
    </message>
    <message>
        <source>step</source>
        <translation>крок</translation>
    </message>
    <message>
        <source>Request size first, then outstanding I/Os</source>
        <translation>Спочатку розмір запиту, потім глибина черги</translation>
    </message>
    <message>
        <source>Outstanding I/Os first, then request size</source>
        <translation>Спочатку глибина черги, потім розмір запиту</translation>
    </message>
    <message>
        <source>The first axis is the outer loop: with size first, every size runs all its outstanding values before the next size.</source>
        <translation>Перша вісь — зовнішній цикл: якщо першим іде розмір, то для кожного розміру виконуються всі значення глибини черги, перш ніж перейти до наступного розміру.</translation>
    </message>
    <message>
        <source>Sweeps</source>
        <translation>Перебір параметрів</translation>
    </message>
    <message>
        <source>In each step every line of every access spec runs with this size.</source>
        <translation>На кожному кроці всі рядки всіх специфікацій доступу виконуються з цим розміром.</translation>
    </message>
    <message>
        <source>In each step every worker keeps this many requests in flight. A range runs from its start while the value stays at most its end.</source>
        <translation>На кожному кроці кожен воркер тримає стільки одночасних запитів. Діапазон іде від початкового значення, доки значення не перевищить кінцеве.</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>Порядок:</translation>
    </message>
    <message numerus="yes">
        <source>%n step</source>
        <translation>
            <numerusform>%n крок</numerusform>
            <numerusform>%n кроки</numerusform>
            <numerusform>%n кроків</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <translation>
            <numerusform>%n крок</numerusform>
            <numerusform>%n кроки</numerusform>
            <numerusform>%n кроків</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repeat</source>
        <translation>
            <numerusform>%n повтор</numerusform>
            <numerusform>%n повтори</numerusform>
            <numerusform>%n повторів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repeats</source>
        <translation>
            <numerusform>%n повтор</numerusform>
            <numerusform>%n повтори</numerusform>
            <numerusform>%n повторів</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 × %2 ≈ %3</source>
        <translation>%1 × %2 ≈ %3</translation>
    </message>
    <message>
        <source>Each step runs %1 of ramp-up and %2 measured; setting up the dynamos between steps comes on top.</source>
        <translation>Кожен крок: %1 прогріву і %2 вимірювання; налаштування Dynamo між кроками — понад це.</translation>
    </message>
    <message>
        <source>Cycle the number of workers on each dynamo</source>
        <translation>Перебирати кількість воркерів на кожному Dynamo</translation>
    </message>
    <message>
        <source>Numbers of workers, separated by commas, in the order they run: in each step every dynamo runs its first N workers, in plan order.</source>
        <translation>Кількості воркерів через кому в порядку виконання: на кожному кроці кожен Dynamo запускає своїх перших N воркерів у порядку плану.</translation>
    </message>
    <message>
        <source>One more worker per dynamo in each step, up to the most any dynamo holds.</source>
        <translation>На кожному кроці на один воркер більше на кожному Dynamo, аж до найбільшої їх кількості на одному Dynamo.</translation>
    </message>
    <message>
        <source>Cycle the number of targets</source>
        <translation>Перебирати кількість цілей</translation>
    </message>
    <message>
        <source>Numbers of targets, separated by commas, in the order they run: in each step the plan&apos;s first N workers run, in plan order, across dynamos.</source>
        <translation>Кількості цілей через кому в порядку виконання: на кожному кроці працюють перші N воркерів плану в порядку плану, на всіх Dynamo.</translation>
    </message>
    <message>
        <source>One more target in each step, up to all of the plan&apos;s workers.</source>
        <translation>На кожному кроці на одну ціль більше, аж до всіх воркерів плану.</translation>
    </message>
    <message>
        <source>Workers cycling adds a worker on every dynamo at each step; targets cycling adds one worker (its target) at a time, across dynamos. A worker left out runs neither end of its pair. Only one of the two.</source>
        <translation>Перебір воркерів додає по воркеру на кожному Dynamo на кожному кроці; перебір цілей додає по одному воркеру (його ціль) за раз, на всіх Dynamo. Невключений воркер не запускає жодного кінця своєї пари. Лише один із двох.</translation>
    </message>
    <message>
        <source>1 … %1</source>
        <translation>1 … %1</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>не більше %1</translation>
    </message>
    <message>
        <source>Idle time:</source>
        <translation>Час простою:</translation>
    </message>
    <message>
        <source>Seconds before and after each step when only the probes run, 0 to 600: their latency idle, to compare with it under the load. Needs a probe worker (the Probe column of the workers).</source>
        <translation>Секунди до і після кожного кроку, коли працюють лише зонди, від 0 до 600: їхня затримка в простої — для порівняння із затримкою під навантаженням. Потрібен воркер-зонд (стовпець «Зонд» у воркерів).</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ThroughputStepPage</name>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ThroughputWizard</name>
    <message>
        <source>Repeats:</source>
        <translation>Повтори:</translation>
    </message>
    <message>
        <source>Steps × repeats:</source>
        <translation>Кроки × повтори:</translation>
    </message>
</context>
<context>
    <name>iometry::gui::TopologyModel</name>
    <message>
        <source>Topology</source>
        <translation>Топологія</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Стан</translation>
    </message>
    <message>
        <source>All managers</source>
        <translation>Усі менеджери</translation>
    </message>
    <message>
        <source>connected, %1</source>
        <translation>підключений, %1</translation>
    </message>
    <message>
        <source>starts with the test</source>
        <translation>запуститься з тестом</translation>
    </message>
    <message>
        <source>waiting for it to connect</source>
        <translation>очікування підключення</translation>
    </message>
    <message>
        <source> (not in the plan)</source>
        <translation> (немає в плані)</translation>
    </message>
    <message>
        <source>probe, %1 Hz: %2</source>
        <translation>зонд, %1 Гц: %2</translation>
    </message>
    <message>
        <source>connected, IOmeter %1 dynamo</source>
        <translation>підключений, динамо IOmeter %1</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>підключений</translation>
    </message>
</context>
<context>
    <name>iometry::gui::UdpRampPage</name>
    <message>
        <source>Offered rates</source>
        <translation>Пропоновані швидкості</translation>
    </message>
    <message>
        <source>Host A sends one UDP stream to host B at each rate in turn; every rate is one trial, and the curve past the knee shows how the path degrades.</source>
        <translation>Хост A надсилає хосту B один потік UDP з кожною швидкістю по черзі; кожна швидкість — одна спроба, а крива після коліна показує, як деградує шлях.</translation>
    </message>
    <message>
        <source>Use the &amp;reviews&apos; ramp</source>
        <translation>&amp;Як в оглядах</translation>
    </message>
    <message>
        <source>&amp;Datagram size:</source>
        <translation>&amp;Розмір датаграми:</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;Від:</translation>
    </message>
    <message>
        <source>T&amp;o:</source>
        <translation>Д&amp;о:</translation>
    </message>
    <message>
        <source>&amp;Step:</source>
        <translation>&amp;Крок:</translation>
    </message>
    <message>
        <source>&amp;Trial time:</source>
        <translation>&amp;Тривалість спроби:</translation>
    </message>
    <message>
        <source>The last rate (%1 Mbit/s) is below the first (%2 Mbit/s).</source>
        <translation>Остання швидкість (%1 Мбіт/с) менша за першу (%2 Мбіт/с).</translation>
    </message>
    <message>
        <source>That is more than %1 rates; take a larger step.</source>
        <translation>Швидкостей більше ніж %1; візьміть більший крок.</translation>
    </message>
    <message>
        <source>1472 B fills a 1500-byte Ethernet frame over IPv4.</source>
        <translation>1472 Б заповнюють 1500-байтовий кадр Ethernet при IPv4.</translation>
    </message>
    <message>
        <source>The reviews ramp 200 → 800 Mbit/s in steps of 10.</source>
        <translation>В оглядах швидкість наростає 200 → 800 Мбіт/с з кроком 10.</translation>
    </message>
    <message>
        <source>Each trial warms up for %1 first, not measured.</source>
        <translation>Спершу кожна спроба прогрівається %1, без вимірювання.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::UdpRampWizard</name>
    <message>
        <source>Where the two ends of the UDP stream run. Host A&apos;s address sends to host B&apos;s, so these choose the adapters under test.</source>
        <translation>Де працюють два кінці потоку UDP. З адреси хоста A дані йдуть на адресу хоста B, тому ці адреси й визначають тестовані адаптери.</translation>
    </message>
    <message>
        <source>Measures the UDP stack and the CPU of this machine, not an adapter: the baseline to compare adapters against.</source>
        <translation>Вимірює стек UDP і ЦП цієї машини, а не адаптер: це базовий рівень для порівняння адаптерів.</translation>
    </message>
    <message>
        <source>Measures the link between two machines: A&apos;s adapter sends, B&apos;s receives.</source>
        <translation>Вимірює канал між двома машинами: адаптер A передає, адаптер B приймає.</translation>
    </message>
    <message>
        <source>UDP ramp</source>
        <translation>Наростання швидкості UDP</translation>
    </message>
    <message>
        <source>UDP ramp: %1 → %2 Mbit/s, %3</source>
        <translation>Наростання швидкості UDP: %1 → %2 Мбіт/с, %3</translation>
    </message>
    <message>
        <source>offers %1, %2, … %3 Mbit/s of %4-byte datagrams, %5 each</source>
        <translation>пропонуючи %1, %2, … %3 Мбіт/с датаграмами по %4 Б, по %5 на кожну швидкість</translation>
    </message>
    <message>
        <source>One UDP stream over loopback on this machine: the holder %1 to its partner. procedure.json holds the achieved rate and the loss at each offered rate.</source>
        <translation>Один потік UDP через loopback на цій машині: воркер надсилає дані партнерові, %1. procedure.json містить досягнуту швидкість і втрати для кожної пропонованої швидкості.</translation>
    </message>
    <message>
        <source>Two hosts: A (this machine, %1) %2 to B (%3), a dynamo started by hand. procedure.json holds the achieved rate and the loss at each offered rate. %4</source>
        <translation>Два хости: A (ця машина, %1) надсилає дані до B (%3; Dynamo запущено вручну), %2. procedure.json містить досягнуту швидкість і втрати для кожної пропонованої швидкості. %4</translation>
    </message>
    <message>
        <source>Topology:</source>
        <translation>Топологія:</translation>
    </message>
    <message>
        <source>Stream:</source>
        <translation>Потік:</translation>
    </message>
    <message>
        <source>one way, the worker sends to its partner</source>
        <translation>в один бік, воркер надсилає партнерові</translation>
    </message>
    <message>
        <source>one way, host A sends to host B</source>
        <translation>в один бік, хост A надсилає хосту B</translation>
    </message>
    <message>
        <source>Datagrams:</source>
        <translation>Датаграми:</translation>
    </message>
    <message>
        <source>%1 B of UDP payload</source>
        <translation>%1 Б корисного навантаження UDP</translation>
    </message>
    <message>
        <source>Offered rates:</source>
        <translation>Пропоновані швидкості:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>%1 Mbit/s (1 rate)</source>
        <translation>%1 Мбіт/с (1 швидкість)</translation>
    </message>
    <message>
        <source>%1 Mbit/s (%2 rates)</source>
        <translation>%1 Мбіт/с (швидкостей: %2)</translation>
    </message>
    <message>
        <source>Each trial:</source>
        <translation>Кожна спроба:</translation>
    </message>
    <message>
        <source>%1 warm-up + %2 measured</source>
        <translation>%1 прогріву + %2 вимірювання</translation>
    </message>
    <message>
        <source>Trials:</source>
        <translation>Спроби:</translation>
    </message>
</context>
<context>
    <name>iometry::gui::UnderLoadPage</name>
    <message>
        <source>Load and probe</source>
        <translation>Навантаження і зонд</translation>
    </message>
    <message>
        <source> Hz</source>
        <translation> Гц</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Навантаження</translation>
    </message>
    <message>
        <source>Probe</source>
        <translation>Зонд</translation>
    </message>
    <message>
        <source>&amp;Rate:</source>
        <translation>&amp;Частота:</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Час</translation>
    </message>
    <message>
        <source>&amp;Idle before and after:</source>
        <translation>&amp;Простій до і після:</translation>
    </message>
    <message>
        <source>The probe alone before the load starts and again after it ends: its latency with nothing else running, which the latency under the load is compared with.</source>
        <translation>Зонд наодинці до початку навантаження і знову після його завершення: його затримка, коли більше нічого не працює, — з нею порівнюється затримка під навантаженням.</translation>
    </message>
    <message>
        <source>&amp;Under load:</source>
        <translation>&amp;Під навантаженням:</translation>
    </message>
    <message>
        <source>The load&apos;s time after %1 of warm-up, the probe running all through it.</source>
        <translation>Час навантаження після %1 прогріву; зонд працює весь цей час.</translation>
    </message>
    <message>
        <source>%1 a second</source>
        <translation>%1 за секунду</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Час:</translation>
    </message>
    <message>
        <source>%1 probe alone, %2 warm-up + %3 under the load, %1 probe alone</source>
        <translation>%1 лише зонд, %2 прогрів + %3 під навантаженням, %1 лише зонд</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>Тривалість:</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>близько %1</translation>
    </message>
    <message>
        <source>The probe runs alone for %1 before the load and %1 after it; summary.csv gives its latency in each part (scope probe, phase idle_before, load and idle_after), and the Report page&apos;s view Latency under load draws it against the load&apos;s throughput.</source>
        <translation>Зонд працює сам %1 до навантаження і %1 після нього; summary.csv дає його затримку в кожній частині (scope probe, phase idle_before, load та idle_after), а вигляд «Затримка під навантаженням» на сторінці «Звіт» малює її поруч із пропускною здатністю навантаження.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ValueChecks</name>
    <message>
        <source>%1 B</source>
        <translation>%1 Б</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>Позначити &amp;всі</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>&amp;Скинути всі</translation>
    </message>
</context>
<context>
    <name>iometry::gui::WorkerModel</name>
    <message>
        <source>any</source>
        <translation>будь-який</translation>
    </message>
    <message>
        <source>Dynamo %1 is not connected: its addresses cannot be offered, type them.</source>
        <translation>Dynamo %1 не підключений: його адреси неможливо запропонувати, введіть їх вручну.</translation>
    </message>
    <message numerus="yes">
        <source>Dynamo %1 is connected (%2), %n CPU.</source>
        <translation>
            <numerusform>Dynamo %1 підключений (%2), %n ЦП.</numerusform>
            <numerusform>Dynamo %1 підключений (%2), %n ЦП.</numerusform>
            <numerusform>Dynamo %1 підключений (%2), %n ЦП.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dynamo %1 is connected (%2), %n CPUs.</source>
        <translation>
            <numerusform>Dynamo %1 підключений (%2), %n ЦП.</numerusform>
            <numerusform>Dynamo %1 підключений (%2), %n ЦП.</numerusform>
            <numerusform>Dynamo %1 підключений (%2), %n ЦП.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Ім’я</translation>
    </message>
    <message>
        <source>Dynamo</source>
        <translation>Dynamo</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Bind</source>
        <translation>Локальна адреса</translation>
    </message>
    <message>
        <source>Peer dynamo</source>
        <translation>Dynamo партнера</translation>
    </message>
    <message>
        <source>Peer address</source>
        <translation>Адреса партнера</translation>
    </message>
    <message>
        <source>Spec</source>
        <translation>Специфікація</translation>
    </message>
    <message>
        <source>Outstanding</source>
        <translation>Черга</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>ЦП</translation>
    </message>
    <message>
        <source>Peer CPU</source>
        <translation>ЦП партнера</translation>
    </message>
    <message>
        <source>1 to 64 letters, digits, spaces or _ - . characters, unique in the plan.</source>
        <translation>Від 1 до 64 літер, цифр, пробілів або символів _ - . — унікальне в плані.</translation>
    </message>
    <message>
        <source>The host this worker runs on.</source>
        <translation>Хост, на якому працює цей воркер.</translation>
    </message>
    <message>
        <source>The access specification it runs (Access Specifications page).</source>
        <translation>Специфікація доступу, яку він виконує (сторінка «Специфікації доступу»).</translation>
    </message>
    <message>
        <source>%1: %2 is not an address of dynamo %3 (it has %4)</source>
        <translation>%1: %2 — не адреса Dynamo %3 (його адреси: %4)</translation>
    </message>
    <message>
        <source>this column cannot be edited</source>
        <translation>цей стовпець не можна редагувати</translation>
    </message>
    <message>
        <source>no such worker</source>
        <translation>немає такого воркера</translation>
    </message>
    <message numerus="yes">
        <source>%1: dynamo %2 has %n CPU (0–%3), got %4</source>
        <translation>
            <numerusform>%1: Dynamo %2 має %n ЦП (0–%3), вказано %4</numerusform>
            <numerusform>%1: Dynamo %2 має %n ЦП (0–%3), вказано %4</numerusform>
            <numerusform>%1: Dynamo %2 має %n ЦП (0–%3), вказано %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: dynamo %2 has %n CPUs (0–%3), got %4</source>
        <translation>
            <numerusform>%1: Dynamo %2 має %n ЦП (0–%3), вказано %4</numerusform>
            <numerusform>%1: Dynamo %2 має %n ЦП (0–%3), вказано %4</numerusform>
            <numerusform>%1: Dynamo %2 має %n ЦП (0–%3), вказано %4</numerusform>
        </translation>
    </message>
    <message>
        <source>no such cell</source>
        <translation>немає такої клітинки</translation>
    </message>
    <message>
        <source>workers: must not be empty (a plan needs at least one worker)</source>
        <translation>workers: не може бути порожнім (плану потрібен хоча б один воркер)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>all of it</source>
        <translation>повністю</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>так</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ні</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>tcp — a stream or request/response pair</source>
        <translation>tcp — потік або пара запит/відповідь</translation>
    </message>
    <message>
        <source>udp — paced datagrams</source>
        <translation>udp — датаграми із заданим темпом</translation>
    </message>
    <message>
        <source>disk — a test file or block device</source>
        <translation>disk — тестовий файл або блоковий пристрій</translation>
    </message>
    <message>
        <source>auto — io_uring, else libaio, else sync</source>
        <translation>auto — io_uring, інакше libaio, інакше sync</translation>
    </message>
    <message>
        <source>sync — pread/pwrite, one at a time</source>
        <translation>sync — pread/pwrite по одній</translation>
    </message>
    <message>
        <source>%1 — %2, %3</source>
        <translation>%1 — %2, %3</translation>
    </message>
    <message>
        <source>Rate (Mbit/s)</source>
        <translation>Швидкість, Мбіт/с</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Шлях</translation>
    </message>
    <message>
        <source>File size</source>
        <translation>Розмір файлу</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Рушій</translation>
    </message>
    <message>
        <source>O_DIRECT</source>
        <translation>O_DIRECT</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Перевірка</translation>
    </message>
    <message>
        <source>Block device</source>
        <translation>Блоковий пристрій</translation>
    </message>
    <message>
        <source>Force</source>
        <translation>Примусово</translation>
    </message>
    <message>
        <source>The kind of target: tcp (a stream or request/response pair), udp (paced datagrams) or disk (a test file or a block device).</source>
        <translation>Вид цілі: tcp (потік або пара запит/відповідь), udp (датаграми із заданим темпом) або disk (тестовий файл або блоковий пристрій).</translation>
    </message>
    <message>
        <source>default</source>
        <translation>типово</translation>
    </message>
    <message>
        <source>default (%1)</source>
        <translation>типово (%1)</translation>
    </message>
    <message>
        <source>Dynamo %1 does not offer %2 (it has %3): the run would fail.</source>
        <translation>Dynamo %1 не пропонує %2 (у нього є %3): запуск завершиться помилкою.</translation>
    </message>
    <message>
        <source>default — off for streams, on for request/response</source>
        <translation>типово — вимк. для потоків, увімк. для запит/відповідь</translation>
    </message>
    <message>
        <source>Send buffer</source>
        <translation>Буфер надсилання</translation>
    </message>
    <message>
        <source>Receive buffer</source>
        <translation>Буфер приймання</translation>
    </message>
    <message>
        <source>Congestion</source>
        <translation>Керування перевантаженням</translation>
    </message>
    <message>
        <source>No delay</source>
        <translation>Без затримки</translation>
    </message>
    <message>
        <source>MSS</source>
        <translation>MSS</translation>
    </message>
    <message>
        <source>Zero-copy</source>
        <translation>Без копіювання</translation>
    </message>
    <message>
        <source>Busy poll µs</source>
        <translation>Busy poll, мкс</translation>
    </message>
    <message>
        <source>Pacing Mbit/s</source>
        <translation>Обмеження, Мбіт/с</translation>
    </message>
    <message>
        <source>%1: only a %2 worker has it</source>
        <translation>%1: це є лише у воркера %2</translation>
    </message>
    <message>
        <source> or </source>
        <translation> або </translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Фаза</translation>
    </message>
    <message>
        <source>The step of the phase sweep it runs in: a step of phase p runs only the workers of phase p, one group after another.</source>
        <translation>Крок розгортки за фазами, у якому він працює: крок фази p запускає лише воркери фази p, групи йдуть одна за одною.</translation>
    </message>
    <message>
        <source>&quot;1 GiB&quot; and &quot;512 MiB&quot; are read too. Empty for all of a block device.</source>
        <translation>Розуміються й «1 GiB», «512 MiB». Порожньо — блоковий пристрій повністю.</translation>
    </message>
    <message>
        <source>A block device&apos;s span is filled with stamps first.</source>
        <translation>Область блокового пристрою спершу заповнюється позначками.</translation>
    </message>
    <message>
        <source>It is destroyed; a device in use is refused all the same.</source>
        <translation>Їх буде знищено; пристрій, що використовується, відхиляється все одно.</translation>
    </message>
    <message>
        <source>The data path is Bind ↔ Peer address.</source>
        <translation>Шлях даних — «Локальна адреса» ↔ «Адреса партнера».</translation>
    </message>
    <message>
        <source>The worker&apos;s own dynamo for loopback.</source>
        <translation>Для loopback — власний Dynamo воркера.</translation>
    </message>
    <message>
        <source>Of the same family as Bind.</source>
        <translation>Того самого сімейства, що й локальна адреса.</translation>
    </message>
    <message>
        <source>Empty for any.</source>
        <translation>Порожньо — будь-який.</translation>
    </message>
    <message>
        <source>Linux doubles it and caps it at net.core.wmem_max. Empty: the kernel&apos;s default.</source>
        <translation>Linux подвоює його й обмежує значенням net.core.wmem_max. Порожньо: типове значення ядра.</translation>
    </message>
    <message>
        <source>Linux doubles it, caps it at net.core.rmem_max and stops tuning it. Empty: the kernel&apos;s default, autotuned.</source>
        <translation>Linux подвоює його, обмежує значенням net.core.rmem_max і припиняє його автоналаштування. Порожньо: типове значення ядра з автоналаштуванням.</translation>
    </message>
    <message>
        <source>The ones the connected dynamos of the pair offer are listed; another name may be typed, but a dynamo without it refuses the step. Empty: the host&apos;s default.</source>
        <translation>У списку — ті, що пропонують підключені dynamo цієї пари; можна ввести й іншу назву, але dynamo, у якого її немає, відхилить крок. Порожньо: типове значення хоста.</translation>
    </message>
    <message>
        <source>Default: off for streams, on for request/response.</source>
        <translation>Типово: вимк. для потоків, увімк. для запит/відповідь.</translation>
    </message>
    <message>
        <source>The path&apos;s MTU may make it smaller. Empty: as the MTU allows.</source>
        <translation>MTU шляху може його зменшити. Порожньо: скільки дозволяє MTU.</translation>
    </message>
    <message>
        <source>Worth it from about 10 KB a request.</source>
        <translation>Має сенс приблизно від 10 КБ на запит.</translation>
    </message>
    <message>
        <source>More than net.core.busy_read needs root. Empty: net.core.busy_read.</source>
        <translation>Більше за net.core.busy_read потребує root. Порожньо: net.core.busy_read.</translation>
    </message>
    <message>
        <source>Headers included. Empty: no limit.</source>
        <translation>Із заголовками. Порожньо: без обмеження.</translation>
    </message>
    <message>
        <source>1000000: as fast as the sender can. A ping-pong has none.</source>
        <translation>1000000 — так швидко, як може відправник. У пінг-понгу її немає.</translation>
    </message>
    <message>
        <source>more than %1, at most %2</source>
        <translation>більше %1, не більше %2</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>від %1 до %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 або %2</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>A setting&apos;s help (%1, no full stop) and its range (%2) as a sentence</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1 (%2).</source>
        <translation>%1 (%2).</translation>
    </message>
    <message>
        <source>A sweep over outstanding I/Os overrides it in each step.</source>
        <translation>Під час перебору глибини черги на кожному кроці замінюється значенням кроку.</translation>
    </message>
    <message>
        <source>Requests in flight</source>
        <translation>Кількість одночасних запитів</translation>
    </message>
    <message>
        <source>Pin the worker to this CPU of its host</source>
        <translation>Прив’язати воркер до цього ЦП його хоста</translation>
    </message>
    <message>
        <source>Rate (/s)</source>
        <translation>Частота, /с</translation>
    </message>
    <message>
        <source>Empty: as fast as the requests in flight allow (a closed loop). A rate: open loop, every latency timed from its request&apos;s scheduled time. A request/response or disk worker only.</source>
        <translation>Порожньо: так швидко, як дозволяють запити в дорозі (замкнений цикл). Частота: відкритий цикл, кожна затримка відраховується від запланованого часу запиту. Лише для воркера запит/відповідь або дискового.</translation>
    </message>
    <message>
        <source>Requests (or I/Os) a second, on a schedule</source>
        <translation>Запитів (або операцій введення-виведення) за секунду за розкладом</translation>
    </message>
    <message>
        <source>Arrivals</source>
        <translation>Надходження</translation>
    </message>
    <message>
        <source>constant: even gaps, the steadiest load; poisson: exponential gaps of the same mean, as many independent clients. Only with a rate.</source>
        <translation>constant: рівні проміжки, найрівніше навантаження; poisson: експоненційні проміжки з тим самим середнім, як у багатьох незалежних клієнтів. Лише з частотою.</translation>
    </message>
    <message>
        <source>How the scheduled requests come due</source>
        <translation>Як настає строк запланованих запитів</translation>
    </message>
    <message>
        <source>Probe (Hz)</source>
        <translation>Зонд, Гц</translation>
    </message>
    <message>
        <source>Empty: part of the load. A rate: a probe, which measures latency beside the load one request at a time, in every step and the plan&apos;s idle seconds, never counted in the load&apos;s numbers (a request/response or disk worker, one in flight).</source>
        <translation>Порожньо: частина навантаження. Частота: зонд, що вимірює затримку поруч із навантаженням по одному запиту за раз — у кожному кроці та в секунди простою плану, ніколи не враховуючись у числах навантаження (воркер запит/відповідь або дисковий, один запит у дорозі).</translation>
    </message>
    <message>
        <source>Probe requests a second</source>
        <translation>Запитів зонда за секунду</translation>
    </message>
    <message>
        <source>Data pattern</source>
        <translation>Шаблон даних</translation>
    </message>
    <message>
        <source>Empty: pseudo_random. Not with verify: its writes carry the verification stamps.</source>
        <translation>Порожньо: pseudo_random. Не разом із verify: тоді записи несуть перевірні мітки.</translation>
    </message>
    <message>
        <source>stamps (verify)</source>
        <translation>мітки (verify)</translation>
    </message>
    <message>
        <source>default (pseudo_random)</source>
        <translation>за замовчуванням (pseudo_random)</translation>
    </message>
    <message>
        <source>default — pseudo_random</source>
        <translation>за замовчуванням — pseudo_random</translation>
    </message>
    <message>
        <source>repeating — each write one byte value, a new one per write</source>
        <translation>repeating — кожен запис з одного значення байта, нове для кожного запису</translation>
    </message>
    <message>
        <source>pseudo_random — one random buffer that every write carries</source>
        <translation>pseudo_random — один випадковий буфер, який несе кожен запис</translation>
    </message>
    <message>
        <source>full_random — each write from a random place of a 16 MiB random region</source>
        <translation>full_random — кожен запис із випадкового місця випадкової області в 16 МіБ</translation>
    </message>
    <message>
        <source>Start offset</source>
        <translation>Початковий зсув</translation>
    </message>
    <message>
        <source>The I/Os stay in [start offset, start offset + file size); a test file is as long as both. &quot;1 GiB&quot; is read too; empty is 0.</source>
        <translation>Операції лишаються в [початковий зсув, початковий зсув + розмір файлу); тестовий файл такої довжини, як обидва разом. «1 GiB» теж розуміється; порожньо — 0.</translation>
    </message>
</context>
</TS>

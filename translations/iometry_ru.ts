<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Article</name>
    <message>
        <source>Could not write %1.</source>
        <translation>Не удалось записать %1.</translation>
    </message>
    <message>
        <source>random</source>
        <translation>случайный доступ</translation>
    </message>
    <message>
        <source>sequential</source>
        <translation>последовательный доступ</translation>
    </message>
    <message>
        <source>%1 % random</source>
        <translation>%1 % случайных обращений</translation>
    </message>
    <message>
        <source>%1 %2, %3 % read</source>
        <translation>%1, %2, %3 % чтения</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>не запускался</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>был прерван</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>завершён</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>завершился с ошибкой</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>был остановлен</translation>
    </message>
    <message>
        <source>Test report: %1</source>
        <translation>Отчёт о тестировании: %1</translation>
    </message>
    <message>
        <source>Not measured on any device: %1.</source>
        <translation>Ни на одном устройстве не измерены: %1.</translation>
    </message>
    <message>
        <source>Devices and test setup</source>
        <translation>Устройства и методика тестирования</translation>
    </message>
    <message>
        <source>Devices under test: %1. Each was measured with the same methods, in the same order; every figure draws one colour per device, and every number is a measurement of Iometry (throughput counted where the data arrived, the CPU load of the hosts under test).</source>
        <translation>Тестируемые устройства: %1. Каждое из них измерялось одними и теми же методами в одном и том же порядке; на каждом рисунке каждому устройству соответствует свой цвет, а все числа — результаты измерений Iometry (пропускная способность учитывается на принимающей стороне, загрузка ЦП — на тестируемых хостах).</translation>
    </message>
    <message>
        <source>Left out on %1 before the run: %2 (%3).</source>
        <translation>На устройстве %1 перед прогоном исключён тест %2 (%3).</translation>
    </message>
    <message>
        <source>Each step measured %1 after a ramp of %2</source>
        <translation>Каждый шаг измерялся %1 после прогрева длительностью %2</translation>
    </message>
    <message>
        <source>Each step measured %1</source>
        <translation>Каждый шаг измерялся %1</translation>
    </message>
    <message>
        <source>%1, %2 times; the figures show the %3 of the repeats.</source>
        <translation>%1; число повторов — %2, на графиках — %3 по повторам.</translation>
    </message>
    <message>
        <source>%1, once.</source>
        <translation>%1, однократно.</translation>
    </message>
    <message>
        <source>%1 The load: %2. %3</source>
        <translation>%1 Нагрузка: %2. %3</translation>
    </message>
    <message>
        <source>Not part of the suite of %1.</source>
        <translation>Не входит в набор тестов следующих устройств: %1.</translation>
    </message>
    <message>
        <source>On %1 this member %2: the figures show what it measured before.</source>
        <translation>На устройстве %1 этот тест %2; графики показывают то, что было измерено до этого.</translation>
    </message>
    <message>
        <source>On %1 this member %2 before it measured anything.</source>
        <translation>На устройстве %1 этот тест %2: ничего не измерено.</translation>
    </message>
    <message>
        <source>%1: throughput against %2</source>
        <translation>%1: пропускная способность в зависимости от %2</translation>
    </message>
    <message>
        <source>Throughput against %1</source>
        <translation>Пропускная способность в зависимости от %1</translation>
    </message>
    <message>
        <source>I/O rate against %1</source>
        <translation>Скорость ввода-вывода в зависимости от %1</translation>
    </message>
    <message>
        <source>I/O rate against %1: %2</source>
        <translation>Скорость ввода-вывода в зависимости от %1: %2</translation>
    </message>
    <message>
        <source>Highest I/O rate (IOPS)</source>
        <translation>Максимальная скорость ввода-вывода, IOPS</translation>
    </message>
    <message>
        <source>Disk: the standard presets</source>
        <translation>Диск: стандартные шаблоны нагрузки</translation>
    </message>
    <message>
        <source>The presets disk benchmarks print, each a run of its own: sequential and random requests, read and then written, at the queue depths named. The load: %1. Each measured %2 after a ramp of %3.</source>
        <translation>Стандартные режимы, которые приводят программы тестирования дисков, каждый — отдельный прогон: последовательные и случайные запросы, сначала чтение, затем запись, с глубиной очереди, указанной в названии. Нагрузка: %1. Каждый режим измерялся %2 после прогрева длительностью %3.</translation>
    </message>
    <message>
        <source>%1 read (MB/s)</source>
        <translation>%1, чтение, МБ/с</translation>
    </message>
    <message>
        <source>%1 write (MB/s)</source>
        <translation>%1, запись, МБ/с</translation>
    </message>
    <message>
        <source>%1 read (IOPS)</source>
        <translation>%1, чтение, IOPS</translation>
    </message>
    <message>
        <source>%1 write (IOPS)</source>
        <translation>%1, запись, IOPS</translation>
    </message>
    <message>
        <source>Transmit, receive and full duplex side by side</source>
        <translation>Передача, приём и полный дуплекс: сравнение</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Итоги</translation>
    </message>
    <message>
        <source>The headline number of every method, per device.</source>
        <translation>Ключевые результаты каждого метода для каждого устройства.</translation>
    </message>
    <message>
        <source>The headline numbers of every section.</source>
        <translation>Ключевые результаты всех разделов.</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Раздел</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Показатель</translation>
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
        <translation>Размер запроса</translation>
    </message>
    <message>
        <source>Outstanding I/Os</source>
        <translation>Глубина очереди</translation>
    </message>
    <message>
        <source>Clients</source>
        <translation>Число клиентов</translation>
    </message>
    <message>
        <source>request size</source>
        <translation>размера запроса</translation>
    </message>
    <message>
        <source>outstanding I/Os</source>
        <translation>глубины очереди</translation>
    </message>
    <message>
        <source>the number of clients</source>
        <translation>числа клиентов</translation>
    </message>
    <message>
        <source>Throughput (Gbit/s)</source>
        <translation>Пропускная способность, Гбит/с</translation>
    </message>
    <message>
        <source>Throughput (Mbit/s)</source>
        <translation>Пропускная способность, Мбит/с</translation>
    </message>
    <message>
        <source>Solid lines: throughput, counted where the data arrived, with error bars of ± one standard deviation of the repeats; dotted lines: the CPU load of the hosts on the right axis.</source>
        <translation>Сплошные линии — пропускная способность на принимающей стороне, планки погрешностей — ± одно стандартное отклонение по повторам; точечные линии — загрузка ЦП хостов по правой оси.</translation>
    </message>
    <message>
        <source>Throughput, counted where the data arrived, with error bars of ± one standard deviation of the repeats.</source>
        <translation>Пропускная способность на принимающей стороне; планки погрешностей — ± одно стандартное отклонение по повторам.</translation>
    </message>
    <message>
        <source>CPU load (%)</source>
        <translation>Загрузка ЦП, %</translation>
    </message>
    <message>
        <source>CPU load</source>
        <translation>загрузка ЦП</translation>
    </message>
    <message>
        <source>P/E index against %1</source>
        <translation>Индекс P/E в зависимости от %1</translation>
    </message>
    <message>
        <source>The performance/efficiency index: throughput in Mbit/s per percent of CPU load. Higher is better: more data for the same load.</source>
        <translation>Индекс производительности/эффективности: пропускная способность в Мбит/с на один процент загрузки ЦП. Чем выше, тем лучше: больше данных при той же нагрузке.</translation>
    </message>
    <message>
        <source>P/E index (Mbit/s per CPU %)</source>
        <translation>Индекс P/E, Мбит/с на 1 % загрузки ЦП</translation>
    </message>
    <message>
        <source>Mbit/s</source>
        <translation>Мбит/с</translation>
    </message>
    <message>
        <source>± SD</source>
        <translation>± СКО</translation>
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
        <translation>Скорость ввода-вывода и задержка в зависимости от %1</translation>
    </message>
    <message>
        <source>Solid lines: I/O operations per second with error bars of ± one standard deviation of the repeats; dotted lines: the mean latency of an I/O on the right axis.</source>
        <translation>Сплошные линии — число операций ввода-вывода в секунду, планки погрешностей — ± одно стандартное отклонение по повторам; точечные линии — средняя задержка операции по правой оси.</translation>
    </message>
    <message>
        <source>I/O rate (IOPS)</source>
        <translation>Скорость ввода-вывода, IOPS</translation>
    </message>
    <message>
        <source>Mean latency (µs)</source>
        <translation>Средняя задержка, мкс</translation>
    </message>
    <message>
        <source>mean latency</source>
        <translation>средняя задержка</translation>
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
        <translation>Среднее, мкс</translation>
    </message>
    <message>
        <source>p99 (µs)</source>
        <translation>p99, мкс</translation>
    </message>
    <message>
        <source>Transmit</source>
        <translation>Передача</translation>
    </message>
    <message>
        <source>Receive</source>
        <translation>Приём</translation>
    </message>
    <message>
        <source>Full duplex</source>
        <translation>Полный дуплекс</translation>
    </message>
    <message>
        <source>Throughput per client count</source>
        <translation>Пропускная способность в зависимости от числа клиентов</translation>
    </message>
    <message>
        <source>For each number of clients: the aggregate throughput (solid bars) and the mean of one pair (hatched bars).</source>
        <translation>Для каждого числа клиентов: суммарная пропускная способность (сплошные столбцы) и среднее значение для одной пары (заштрихованные столбцы).</translation>
    </message>
    <message>
        <source>aggregate</source>
        <translation>суммарно</translation>
    </message>
    <message>
        <source>per pair</source>
        <translation>на пару</translation>
    </message>
    <message>
        <source>Aggregate</source>
        <translation>Суммарно</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Тест</translation>
    </message>
    <message>
        <source>Read MB/s</source>
        <translation>Чтение, МБ/с</translation>
    </message>
    <message>
        <source>Write MB/s</source>
        <translation>Запись, МБ/с</translation>
    </message>
    <message>
        <source>Read IOPS</source>
        <translation>Чтение, IOPS</translation>
    </message>
    <message>
        <source>Write IOPS</source>
        <translation>Запись, IOPS</translation>
    </message>
    <message>
        <source>Read and write rates of the standard presets</source>
        <translation>Скорость чтения и записи в стандартных шаблонах</translation>
    </message>
    <message>
        <source>MB/s of each preset: solid bars read, hatched bars write.</source>
        <translation>МБ/с для каждого шаблона: сплошные столбцы — чтение, заштрихованные — запись.</translation>
    </message>
    <message>
        <source>Data rate (MB/s)</source>
        <translation>Скорость передачи данных, МБ/с</translation>
    </message>
    <message>
        <source>read</source>
        <translation>чтение</translation>
    </message>
    <message>
        <source>write</source>
        <translation>запись</translation>
    </message>
    <message>
        <source>The result of every step as the method recorded it.</source>
        <translation>Результаты каждого шага в том виде, в каком их записал метод.</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Устройство</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>%1 Gbit/s</source>
        <translation>%1 Гбит/с</translation>
    </message>
    <message>
        <source>%1 Mbit/s</source>
        <translation>%1 Мбит/с</translation>
    </message>
    <message>
        <source>link speed unknown</source>
        <translation>скорость линии неизвестна</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>среднее</translation>
    </message>
    <message>
        <source>median</source>
        <translation>медиана</translation>
    </message>
    <message>
        <source>best</source>
        <translation>лучший результат</translation>
    </message>
    <message>
        <source>What was run on every device, in this order: each method&apos;s steps, the time of one step (ramp included), its repeats and how they were combined.</source>
        <translation>Что и в каком порядке выполнялось на каждом устройстве: число шагов каждого метода, время одного шага (с прогревом), число повторов и способ их объединения.</translation>
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
        <translation>Шагов</translation>
    </message>
    <message>
        <source>Step (s)</source>
        <translation>Шаг, с</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Повторы</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>не более %1</translation>
    </message>
    <message>
        <source>Gbit/s</source>
        <translation>Гбит/с</translation>
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
        <translation>кадров/с</translation>
    </message>
    <message>
        <source>%1, with O_DIRECT</source>
        <translation>%1, с O_DIRECT</translation>
    </message>
    <message>
        <source>a TCP connection between %1 and %2</source>
        <translation>TCP-соединение между %1 и %2</translation>
    </message>
    <message>
        <source>UDP datagrams between %1 and %2</source>
        <translation>датаграммы UDP между %1 и %2</translation>
    </message>
    <message>
        <source>The method: %1.</source>
        <translation>Метод — «%1».</translation>
    </message>
    <message>
        <source>%1 Its settings: %2.</source>
        <translation>%1 Его параметры: %2.</translation>
    </message>
    <message>
        <source>%1 over %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The steps vary %1.</source>
        <translation>Что меняется от шага к шагу: %1.</translation>
    </message>
    <message>
        <source>the request size</source>
        <translation>размер запроса</translation>
    </message>
    <message>
        <source>the MTU of the data interfaces</source>
        <translation>MTU интерфейсов передачи данных</translation>
    </message>
    <message>
        <source>Figure %1.</source>
        <translation>Рисунок %1.</translation>
    </message>
    <message>
        <source>Table %1.</source>
        <translation>Таблица %1.</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Содержание</translation>
    </message>
    <message>
        <source>Written by Iometry %1 on %2 from its results folders; every figure&apos;s and table&apos;s data is in the folder beside this file.</source>
        <translation>Составлено Iometry %1 %2 по папкам результатов; данные каждого рисунка и каждой таблицы лежат в папке рядом с этим файлом.</translation>
    </message>
    <message>
        <source> (continued)</source>
        <translation> (продолжение)</translation>
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
        <translation>Тестируемое устройство: %1. Все числа — результаты измерений Iometry (пропускная способность учитывается на принимающей стороне, загрузка ЦП — на тестируемых хостах).</translation>
    </message>
    <message>
        <source>Devices under test: %1. They did not all run the same methods: the table of runs below lists what each ran, and a figure or table shows only the devices measured for it, each in its own colour. Every number is a measurement of Iometry (throughput counted where the data arrived, the CPU load of the hosts under test).</source>
        <translation>Тестируемые устройства: %1. Не все они прошли одни и те же методы: таблица прогонов ниже показывает, что прошло каждое, а на рисунке или в таблице есть только устройства, измеренные для них, каждое своим цветом. Все числа — результаты измерений Iometry (пропускная способность учитывается на принимающей стороне, загрузка ЦП — на тестируемых хостах).</translation>
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
        <translation>Сплошные линии — пропускная способность на принимающей стороне; точечные линии — загрузка ЦП хостов по правой оси.</translation>
    </message>
    <message>
        <source>Throughput, counted where the data arrived.</source>
        <translation>Пропускная способность на принимающей стороне.</translation>
    </message>
    <message>
        <source>the median</source>
        <translation>медиана</translation>
    </message>
    <message>
        <source>the best</source>
        <translation>лучшее значение</translation>
    </message>
    <message>
        <source>the mean</source>
        <translation>среднее</translation>
    </message>
    <message>
        <source>Throughput (%1 of the repeats) and its standard deviation</source>
        <translation>Пропускная способность (%1 по повторам) и её стандартное отклонение</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Пропускная способность</translation>
    </message>
    <message>
        <source>%1, the CPU load and the P/E index at every step.</source>
        <translation>%1, загрузка ЦП и индекс P/E на каждом шаге.</translation>
    </message>
    <message>
        <source>%1 at every step.</source>
        <translation>%1 на каждом шаге.</translation>
    </message>
    <message>
        <source>Solid lines: I/O operations per second; dotted lines: the mean latency of an I/O on the right axis.</source>
        <translation>Сплошные линии — число операций ввода-вывода в секунду; точечные линии — средняя задержка операции по правой оси.</translation>
    </message>
    <message>
        <source>I/O rate, data rate and latency of every step (decimal MB: a million bytes).</source>
        <translation>Скорость ввода-вывода, скорость передачи данных и задержка на каждом шаге (десятичные МБ: миллион байт).</translation>
    </message>
    <message>
        <source>transmit</source>
        <translation>передача</translation>
    </message>
    <message>
        <source>receive</source>
        <translation>приём</translation>
    </message>
    <message>
        <source>full duplex</source>
        <translation>полный дуплекс</translation>
    </message>
    <message>
        <source>The standard presets: SEQ sequential, RND random; the request size; Q the outstanding I/Os of each worker, T the workers (threads). MB/s in decimal megabytes (a million bytes).</source>
        <translation>Стандартные шаблоны: SEQ — последовательный доступ, RND — случайный; далее размер запроса; Q — глубина очереди каждого потока, T — число потоков. МБ/с — в десятичных мегабайтах (миллион байт).</translation>
    </message>
    <message>
        <source>it sweeps the MTU, and on loopback the MTU is never changed</source>
        <translation>в нём перебирается MTU, а MTU петлевого интерфейса никогда не меняется</translation>
    </message>
    <message>
        <source>every device</source>
        <translation>всех устройствах</translation>
    </message>
    <message>
        <source>On %1 the suite ran on one host over loopback: the MTU sizes its template sweeps (%2) were left out, since the loopback&apos;s MTU is never changed.</source>
        <translation>На %1 набор тестов выполнялся на одном хосте через петлевой интерфейс: значения MTU, которые перебирает его шаблон (%2), были исключены, поскольку MTU петлевого интерфейса никогда не меняется.</translation>
    </message>
    <message>
        <source>On %1 every step ran once, where the template asks for %3 repeats.</source>
        <translation>На %1 каждый шаг выполнялся однократно, тогда как по шаблону число повторов — %3.</translation>
    </message>
    <message>
        <source>On %1 every step ran %2 times, where the template asks for %3.</source>
        <translation>На %1 число повторов каждого шага — %2, тогда как по шаблону — %3.</translation>
    </message>
    <message>
        <source>On %1 every step measured %2, where the template&apos;s plans ask for %3.</source>
        <translation>На %1 каждый шаг измерялся %2, тогда как в планах шаблона задано %3.</translation>
    </message>
    <message>
        <source>%1, and %2 more of them</source>
        <translation>%1 и ещё %2</translation>
    </message>
    <message>
        <source>%1 repeats of every step</source>
        <translation>число повторов каждого шага — %1</translation>
    </message>
    <message>
        <source>every step once</source>
        <translation>каждый шаг однократно</translation>
    </message>
    <message>
        <source>%1 per step after a ramp of %2</source>
        <translation>%1 на шаг после прогрева длительностью %2</translation>
    </message>
    <message>
        <source>other steps (see its table)</source>
        <translation>другие шаги (см. таблицу этого теста)</translation>
    </message>
    <message>
        <source>On %1 this member ran otherwise: %2.</source>
        <translation>На устройстве %1 этот тест выполнялся иначе: %2.</translation>
    </message>
    <message>
        <source>Aggregate throughput with %1 clients (%2)</source>
        <translation>Суммарная пропускная способность при числе клиентов %1, %2</translation>
    </message>
    <message>
        <source>Highest throughput (%1)</source>
        <translation>Максимальная пропускная способность, %1</translation>
    </message>
    <message>
        <source>P/E index at the highest throughput (Mbit/s per CPU %)</source>
        <translation>Индекс P/E при максимальной пропускной способности, Мбит/с на 1 % загрузки ЦП</translation>
    </message>
    <message>
        <source>The three modes&apos; throughput at every request size, from the sections above, a figure per device with the CPU load of each mode: full duplex adds both directions. The P/E index of a mode is given as the classic reviews give it: the highest throughput divided by the CPU load at that same request size.</source>
        <translation>Пропускная способность в трёх режимах при каждом размере запроса по данным предыдущих разделов — по рисунку на каждое устройство, с загрузкой ЦП в каждом режиме; для полного дуплекса суммируются оба направления. Индекс P/E режима приводится так же, как в классических обзорах: максимальная пропускная способность, делённая на загрузку ЦП при том же размере запроса.</translation>
    </message>
    <message>
        <source>%1: transmit, receive and full duplex</source>
        <translation>%1: передача, приём и полный дуплекс</translation>
    </message>
    <message>
        <source>%1, CPU load</source>
        <translation>%1, загрузка ЦП</translation>
    </message>
    <message>
        <source>full duplex, transmit direction</source>
        <translation>полный дуплекс, направление передачи</translation>
    </message>
    <message>
        <source>full duplex, receive direction</source>
        <translation>полный дуплекс, направление приёма</translation>
    </message>
    <message>
        <source>Throughput of %1 in each mode, a colour per mode, counted where the data arrived.</source>
        <translation>Пропускная способность устройства %1 в каждом режиме на принимающей стороне; каждому режиму соответствует свой цвет.</translation>
    </message>
    <message>
        <source>Full duplex adds both directions; the dashed lines beside it are each direction alone.</source>
        <translation>Для полного дуплекса суммируются оба направления; штриховые линии рядом — каждое направление по отдельности.</translation>
    </message>
    <message>
        <source>Dotted lines: the CPU load of the hosts in each mode, on the right axis.</source>
        <translation>Точечные линии — загрузка ЦП хостов в каждом режиме по правой оси.</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Режим</translation>
    </message>
    <message>
        <source>P/E index per mode</source>
        <translation>Индекс P/E по режимам</translation>
    </message>
    <message>
        <source>The P/E index of each mode as the classic reviews give it: the highest throughput in Mbit/s divided by the CPU load in percent at that same request size. Higher is better.</source>
        <translation>Индекс P/E каждого режима в том виде, в каком его приводят классические обзоры: максимальная пропускная способность в Мбит/с, делённая на загрузку ЦП в процентах при том же размере запроса. Чем выше, тем лучше.</translation>
    </message>
    <message>
        <source>Each mode&apos;s highest throughput, the request size it was reached at, the CPU load there and the P/E index (throughput ÷ CPU load)</source>
        <translation>Максимальная пропускная способность в каждом режиме, размер запроса, при котором она достигнута, загрузка ЦП при нём и индекс P/E (пропускная способность ÷ загрузка ЦП)</translation>
    </message>
    <message>
        <source>Highest throughput per MTU</source>
        <translation>Максимальная пропускная способность для каждого MTU</translation>
    </message>
    <message>
        <source>For each MTU the highest throughput over the request sizes (solid bars) and the CPU load of the hosts at that point (hatched bars, right axis).</source>
        <translation>Для каждого MTU — максимальная по всем размерам запроса пропускная способность (сплошные столбцы) и загрузка ЦП хостов в этой точке (заштрихованные столбцы, правая ось).</translation>
    </message>
    <message>
        <source>For each MTU the highest throughput over the request sizes.</source>
        <translation>Для каждого MTU — максимальная по всем размерам запроса пропускная способность.</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>пропускная способность</translation>
    </message>
    <message>
        <source>Per MTU the highest throughput, the request size it was reached at, the CPU load there and the P/E index.</source>
        <translation>Для каждого MTU — максимальная пропускная способность, размер запроса, при котором она достигнута, загрузка ЦП при нём и индекс P/E.</translation>
    </message>
    <message>
        <source>Peak throughput of every test</source>
        <translation>Пиковая пропускная способность в каждом тесте</translation>
    </message>
    <message>
        <source>The highest throughput each device reached in each test, over all its request sizes.</source>
        <translation>Наибольшая пропускная способность, которой каждое устройство достигло в каждом тесте, по всем размерам запроса.</translation>
    </message>
    <message>
        <source>Threads per host</source>
        <translation>Число потоков на хост</translation>
    </message>
    <message>
        <source>threads per host</source>
        <translation>числа потоков на хост</translation>
    </message>
    <message>
        <source>Throughput in %1 in transmit, receive and full duplex at every request size, MTU %2.</source>
        <translation>Пропускная способность в %1 при передаче, приёме и полном дуплексе для каждого размера запроса, MTU %2.</translation>
    </message>
    <message>
        <source>Throughput in %1 in transmit, receive and full duplex at every request size.</source>
        <translation>Пропускная способность в %1 при передаче, приёме и полном дуплексе для каждого размера запроса.</translation>
    </message>
    <message>
        <source>Throughput in %1 for each number of clients: the aggregate and every pair, with the server&apos;s CPU load.</source>
        <translation>Пропускная способность в %1 для каждого числа клиентов: суммарная и для каждой пары, с загрузкой ЦП сервера.</translation>
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
        <translation>RX %1 из %2</translation>
    </message>
    <message>
        <source>TX %1 of %2</source>
        <translation>TX %1 из %2</translation>
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
        <translation>прошивка %1</translation>
    </message>
    <message>
        <source>scheduler %1</source>
        <translation>планировщик %1</translation>
    </message>
    <message>
        <source>%1 logical CPUs</source>
        <translation>логических процессоров: %1</translation>
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
        <translation>%1 ГиБ</translation>
    </message>
    <message>
        <source>The hosts of every device&apos;s runs, each once: the dynamos it was (with the devices, where not all of them), its system, processor, memory, kernel and default TCP congestion control.</source>
        <translation>Хосты, на которых выполнялись прогоны всех устройств, каждый по одному разу: работавшие на нём узлы теста (с указанием устройств, если не для всех), его система, процессор, память, ядро и алгоритм управления перегрузкой TCP по умолчанию.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Хост</translation>
    </message>
    <message>
        <source>Dynamos</source>
        <translation>Узлы</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Система</translation>
    </message>
    <message>
        <source>Processor</source>
        <translation>Процессор</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Память</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Ядро</translation>
    </message>
    <message>
        <source>TCP congestion control</source>
        <translation>Управление перегрузкой TCP</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>data interface</source>
        <translation>интерфейс передачи данных</translation>
    </message>
    <message>
        <source>firmware</source>
        <translation>прошивка</translation>
    </message>
    <message>
        <source>PCIe link</source>
        <translation>подключение PCIe</translation>
    </message>
    <message>
        <source>ring sizes</source>
        <translation>размеры кольцевых буферов</translation>
    </message>
    <message>
        <source>offloads</source>
        <translation>функции разгрузки</translation>
    </message>
    <message>
        <source>disk target</source>
        <translation>цель дискового теста</translation>
    </message>
    <message>
        <source>disk</source>
        <translation>диск</translation>
    </message>
    <message>
        <source>file system</source>
        <translation>файловая система</translation>
    </message>
    <message>
        <source>What each device was on every dynamo: its data interfaces (driver, link speed, MTU, firmware, PCIe link, ring sizes and the offloads that were on) and its disk targets (the disk behind each and the file system of a test file).</source>
        <translation>Что представляло собой каждое устройство на каждом узле: его интерфейсы передачи данных (драйвер, скорость линии, MTU, прошивка, подключение PCIe, размеры кольцевых буферов и включённые функции разгрузки) и его цели дисковых тестов (диск, на котором находится каждая из них, и файловая система тестового файла).</translation>
    </message>
    <message>
        <source>Dynamo</source>
        <translation>Узел</translation>
    </message>
    <message>
        <source>send %1</source>
        <translation>буфер передачи %1</translation>
    </message>
    <message>
        <source>receive %1</source>
        <translation>буфер приёма %1</translation>
    </message>
    <message>
        <source>kernel defaults</source>
        <translation>значения ядра по умолчанию</translation>
    </message>
    <message>
        <source>TCP socket</source>
        <translation>Сокет TCP</translation>
    </message>
    <message>
        <source>the block device %1 of host %2</source>
        <translation>блочное устройство %1 хоста %2</translation>
    </message>
    <message>
        <source>a test file %1 on host %2</source>
        <translation>тестовый файл %1 на хосте %2</translation>
    </message>
    <message>
        <source>%1 (host %2)</source>
        <translation>%1 (хост %2)</translation>
    </message>
    <message>
        <source>One step: every load of the plan as written.</source>
        <translation>Один шаг: все нагрузки плана в том виде, в каком они заданы.</translation>
    </message>
    <message>
        <source>the outstanding I/Os of every thread</source>
        <translation>глубина очереди каждого потока</translation>
    </message>
    <message>
        <source>the number of threads on each host</source>
        <translation>число потоков на каждом хосте</translation>
    </message>
    <message>
        <source>the number of clients that run</source>
        <translation>число работающих клиентов</translation>
    </message>
    <message>
        <source>the phase: which group of loads runs</source>
        <translation>фаза (выполняемая группа нагрузок)</translation>
    </message>
    <message>
        <source>At size</source>
        <translation>При размере</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The highest throughput of every test in %1, over all its request sizes.</source>
        <translation>Максимальная пропускная способность в каждом тесте, %1, по всем размерам запроса.</translation>
    </message>
    <message>
        <source>On %1 %2 was set to %3 in every plan</source>
        <translation>На устройстве %1 параметр %2 был задан равным %3 во всех планах</translation>
    </message>
    <message>
        <source>On %1 %2 was set to %3 in the plan of %4</source>
        <translation>На устройстве %1 параметр %2 был задан равным %3 в плане теста %4</translation>
    </message>
    <message>
        <source>%1, where the template leaves it to its default.</source>
        <translation>%1, тогда как шаблон оставляет значение по умолчанию.</translation>
    </message>
    <message>
        <source>%1, where the template asks for %2.</source>
        <translation>%1, тогда как шаблон задаёт %2.</translation>
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
        <translation>ротационный</translation>
    </message>
    <message>
        <source>non-rotational</source>
        <translation>неротационный</translation>
    </message>
    <message>
        <source>%1 GiB usable</source>
        <translation>%1 ГиБ доступно</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Время, с</translation>
    </message>
    <message>
        <source>Latency under load</source>
        <translation>Задержка под нагрузкой</translation>
    </message>
    <message>
        <source>Probe&apos;s median latency (ms)</source>
        <translation>Медиана задержки зонда, мс</translation>
    </message>
    <message>
        <source>Probe&apos;s median latency (µs)</source>
        <translation>Медиана задержки зонда, мкс</translation>
    </message>
    <message>
        <source>The load&apos;s throughput (left axis) and each probe&apos;s median latency per interval (right axis) through the run; in the shaded seconds only the probes ran.</source>
        <translation>Пропускная способность нагрузки (левая ось) и медиана задержки каждого зонда по интервалам (правая ось) на протяжении прогона; в затенённые секунды работали только зонды.</translation>
    </message>
    <message>
        <source>probe %1, median</source>
        <translation>зонд %1, медиана</translation>
    </message>
    <message>
        <source>Per step each probe&apos;s median latency idle (the seconds before the load), under the load, and what the load added; its 99th percentile under the load, and its median idle again after it.</source>
        <translation>Для каждого шага медиана задержки каждого зонда в простое (секунды перед нагрузкой), под нагрузкой и то, что добавила нагрузка; его 99-й процентиль под нагрузкой и медиана в простое после неё.</translation>
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
        <translation>Шаг</translation>
    </message>
    <message>
        <source>Probe</source>
        <translation>Зонд</translation>
    </message>
    <message>
        <source>Idle median</source>
        <translation>Медиана в простое</translation>
    </message>
    <message>
        <source>Median under load</source>
        <translation>Медиана под нагрузкой</translation>
    </message>
    <message>
        <source>Added by the load</source>
        <translation>Добавлено нагрузкой</translation>
    </message>
    <message>
        <source>p99 under load</source>
        <translation>p99 под нагрузкой</translation>
    </message>
    <message>
        <source>Idle median after</source>
        <translation>Медиана в простое после</translation>
    </message>
    <message>
        <source>Probes measured the latency beside the load: a request at a time on a schedule of their own, never counted in the load&apos;s numbers, and alone in the idle seconds before and after each step.</source>
        <translation>Зонды измеряли задержку рядом с нагрузкой: по одному запросу за раз по собственному расписанию, никогда не учитываясь в числах нагрузки, и одни — в секунды простоя до и после каждого шага.</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>простой</translation>
    </message>
    <message>
        <source>under load</source>
        <translation>под нагрузкой</translation>
    </message>
    <message>
        <source>Probe&apos;s latency x (ms)</source>
        <translation>Задержка зонда x, мс</translation>
    </message>
    <message>
        <source>Probe&apos;s latency x (µs)</source>
        <translation>Задержка зонда x, мкс</translation>
    </message>
    <message>
        <source>Share of the probe&apos;s requests ≥ x</source>
        <translation>Доля запросов зонда ≥ x</translation>
    </message>
    <message>
        <source>Latency under load: the probes&apos; distribution</source>
        <translation>Задержка под нагрузкой: распределение зондов</translation>
    </message>
    <message>
        <source>For each probe, the share of its requests that took x or longer: in the idle seconds (dashed) and under the load (solid), every step&apos;s together; both axes logarithmic.</source>
        <translation>Для каждого зонда — доля его запросов, занявших x или дольше: в секунды простоя (штрихи) и под нагрузкой (сплошная), все шаги вместе; обе оси логарифмические.</translation>
    </message>
    <message>
        <source>probe %1, %2</source>
        <translation>зонд %1, %2</translation>
    </message>
    <message>
        <source>Each probe&apos;s latency in the idle seconds and under the load, every step&apos;s together: how many requests it timed and their percentiles.</source>
        <translation>Задержка каждого зонда в секунды простоя и под нагрузкой, все шаги вместе: сколько запросов он измерил и их процентили.</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Секунды</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Запросов</translation>
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
        <translation>Не удалось записать %1.</translation>
    </message>
    <message>
        <source>An article needs at least one results folder.</source>
        <translation>Для статьи нужна хотя бы одна папка результатов.</translation>
    </message>
    <message>
        <source>An article compares at most %1 devices, got %2.</source>
        <translation>В статье можно сравнить не более %1 устройств, а указано %2.</translation>
    </message>
    <message>
        <source>Unknown article language &quot;%1&quot;: use %2.</source>
        <translation>Неизвестный язык статьи «%1»: используйте %2.</translation>
    </message>
    <message>
        <source>An article is written as .html or .pdf, not &quot;%1&quot;.</source>
        <translation>Статья сохраняется в формате .html или .pdf, а не «%1».</translation>
    </message>
    <message>
        <source>Could not make the folder %1.</source>
        <translation>Не удалось создать папку %1.</translation>
    </message>
</context>
<context>
    <name>BlockDevices</name>
    <message>
        <source>rotational</source>
        <translation>вращающийся</translation>
    </message>
    <message>
        <source>SSD</source>
        <translation>SSD</translation>
    </message>
    <message>
        <source>%1, %2-byte blocks</source>
        <translation>%1, блоки по %2 байт</translation>
    </message>
    <message>
        <source>safe: nothing found on it</source>
        <translation>безопасно: на нём ничего не найдено</translation>
    </message>
    <message>
        <source>in use: %1</source>
        <translation>используется: %1</translation>
    </message>
    <message>
        <source>holds data: %1</source>
        <translation>содержит данные: %1</translation>
    </message>
    <message>
        <source>the dynamo did not say it is safe</source>
        <translation>Dynamo не сообщил, что оно безопасно</translation>
    </message>
    <message>
        <source>%1, a partition of %2,</source>
        <extracomment>a partition named in a reason, e.g. &quot;/dev/vda1, a partition of /dev/vda,&quot;</extracomment>
        <translation>%1 (раздел %2)</translation>
    </message>
    <message>
        <source>%1 is mounted at %2</source>
        <translation>%1 смонтирован в %2</translation>
    </message>
    <message>
        <source>%1 is in use as swap</source>
        <translation>%1 используется как подкачка</translation>
    </message>
    <message>
        <source>%1 is in use by %2</source>
        <translation>%1 используется %2</translation>
    </message>
    <message>
        <source>%1 backs the loop device %2</source>
        <translation>%1 служит основой loop-устройства %2</translation>
    </message>
    <message>
        <source>%1 is busy (opened exclusively by the kernel or a program)</source>
        <translation>%1 занят (открыт монопольно ядром или программой)</translation>
    </message>
    <message>
        <source>%1 carries conflicting signatures</source>
        <translation>на %1 противоречивые сигнатуры</translation>
    </message>
    <message>
        <source>%1 carries a %2 partition table</source>
        <translation>на %1 таблица разделов %2</translation>
    </message>
    <message>
        <source>%1 holds a swap signature</source>
        <translation>на %1 сигнатура подкачки</translation>
    </message>
    <message>
        <source>%1 holds a hibernation image</source>
        <translation>на %1 образ гибернации</translation>
    </message>
    <message>
        <source>%1 is an LVM physical volume</source>
        <translation>%1 — физический том LVM</translation>
    </message>
    <message>
        <source>%1 is a RAID member</source>
        <translation>%1 входит в RAID</translation>
    </message>
    <message>
        <source>%1 holds an encrypted volume</source>
        <translation>на %1 зашифрованный том</translation>
    </message>
    <message>
        <source>%1 holds a %2 filesystem</source>
        <translation>на %1 файловая система %2</translation>
    </message>
    <message>
        <source>%1 holds a %2 signature</source>
        <translation>на %1 сигнатура %2</translation>
    </message>
    <message>
        <source>label &quot;%1&quot;</source>
        <translation>метка «%1»</translation>
    </message>
    <message>
        <source>bad checksum</source>
        <translation>неверная контрольная сумма</translation>
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
        <translation>на %1 таблица разделов %2</translation>
    </message>
    <message>
        <source>%1 holds an %2 filesystem</source>
        <translation>на %1 файловая система %2</translation>
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
        <translation>Не удалось записать %1. Проверьте, что папка существует и доступна для записи.</translation>
    </message>
    <message>
        <source>There is no chart to save.</source>
        <translation>Нет графика для сохранения.</translation>
    </message>
    <message>
        <source>Cannot save a chart as &quot;%1&quot;: choose a file name ending in .png, .pdf or .svg.</source>
        <translation>Нельзя сохранить график как «%1»: выберите имя файла с расширением .png, .pdf или .svg.</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Изображение PNG (*.png)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Документ PDF (*.pdf)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Рисунок SVG (*.svg)</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>Сохранить график</translation>
    </message>
    <message>
        <source>Cannot save the chart</source>
        <translation>Не удаётся сохранить график</translation>
    </message>
    <message>
        <source>Copy image</source>
        <translation>Копировать изображение</translation>
    </message>
    <message>
        <source>Save image as…</source>
        <translation>Сохранить изображение как…</translation>
    </message>
    <message>
        <source>Copy data (CSV)</source>
        <translation>Копировать данные (CSV)</translation>
    </message>
    <message>
        <source>Save data as CSV…</source>
        <translation>Сохранить данные в CSV…</translation>
    </message>
    <message>
        <source>Save chart data</source>
        <translation>Сохранить данные графика</translation>
    </message>
    <message>
        <source>Cannot save the chart data</source>
        <translation>Не удаётся сохранить данные графика</translation>
    </message>
</context>
<context>
    <name>CompareFigure</name>
    <message numerus="yes">
        <source>median of %n repeats</source>
        <translation>
            <numerusform>медиана %n повтора</numerusform>
            <numerusform>медиана %n повторов</numerusform>
            <numerusform>медиана %n повторов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>best of %n repeats</source>
        <translation>
            <numerusform>лучший из %n повтора</numerusform>
            <numerusform>лучший из %n повторов</numerusform>
            <numerusform>лучший из %n повторов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mean of %n repeats</source>
        <translation>
            <numerusform>среднее %n повтора</numerusform>
            <numerusform>среднее %n повторов</numerusform>
            <numerusform>среднее %n повторов</numerusform>
        </translation>
    </message>
    <message>
        <source>CPU load (%)</source>
        <translation>Загрузка ЦП, %</translation>
    </message>
    <message>
        <source>Interrupts per second</source>
        <translation>Прерываний в секунду</translation>
    </message>
    <message>
        <source>Softirq time (%)</source>
        <translation>Время softirq, %</translation>
    </message>
    <message>
        <source>NIC drops</source>
        <translation>Отбросы NIC</translation>
    </message>
    <message>
        <source>%1 Gbit/s</source>
        <translation>%1 Гбит/с</translation>
    </message>
    <message>
        <source>%1 Mbit/s</source>
        <translation>%1 Мбит/с</translation>
    </message>
    <message>
        <source>MTU %1</source>
        <translation>MTU %1</translation>
    </message>
    <message>
        <source>Points: %1; error bars: ± 1 standard deviation</source>
        <translation>Точки: %1; планки погрешностей: ± 1 стандартное отклонение</translation>
    </message>
    <message>
        <source>Points: %1; error bars: lowest to highest repeat</source>
        <translation>Точки: %1; планки погрешностей: от худшего до лучшего повтора</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>I/O rate (IOPS)</source>
        <translation>Скорость ввода-вывода, IOPS</translation>
    </message>
    <message>
        <source>Throughput (MB/s)</source>
        <translation>Пропускная способность, МБ/с</translation>
    </message>
    <message>
        <source>Throughput (Gbit/s)</source>
        <translation>Пропускная способность, Гбит/с</translation>
    </message>
    <message>
        <source>Throughput (Mbit/s)</source>
        <translation>Пропускная способность, Мбит/с</translation>
    </message>
    <message>
        <source>No results to show</source>
        <translation>Нет результатов для показа</translation>
    </message>
    <message numerus="yes">
        <source>Comparison of %n runs</source>
        <translation>
            <numerusform>Сравнение %n прогона</numerusform>
            <numerusform>Сравнение %n прогонов</numerusform>
            <numerusform>Сравнение %n прогонов</numerusform>
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
        <translation>Средняя задержка</translation>
    </message>
    <message>
        <source>%1: mean latency</source>
        <translation>%1: средняя задержка</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>задержка p99</translation>
    </message>
    <message>
        <source>%1: p99 latency</source>
        <translation>%1: задержка p99</translation>
    </message>
    <message>
        <source>I/O rate (IOPS)</source>
        <translation>Скорость ввода-вывода, IOPS</translation>
    </message>
    <message>
        <source>Throughput (MB/s)</source>
        <translation>Пропускная способность, МБ/с</translation>
    </message>
    <message>
        <source>Latency (ms)</source>
        <translation>Задержка, мс</translation>
    </message>
    <message>
        <source>Latency (µs)</source>
        <translation>Задержка, мкс</translation>
    </message>
    <message>
        <source>No results to show</source>
        <translation>Нет результатов для отображения</translation>
    </message>
    <message>
        <source>Reads: p99</source>
        <translation>Чтение: p99</translation>
    </message>
    <message>
        <source>%1: reads p99</source>
        <translation>%1: чтение p99</translation>
    </message>
    <message>
        <source>Writes: p99</source>
        <translation>Запись: p99</translation>
    </message>
    <message>
        <source>%1: writes p99</source>
        <translation>%1: запись p99</translation>
    </message>
</context>
<context>
    <name>DynamoFacts</name>
    <message>
        <source>%1 Mbit/s</source>
        <translation>%1 Мбит/с</translation>
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
        <translation>Диск: случайное чтение блоками 4 КиБ в зависимости от глубины очереди</translation>
    </message>
    <message>
        <source>IOmeter&apos;s classic storage curve: 4 KiB random reads with O_DIRECT at 1, 2, 4 … 32 outstanding I/Os, on a 1 GiB test file under /var/tmp that the dynamo creates and fills on first use. The report shows IOPS, MB/s and latency percentiles beside the device&apos;s own counters. On the Targets page, set Path and File size for the disk you test; a whole block device needs Block device ticked, and one that holds data is refused unless Force is ticked too.</source>
        <translation>Классическая кривая IOmeter для накопителей: случайное чтение блоками 4 КиБ с O_DIRECT при глубине очереди 1, 2, 4 … 32, на тестовом файле 1 ГиБ в /var/tmp, который Dynamo создаёт и заполняет при первом использовании. В отчёте — IOPS, МБ/с и перцентили задержки рядом с собственными счётчиками устройства. На странице «Цели» задайте «Путь» и «Размер файла» для тестируемого диска; для целого блочного устройства нужно отметить «Блочное устройство», а устройство с данными будет отклонено, если не отмечено ещё и «Принудительно».</translation>
    </message>
    <message>
        <source>Disk: 4 KiB random read on 1, 2, 3 targets</source>
        <translation>Диск: случайное чтение блоками 4 КиБ на 1, 2, 3 целях</translation>
    </message>
    <message>
        <source>IOmeter&apos;s target cycling for storage: three disk workers, each on a 256 MiB test file under /var/tmp that its dynamo creates and fills on first use, reading 4 KiB at random with O_DIRECT, 4 in flight. The steps run the first 1, 2 and 3 workers in turn, adding one target at a time; the report says how many ran in each step, and its total sums only those. Put the files on different disks (each worker&apos;s Path) to see how the load spreads over them.</source>
        <translation>Перебор целей IOmeter для накопителей: три дисковых воркера, каждый на своём тестовом файле 256 МиБ в /var/tmp, который его Dynamo создаёт и заполняет при первом использовании; случайное чтение блоками 4 КиБ с O_DIRECT, 4 запроса одновременно. Шаги по очереди запускают первый воркер, первые два и первые три, добавляя по одной цели; в отчёте указано, сколько воркеров работало на каждом шаге, и итог суммирует только их. Разместите файлы на разных дисках («Путь» каждого воркера), чтобы увидеть, как нагрузка распределяется между ними.</translation>
    </message>
    <message>
        <source>Disk: mixed random I/O with data verification</source>
        <translation>Диск: смешанный случайный ввод-вывод с проверкой данных</translation>
    </message>
    <message>
        <source>A test file under /var/tmp written and read at random in 8 KiB requests (70 % reads), 16 in flight; every write is stamped with its offset, the step&apos;s generation and a CRC-32C, and every read is checked. A block that comes back changed, misplaced or unstamped stops the step, keeps its results and fails the run, naming the file and the offset.</source>
        <translation>Тестовый файл в /var/tmp, который записывается и читается по случайным смещениям запросами по 8 КиБ (70 % чтений), 16 запросов одновременно; каждая запись помечается своим смещением, поколением шага и CRC-32C, и каждое чтение проверяется. Если блок вернулся изменённым, не на своём месте или без метки, шаг останавливается с сохранением результатов, а прогон завершается с ошибкой, в которой указаны файл и смещение.</translation>
    </message>
    <message>
        <source>Loopback: one server, 1, 2, 3 clients</source>
        <translation>Loopback: один сервер, 1, 2, 3 клиента</translation>
    </message>
    <message>
        <source>IOmeter&apos;s target cycling on one machine: a server dynamo and three client dynamos, each client sending 64 KiB requests to the server in one TCP stream over 127.0.0.1. The steps run the first 1, 2 and 3 workers in turn, so the server serves one, two, then three clients; the report says how many ran in each step, and its total sums only those. For real hosts, give each client dynamo its own host and address.</source>
        <translation>Перебор целей IOmeter на одной машине: серверный Dynamo и три клиентских Dynamo, каждый клиент отправляет серверу запросы по 64 КиБ в одном потоке TCP через 127.0.0.1. Шаги по очереди запускают первый воркер, первые два и первые три, так что сервер обслуживает одного, двух, затем трёх клиентов; в отчёте указано, сколько воркеров работало на каждом шаге, и итог суммирует только их. Для реальных хостов задайте каждому клиентскому Dynamo свой хост и адрес.</translation>
    </message>
    <message>
        <source>Loopback full duplex</source>
        <translation>Loopback: полный дуплекс</translation>
    </message>
    <message>
        <source>One TCP pair over 127.0.0.1: half of the requests are sent and half received, so both directions carry traffic at once; each direction is counted separately.</source>
        <translation>Одна TCP-пара через 127.0.0.1: половина запросов отправляется, половина принимается, так что трафик идёт в обоих направлениях одновременно; каждое направление учитывается отдельно.</translation>
    </message>
    <message>
        <source>Loopback fine size sweep (ping-pong)</source>
        <translation>Loopback: детальный перебор размеров (пинг-понг)</translation>
    </message>
    <message>
        <source>NetPIPE-style: a TCP ping-pong over 127.0.0.1 (each request answered with as many bytes) at sizes 1 B … 64 KiB, every power of two and 3 bytes either side of it, 1 s each. The report gives each size&apos;s throughput and round trip, and the sizes whose throughput drops more than 10 % below both neighbours.</source>
        <translation>В стиле NetPIPE: TCP-пинг-понг через 127.0.0.1 (ответ на каждый запрос — столько же байт) с размерами 1 Б … 64 КиБ — каждая степень двойки и по 3 байта по обе стороны от неё, по 1 с на размер. В отчёте — пропускная способность и время кругового обхода для каждого размера, а также размеры, на которых пропускная способность падает более чем на 10 % ниже обоих соседних.</translation>
    </message>
    <message>
        <source>Loopback request/response latency</source>
        <translation>Loopback: задержка запрос/ответ</translation>
    </message>
    <message>
        <source>sockperf-style ping-pong over 127.0.0.1: the worker sends a request and its partner answers with as many bytes, one in flight, for 16 B … 16 KiB, 3 s each. The report gives per size the round trips, min, mean, standard deviation, p50 … p99.99 and max, and their distribution. Make the worker udp (and its spec&apos;s Read % 0) for a UDP ping-pong; set Bind and Peer address to a real link to time an adapter.</source>
        <translation>Пинг-понг в стиле sockperf через 127.0.0.1: воркер отправляет запрос, партнёр отвечает тем же числом байт, один запрос за раз, для размеров 16 Б … 16 КиБ, по 3 с на размер. В отчёте для каждого размера — число круговых обходов, минимум, среднее, стандартное отклонение, p50 … p99.99 и максимум, а также их распределение. Для пинг-понга UDP сделайте воркер udp (а «Чтение %» его спецификации — 0); чтобы измерить адаптер, задайте «Локальный адрес» и «Адрес партнёра» реального канала.</translation>
    </message>
    <message>
        <source>Loopback ramp: requests in flight</source>
        <translation>Loopback: наращивание числа одновременных запросов</translation>
    </message>
    <message>
        <source>How many 64-byte transactions must be in flight over 127.0.0.1 before the rate stops growing? Raises every worker&apos;s outstanding requests 1, 2, 4 … 64 and stops at the knee: the first value after which a step gains less than 5 %. The report has every point.</source>
        <translation>Сколько 64-байтовых транзакций должно быть одновременно в пути через 127.0.0.1, чтобы скорость перестала расти? Наращивает число одновременных запросов каждого воркера — 1, 2, 4 … 64 — и останавливается на изломе: первом значении, после которого шаг даёт прирост меньше 5 %. В отчёте есть все точки.</translation>
    </message>
    <message>
        <source>Loopback zero-loss rate per frame size</source>
        <translation>Loopback: скорость без потерь по размерам кадра</translation>
    </message>
    <message>
        <source>RFC 2544 throughput over 127.0.0.1, as if it were a 1 Gbit/s line: for each frame size 64 … 1518 bytes, the highest rate in % of line rate at which no datagram is lost, to 1 %, in 1-second trials, the rate found verified once more. On loopback the small frames stop where this machine&apos;s sender does, and the report says so; set Bind and Peer address to two adapters to test a real link.</source>
        <translation>Пропускная способность по RFC 2544 через 127.0.0.1, как если бы это была линия 1 Гбит/с: для каждого размера кадра 64 … 1518 байт — наибольшая скорость в % от скорости линии, при которой не теряется ни одна датаграмма, с точностью до 1 %, в испытаниях по 1 секунде; найденная скорость проверяется ещё раз. Через loopback малые кадры упираются в возможности отправителя этой машины, и отчёт об этом сообщает; чтобы проверить реальный канал, задайте «Локальный адрес» и «Адрес партнёра» двух адаптеров.</translation>
    </message>
    <message>
        <source>Loopback receive</source>
        <translation>Loopback: приём</translation>
    </message>
    <message>
        <source>One TCP pair over 127.0.0.1: the worker only receives; its partner sends.</source>
        <translation>Одна TCP-пара через 127.0.0.1: воркер только принимает, его партнёр передаёт.</translation>
    </message>
    <message>
        <source>Loopback request/response</source>
        <translation>Loopback: запрос/ответ</translation>
    </message>
    <message>
        <source>netperf TCP_RR-style transactions over 127.0.0.1: the worker sends a 64-byte request and its partner answers with a 64-byte reply; each transaction is timed as one round trip. The steps keep 1, 2, 4 and 8 transactions in flight.</source>
        <translation>Транзакции в стиле netperf TCP_RR через 127.0.0.1: воркер отправляет 64-байтовый запрос, партнёр отвечает 64-байтовым ответом; время каждой транзакции измеряется как один круговой обход. На шагах одновременно выполняются 1, 2, 4 и 8 транзакций.</translation>
    </message>
    <message>
        <source>Loopback throughput sweep</source>
        <translation>Loopback: пропускная способность по размерам запроса</translation>
    </message>
    <message>
        <source>One TCP pair over 127.0.0.1 on this machine: the worker sends to its partner, one request at a time, at each of the classic request sizes 64 B … 256 KiB. A quick check that everything works, and the loopback ceiling of this host.</source>
        <translation>Одна TCP-пара через 127.0.0.1 на этой машине: воркер передаёт партнёру по одному запросу за раз при каждом из классических размеров запроса 64 Б … 256 КиБ. Быстрая проверка того, что всё работает, и предел пропускной способности loopback на этом хосте.</translation>
    </message>
    <message>
        <source>Loopback UDP ramp</source>
        <translation>Loopback: наращивание скорости UDP</translation>
    </message>
    <message>
        <source>The reviews&apos; UDP ramp on one host: the worker offers 200, 300 … 1000 Mbit/s of 1472-byte datagrams to its partner over 127.0.0.1, 2 s each. The report gives the rate that arrived and the loss at each offered rate, and the highest rate that arrived. Set Bind and Peer address to the two adapters of a real link to ramp it.</source>
        <translation>Наращивание скорости UDP, как в обзорах, на одном хосте: воркер подаёт партнёру через 127.0.0.1 200, 300 … 1000 Мбит/с датаграммами по 1472 байта, по 2 с на значение. В отчёте — полученная скорость и потери при каждой предлагаемой скорости, а также наибольшая полученная скорость. Чтобы нарастить нагрузку на реальном канале, задайте «Локальный адрес» и «Адрес партнёра» двух его адаптеров.</translation>
    </message>
    <message>
        <source>Loopback UDP by frame size</source>
        <translation>Loopback: UDP по размерам кадра</translation>
    </message>
    <message>
        <source>One UDP pair over 127.0.0.1: the worker offers 500 Mbit/s to its partner in datagrams that fill Ethernet frames of 64, 128, 256, 512, 1024, 1280 and 1518 bytes (payload = frame - 46). The report shows per size what arrived, the datagrams lost, reordered and duplicated, and the jitter.</source>
        <translation>Одна UDP-пара через 127.0.0.1: воркер подаёт партнёру 500 Мбит/с датаграммами, заполняющими кадры Ethernet размером 64, 128, 256, 512, 1024, 1280 и 1518 байт (полезная нагрузка = кадр - 46). В отчёте для каждого размера — что дошло, сколько датаграмм потеряно, переупорядочено и продублировано, а также джиттер.</translation>
    </message>
    <message>
        <source>Adapter delay (round-trip method)</source>
        <translation>Задержка адаптера (метод кругового обхода)</translation>
    </message>
    <message>
        <source>The seed paper&apos;s method: a UDP ping-pong from this host&apos;s adapter (10.0.0.1) to the peer&apos;s (10.0.0.2), and the same over loopback on this host, for payloads 32 … 1460 bytes, 3 s each. The report gives the delay per size, (RTT_peer - RTT_loopback - Tf) / 2, and the line delay = A * Lp + B. Start dynamo B on the peer (Dynamos → Add a remote dynamo… shows how) and give the method your link&apos;s speed.</source>
        <translation>Метод из исходной статьи: UDP-пинг-понг от адаптера этого хоста (10.0.0.1) к адаптеру партнёра (10.0.0.2) и то же самое через loopback на этом хосте, для полезной нагрузки 32 … 1460 байт, по 3 с на размер. В отчёте — задержка для каждого размера, (RTT_peer - RTT_loopback - Tf) / 2, и прямая задержки = A * Lp + B. Запустите Dynamo B на хосте партнёра (как это сделать, показывает Dynamo → Добавить удалённый Dynamo…) и укажите методу скорость вашего канала.</translation>
    </message>
    <message>
        <source>Fast adapter, two hosts: large buffers, BBR, four connections</source>
        <translation>Быстрый адаптер, два хоста: большие буферы, BBR, четыре соединения</translation>
    </message>
    <message>
        <source>A 10/25/100 GbE pair: host A (10.0.0.1) runs the workbench and a dynamo it starts, host B (10.0.0.2) a dynamo started by hand (Dynamos → Add a remote dynamo… shows how). Four TCP connections, as iperf3 with four parallel streams, with 16 MiB socket buffers and the BBR congestion control; the results record what each host&apos;s kernel granted, and the retransmissions. A host without BBR refuses the step before any traffic and names the algorithms it has.</source>
        <translation>Пара 10/25/100 GbE: на хосте A (10.0.0.1) работают стенд и запускаемый им Dynamo, на хосте B (10.0.0.2) — Dynamo, запущенный вручную (как это сделать, показывает Dynamo → Добавить удалённый Dynamo…). Четыре TCP-соединения, как у iperf3 с четырьмя параллельными потоками, с буферами сокетов по 16 МиБ и алгоритмом управления перегрузкой BBR; в результатах записывается, что фактически выделило ядро каждого хоста, и число повторных передач. Хост без BBR отклоняет шаг до начала трафика и перечисляет доступные ему алгоритмы.</translation>
    </message>
    <message>
        <source>Jumbo frames: TCP throughput at MTU 1500, 4000 and 9000</source>
        <translation>Jumbo-кадры: пропускная способность TCP при MTU 1500, 4000 и 9000</translation>
    </message>
    <message>
        <source>The reviews&apos; jumbo-frame test: one TCP stream from this host&apos;s adapter (10.0.0.1) to the peer&apos;s (10.0.0.2) in 64 KiB requests, once per MTU. Before each step both dynamos set the MTU of the interface holding their address (they need CAP_NET_ADMIN) and put the original back when the run ends, fails or loses its manager. The report compares throughput and CPU load per MTU. Start dynamo B on the peer (Dynamos → Add a remote dynamo… shows how).</source>
        <translation>Тест jumbo-кадров, как в обзорах: один поток TCP от адаптера этого хоста (10.0.0.1) к адаптеру партнёра (10.0.0.2) запросами по 64 КиБ, по разу на каждый MTU. Перед каждым шагом оба Dynamo устанавливают MTU интерфейса, которому принадлежит их адрес (для этого нужна CAP_NET_ADMIN), и восстанавливают исходный, когда прогон завершается, прерывается сбоем или теряет менеджер. Отчёт сравнивает пропускную способность и загрузку ЦП при разных MTU. Запустите Dynamo B на хосте партнёра (как это сделать, показывает Dynamo → Добавить удалённый Dynamo…).</translation>
    </message>
    <message>
        <source>Zero-loss rate per frame size, raw frames, two hosts</source>
        <translation>Скорость без потерь по размерам кадра, сырые кадры, два хоста</translation>
    </message>
    <message>
        <source>RFC 2544 throughput of a gigabit link between two hosts on one segment: host A (10.0.0.1) sends whole Ethernet frames of 64 … 1518 bytes through a packet socket, past its UDP stack, so that the small frames measure the link and the receiver rather than A&apos;s socket path. For each frame size, the highest rate in % of line rate at which no frame is lost, to 1 %, in 2-second trials. A&apos;s dynamo needs the CAP_NET_RAW capability (root, or the capability given to iometry-dynamo); B receives on a UDP socket and needs nothing. Start dynamo B on the peer (Dynamos → Add a remote dynamo… shows how).</source>
        <translation>Пропускная способность по RFC 2544 гигабитного канала между двумя хостами в одном сегменте: хост A (10.0.0.1) отправляет целые кадры Ethernet размером 64 … 1518 байт через пакетный сокет, в обход своего стека UDP, чтобы малые кадры измеряли канал и получателя, а не путь через сокеты хоста A. Для каждого размера кадра — наибольшая скорость в % от скорости линии, при которой не теряется ни один кадр, с точностью до 1 %, в испытаниях по 2 секунды. Dynamo хоста A нужна возможность CAP_NET_RAW (root или эта возможность, выданная iometry-dynamo); B принимает на UDP-сокет, и ему ничего не нужно. Запустите Dynamo B на хосте партнёра (как это сделать, показывает Dynamo → Добавить удалённый Dynamo…).</translation>
    </message>
    <message>
        <source>Adapter throughput sweep, two hosts</source>
        <translation>Пропускная способность адаптера по размерам запроса, два хоста</translation>
    </message>
    <message>
        <source>Two hosts joined by a cable: host A (10.0.0.1) runs the workbench and a dynamo it starts, host B (10.0.0.2) a dynamo started by hand (Dynamos → Add a remote dynamo… shows how). A sends to B at each of the classic request sizes 64 B … 256 KiB, three times each, and the report keeps the mean.</source>
        <translation>Два хоста, соединённые кабелем: на хосте A (10.0.0.1) работают стенд и запускаемый им Dynamo, на хосте B (10.0.0.2) — Dynamo, запущенный вручную (как это сделать, показывает Dynamo → Добавить удалённый Dynamo…). A передаёт на B при каждом из классических размеров запроса 64 Б … 256 КиБ, по три раза на размер, и отчёт сохраняет среднее.</translation>
    </message>
    <message>
        <source>Adapter comparison</source>
        <translation>Сравнение адаптеров</translation>
    </message>
    <message>
        <source>The comparison of adapters between two hosts: a TCP throughput sweep 64 B … 256 KiB (best of 5), a UDP ramp from 200 to 800 Mbit/s in steps of 10 until the delivered rate stops growing, a NetPIPE-style fine sweep of request/response sizes, and TCP throughput at MTU 1500, 3000, 4500, 6000, 7500 and 9000 (best of 5). About 24m09s at the template&apos;s repeats.</source>
        <translation>Сравнение адаптеров между двумя хостами: пропускная способность TCP по размерам запроса 64 Б … 256 КиБ (лучший из 5 результатов), наращивание скорости UDP от 200 до 800 Мбит/с с шагом 10, пока доставленная скорость не перестанет расти, детальный перебор размеров запроса/ответа в стиле NetPIPE и пропускная способность TCP при MTU 1500, 3000, 4500, 6000, 7500 и 9000 (лучший из 5 результатов). Около 24 мин 09 с при числе повторов из шаблона.</translation>
    </message>
    <message>
        <source>Adapter delay</source>
        <translation>Задержка адаптера</translation>
    </message>
    <message>
        <source>The latency an adapter adds: UDP round trips of 32 … 1460 B to the peer and the same over loopback on each host, the difference per size against the wire time of a 1 Gbit/s link. About 3m36s at the template&apos;s repeats.</source>
        <translation>Задержка, которую вносит адаптер: круговые обходы UDP с размерами 32 … 1460 Б до партнёра и то же самое через loopback на каждом хосте; разница для каждого размера сопоставляется со временем передачи по линии 1 Гбит/с. Около 3 мин 36 с при числе повторов из шаблона.</translation>
    </message>
    <message>
        <source>Disk review</source>
        <translation>Обзор диска</translation>
    </message>
    <message>
        <source>The presets disk reviewers print: sequential 1 MiB at QD 8 and QD 1, random 4 KiB at QD 32 and QD 1, each read and then written, on a 1 GiB test file with O_DIRECT (the CrystalDiskMark grid); then 4 KiB random 70/30 read/write at queue depths 1 … 32. Each step 10 s after 2 s of ramp. Put the test file on the disk under test: the test creates it and writes only there. About 3m02s at the template&apos;s repeats.</source>
        <translation>Стандартные шаблоны нагрузки, результаты которых приводят обзоры дисков: последовательные запросы по 1 МиБ при QD 8 и QD 1, случайные по 4 КиБ при QD 32 и QD 1, каждый сначала на чтение, затем на запись, на тестовом файле 1 ГиБ с O_DIRECT (сетка CrystalDiskMark); затем случайные запросы по 4 КиБ, 70/30 чтение/запись, при глубине очереди 1 … 32. Каждый шаг — 10 с после 2 с прогрева. Разместите тестовый файл на тестируемом диске: тест создаёт его и пишет только туда. Около 3 мин 02 с при числе повторов из шаблона.</translation>
    </message>
    <message>
        <source>Gigabit adapter review</source>
        <translation>Обзор гигабитного адаптера</translation>
    </message>
    <message>
        <source>RFC 2544 zero-loss rate per frame size</source>
        <translation>RFC 2544: скорость без потерь по размерам кадра</translation>
    </message>
    <message>
        <source>The highest rate without loss for every frame size of RFC 2544 (64, 128, 256, 512, 1024, 1280, 1518 B), in packets per second and % of the 1 Gbit/s line rate, found by a binary search to 1 %; each trial 10 s. At most 33m36s at the template&apos;s repeats.</source>
        <translation>Наибольшая скорость без потерь для каждого размера кадра из RFC 2544 (64, 128, 256, 512, 1024, 1280, 1518 Б) в пакетах в секунду и в % от скорости линии 1 Гбит/с, найденная двоичным поиском с точностью до 1 %; каждое испытание — 10 с. Не более 33 мин 36 с при числе повторов из шаблона.</translation>
    </message>
    <message>
        <source>One server, 1, 2, 3 clients</source>
        <translation>Один сервер, 1, 2, 3 клиента</translation>
    </message>
    <message>
        <source>One server loaded by 1, then 2, then 3 clients, each client a TCP stream of 64 KiB requests to the server: per-pair and aggregate throughput and the server&apos;s CPU at every client count, 5 repeats (the mean is kept). The server dynamo is the host under test; client1 … client3 are the load generators. About 3m15s at the template&apos;s repeats.</source>
        <translation>Один сервер, который нагружают сначала 1, затем 2, затем 3 клиента, каждый клиент — поток TCP из запросов по 64 КиБ к серверу: пропускная способность на пару и суммарная, а также загрузка ЦП сервера при каждом числе клиентов, 5 повторов (сохраняется среднее). Серверный Dynamo — тестируемый хост; client1 … client3 — генераторы нагрузки. Около 3 мин 15 с при числе повторов из шаблона.</translation>
    </message>
    <message>
        <source>Loopback load–latency curve</source>
        <translation>Кривая «нагрузка — задержка» через loopback</translation>
    </message>
    <message>
        <source>How the round trip of 64-byte TCP requests over 127.0.0.1 grows with their rate: one step finds the highest rate with 4 requests in flight, then 10, 25, 50, 75, 90 and 95 % of it are offered open loop at even gaps, every latency timed from the request&apos;s scheduled time.</source>
        <translation>Как растёт время кругового обхода 64-байтовых TCP-запросов через 127.0.0.1 с их частотой: один шаг находит наибольшую скорость при 4 запросах в пути, затем 10, 25, 50, 75, 90 и 95 % от неё подаются в открытом цикле через равные промежутки; каждая задержка отсчитывается от запланированного времени запроса.</translation>
    </message>
    <message>
        <source>The classic adapter review between two hosts: TCP throughput and CPU load against request size 64 B … 256 KiB in transmit, receive and full duplex, 20 repeats of every step (the mean is kept), at MTU 1500 and again at 9000 (jumbo frames); the P/E index (Mbit/s per CPU %) of every point. Then latency under load: a UDP probe&apos;s 64-byte round trips, 10 a second, beside 10 s of full duplex TCP and alone 5 s before and after (as Flent&apos;s RRUL). A is this host&apos;s adapter, B the peer&apos;s: give both addresses, or run it over loopback on this host alone, without the MTU changes. About 3h18m at the template&apos;s repeats.</source>
        <translation>Классический обзор адаптера между двумя хостами: пропускная способность TCP и загрузка ЦП в зависимости от размера запроса 64 Б … 256 КиБ при передаче, приёме и полном дуплексе, 20 повторов каждого шага (сохраняется среднее), при MTU 1500 и ещё раз при 9000 (jumbo-кадры); индекс P/E (Мбит/с на 1 % загрузки ЦП) для каждой точки. Затем задержка под нагрузкой: 64-байтовые круговые обходы UDP-зонда, 10 в секунду, рядом с 10 с полнодуплексного TCP и одни — 5 с до и после (как RRUL во Flent). A — адаптер этого хоста, B — адаптер партнёра: укажите оба адреса или запустите набор через loopback только на этом хосте, без смены MTU. Около 3 ч 18 мин при числе повторов из шаблона.</translation>
    </message>
</context>
<context>
    <name>KindSetting</name>
    <message>
        <source>Bytes of the test file; for a block device the span tested</source>
        <translation>Размер тестового файла в байтах; для блочного устройства — тестируемый участок</translation>
    </message>
    <message>
        <source>The test file, or with block_device the device, on the worker&apos;s dynamo</source>
        <translation>Тестовый файл или, с block_device, само устройство на Dynamo воркера</translation>
    </message>
    <message>
        <source>The path is a block device: the explicit consent to write to it</source>
        <translation>Путь — блочное устройство: явное согласие на запись в него</translation>
    </message>
    <message>
        <source>Open with O_DIRECT: requests go to the device, not the page cache</source>
        <translation>Открывать с O_DIRECT: запросы идут на устройство, а не в страничный кэш</translation>
    </message>
    <message>
        <source>Write to a block device that holds a partition table or a file system</source>
        <translation>Писать на блочное устройство с таблицей разделов или файловой системой</translation>
    </message>
    <message>
        <source>How I/Os reach the kernel</source>
        <translation>Как операции попадают в ядро</translation>
    </message>
    <message>
        <source>Writes carry a stamp that reads check</source>
        <translation>Записи несут метку, которую проверяют чтения</translation>
    </message>
    <message>
        <source>The address this worker listens on</source>
        <translation>Адрес, на котором слушает этот воркер</translation>
    </message>
    <message>
        <source>The host its partner runs on</source>
        <translation>Хост, на котором работает партнёр</translation>
    </message>
    <message>
        <source>The address the partner connects from</source>
        <translation>Адрес, с которого подключается партнёр</translation>
    </message>
    <message>
        <source>The CPU of its host the partner is pinned to</source>
        <translation>ЦП его хоста, к которому привязан партнёр</translation>
    </message>
    <message>
        <source>TCP_CONGESTION: the congestion control both ends use</source>
        <translation>TCP_CONGESTION: алгоритм управления перегрузкой, который используют оба конца</translation>
    </message>
    <message>
        <source>SO_ZEROCOPY: send without copying the payload into the kernel</source>
        <translation>SO_ZEROCOPY: отправлять без копирования полезной нагрузки в ядро</translation>
    </message>
    <message>
        <source>SO_SNDBUF: bytes asked for the send buffer of each connection</source>
        <translation>SO_SNDBUF: запрашиваемый размер буфера отправки каждого соединения в байтах</translation>
    </message>
    <message>
        <source>SO_RCVBUF: bytes asked for the receive buffer of each connection</source>
        <translation>SO_RCVBUF: запрашиваемый размер буфера приёма каждого соединения в байтах</translation>
    </message>
    <message>
        <source>TCP_NODELAY: send each request at once instead of gathering small segments</source>
        <translation>TCP_NODELAY: отправлять каждый запрос сразу, не собирая мелкие сегменты</translation>
    </message>
    <message>
        <source>TCP_MAXSEG: the largest segment to send and to announce</source>
        <translation>TCP_MAXSEG: наибольший отправляемый и объявляемый сегмент</translation>
    </message>
    <message>
        <source>SO_BUSY_POLL: how long a receive busy-polls the device before it sleeps</source>
        <translation>SO_BUSY_POLL: сколько приём активно опрашивает устройство, прежде чем заснуть</translation>
    </message>
    <message>
        <source>SO_MAX_PACING_RATE: the most each connection sends, on the wire</source>
        <translation>SO_MAX_PACING_RATE: наибольшая скорость отправки каждого соединения на линии</translation>
    </message>
    <message>
        <source>How the sending end puts its datagrams on the link</source>
        <translation>Как отправляющий конец выводит свои датаграммы на линию</translation>
    </message>
    <message>
        <source>The offered rate of the pair, in Mbit/s of payload</source>
        <translation>Предлагаемая скорость пары в Мбит/с полезной нагрузки</translation>
    </message>
    <message>
        <source>What writes carry, as IOmeter&apos;s data patterns; not with verify</source>
        <translation>Что несут записи — шаблоны данных IOmeter; не вместе с verify</translation>
    </message>
    <message>
        <source>Where the tested span starts on the target, a multiple of 512</source>
        <translation>Где на цели начинается проверяемый участок; кратно 512</translation>
    </message>
</context>
<context>
    <name>LiveChart</name>
    <message>
        <source>time, s</source>
        <translation>время, с</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Следить</translation>
    </message>
    <message>
        <source>Follow the latest data. The wheel zooms and a drag pans the time axis, which stops following.</source>
        <translation>Следить за последними данными. Колесо масштабирует, перетаскивание сдвигает ось времени — слежение при этом прекращается.</translation>
    </message>
    <message>
        <source>Series to draw</source>
        <translation>Ряды для отображения</translation>
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
        <translation> Мбит/с</translation>
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
        <translation>Размеры полезной нагрузки UDP, для каждого пинг-понг до партнёра и через loopback</translation>
    </message>
    <message>
        <source>Bytes below the payload: 28 for UDP over IPv4 (8 + 20), 48 over IPv6</source>
        <translation>Байты заголовков под полезной нагрузкой: 28 — UDP поверх IPv4 (8 + 20), 48 — поверх IPv6</translation>
    </message>
    <message>
        <source>The link&apos;s speed: the time the frame&apos;s bits take on the wire is taken off the delay</source>
        <translation>Скорость линии: время передачи битов кадра по линии вычитается из задержки</translation>
    </message>
    <message>
        <source>The smallest request size</source>
        <translation>Наименьший размер запроса</translation>
    </message>
    <message>
        <source>The largest request size</source>
        <translation>Наибольший размер запроса</translation>
    </message>
    <message>
        <source>Base sizes per doubling: 1 tries the powers of two, 4 adds three sizes between each two</source>
        <translation>Базовых размеров на удвоение: 1 — только степени двойки, 4 добавляет по три размера между каждыми двумя</translation>
    </message>
    <message>
        <source>Each size is also tried this many bytes below and above, as NetPIPE does</source>
        <translation>Каждый размер проверяется также на столько байт меньше и больше, как в NetPIPE</translation>
    </message>
    <message>
        <source>A size whose Mbit/s is more than this below both neighbours&apos; is a drop-out</source>
        <translation>Размер, у которого Мбит/с ниже, чем у обоих соседей, более чем на эту величину, — провал</translation>
    </message>
    <message>
        <source>The request sizes, one step each, every request answered with as many bytes</source>
        <translation>Размеры запросов, по шагу на каждый; на каждый запрос отвечают столькими же байтами</translation>
    </message>
    <message>
        <source>Requests every worker keeps in flight</source>
        <translation>Запросов, которые каждый воркер держит в пути</translation>
    </message>
    <message>
        <source>A pause after each reply before the next request, as ping -i</source>
        <translation>Пауза после каждого ответа перед следующим запросом, как ping -i</translation>
    </message>
    <message>
        <source>Round trips per size and worker, as ping -c: every one is timed</source>
        <translation>Циклов запрос–ответ на размер и воркер, как ping -c: каждый измеряется</translation>
    </message>
    <message>
        <source>How long each size runs</source>
        <translation>Сколько длится каждый размер</translation>
    </message>
    <message>
        <source>The knob the ramp raises</source>
        <translation>Параметр, который наращивает нарастание</translation>
    </message>
    <message>
        <source>The rate that must keep growing</source>
        <translation>Скорость, которая должна продолжать расти</translation>
    </message>
    <message>
        <source>The knob&apos;s first value</source>
        <translation>Первое значение параметра</translation>
    </message>
    <message>
        <source>Its last value: the ramp never goes beyond it</source>
        <translation>Его последнее значение: нарастание никогда не идёт дальше</translation>
    </message>
    <message>
        <source>Added to (linear) or multiplied by (exponential) each value</source>
        <translation>Прибавляется к каждому значению (линейно) или умножает его (экспоненциально)</translation>
    </message>
    <message>
        <source>How the values grow</source>
        <translation>Как растут значения</translation>
    </message>
    <message>
        <source>Less growth than this over the knee so far is a stall</source>
        <translation>Рост меньше этого относительно достигнутого колена — застой</translation>
    </message>
    <message>
        <source>Stalls in a row that end the ramp</source>
        <translation>Застоев подряд, которые завершают нарастание</translation>
    </message>
    <message>
        <source>Ethernet frame sizes, FCS included: one search each</source>
        <translation>Размеры кадров Ethernet с FCS: по поиску на каждый</translation>
    </message>
    <message>
        <source>The line rate the search&apos;s percentages refer to</source>
        <translation>Скорость линии, к которой относятся проценты поиска</translation>
    </message>
    <message>
        <source>A trial passes with at most this loss</source>
        <translation>Испытание проходит при потерях не больше этих</translation>
    </message>
    <message>
        <source>The search stops this close to the answer, in % of line rate</source>
        <translation>Поиск останавливается на таком расстоянии от ответа, в % от скорости линии</translation>
    </message>
    <message>
        <source>The rate found runs once more to confirm it</source>
        <translation>Найденная скорость прогоняется ещё раз для подтверждения</translation>
    </message>
    <message>
        <source>How long each trial offers its rate</source>
        <translation>Сколько времени каждое испытание предлагает свою скорость</translation>
    </message>
    <message>
        <source>The first rate offered, in Mbit/s of UDP payload</source>
        <translation>Первая предлагаемая скорость, в Мбит/с полезной нагрузки UDP</translation>
    </message>
    <message>
        <source>The last rate offered: every rate up to it is tried</source>
        <translation>Последняя предлагаемая скорость: проверяются все скорости до неё включительно</translation>
    </message>
    <message>
        <source>Added for each next trial</source>
        <translation>Прибавляется для каждого следующего испытания</translation>
    </message>
    <message>
        <source>Bytes of UDP payload in every datagram: every line gets this size</source>
        <translation>Байт полезной нагрузки UDP в каждой датаграмме: этот размер получает каждая строка</translation>
    </message>
    <message>
        <source>How long each rate is measured</source>
        <translation>Сколько времени измеряется каждая скорость</translation>
    </message>
    <message>
        <source>Fractions of the highest rate found in a closed loop, each offered open loop as one level</source>
        <translation>Доли наибольшей скорости, найденной в замкнутом цикле; каждая подаётся в открытом цикле как один уровень</translation>
    </message>
    <message>
        <source>Total rates offered instead of fractions, one level each, without the search</source>
        <translation>Суммарные скорости вместо долей, по одному уровню на каждую, без поиска</translation>
    </message>
    <message>
        <source>How a level&apos;s requests come due: at even gaps, or at exponential gaps of the same mean</source>
        <translation>Как наступает срок запросов уровня: через равные промежутки или через экспоненциальные с тем же средним</translation>
    </message>
    <message>
        <source>How long each step runs, the search&apos;s too</source>
        <translation>Сколько длится каждый шаг, включая шаг поиска</translation>
    </message>
</context>
<context>
    <name>MethodTitle</name>
    <message>
        <source>Adapter delay</source>
        <translation>Задержка адаптера</translation>
    </message>
    <message>
        <source>Fine size sweep</source>
        <translation>Детальный перебор размеров</translation>
    </message>
    <message>
        <source>Request/response latency</source>
        <translation>Задержка в режиме запрос/ответ</translation>
    </message>
    <message>
        <source>Ramp</source>
        <translation>Наращивание нагрузки</translation>
    </message>
    <message>
        <source>Zero-loss rate per frame size</source>
        <translation>Скорость без потерь по размерам кадра</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Перебор параметров</translation>
    </message>
    <message>
        <source>UDP ramp</source>
        <translation>Наращивание скорости UDP</translation>
    </message>
    <message>
        <source>Load–latency curve</source>
        <translation>Кривая «нагрузка — задержка»</translation>
    </message>
</context>
<context>
    <name>ProcedureFigure</name>
    <message>
        <source>Offered</source>
        <translation>Предложено</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Отправлено</translation>
    </message>
    <message>
        <source>Arrived</source>
        <translation>Получено</translation>
    </message>
    <message>
        <source>Loss (%)</source>
        <translation>Потери, %</translation>
    </message>
    <message>
        <source>Zero-loss rate (% of line rate)</source>
        <translation>Скорость без потерь, % от скорости линии</translation>
    </message>
    <message>
        <source>(sender-limited)</source>
        <translation>(ограничено отправителем)</translation>
    </message>
    <message>
        <source>Frame size (bytes, FCS included)</source>
        <translation>Размер кадра (байт, включая FCS)</translation>
    </message>
    <message>
        <source>Mean latency</source>
        <translation>Средняя задержка</translation>
    </message>
    <message>
        <source>Drop-out</source>
        <translation>Провал</translation>
    </message>
    <message>
        <source>Request size (bytes)</source>
        <translation>Размер запроса, байт</translation>
    </message>
    <message>
        <source>Mean latency (µs)</source>
        <translation>Средняя задержка, мкс</translation>
    </message>
    <message>
        <source>Lp: payload + headers (bytes)</source>
        <translation>Lp: полезная нагрузка + заголовки, байт</translation>
    </message>
    <message>
        <source>Knee</source>
        <translation>Излом</translation>
    </message>
    <message>
        <source>Outstanding I/Os</source>
        <translation>Глубина очереди</translation>
    </message>
    <message>
        <source>Transactions/s</source>
        <translation>Транзакций/с</translation>
    </message>
    <message>
        <source>Operations/s</source>
        <translation>Операций/с</translation>
    </message>
    <message>
        <source>No figure for the procedure &quot;%1&quot;</source>
        <translation>Нет графика для процедуры «%1»</translation>
    </message>
    <message>
        <source>No point was measured</source>
        <translation>Не измерено ни одной точки</translation>
    </message>
    <message>
        <source>min</source>
        <translation>мин</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>среднее</translation>
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
        <translation>Время кругового обхода x, мкс</translation>
    </message>
    <message>
        <source>Share of round trips ≥ x</source>
        <translation>Доля круговых обходов ≥ x</translation>
    </message>
    <message>
        <source>No round trip was timed</source>
        <translation>Ни один круговой обход не был измерен</translation>
    </message>
    <message>
        <source>Adapter delay against frame size</source>
        <translation>Задержка адаптера в зависимости от размера кадра</translation>
    </message>
    <message>
        <source>Payload L (bytes)</source>
        <translation>Полезная нагрузка L, байт</translation>
    </message>
    <message>
        <source>Delay (ns)</source>
        <translation>Задержка, нс</translation>
    </message>
    <message>
        <source>Round trips to the peer and over loopback</source>
        <translation>Круговой обход до партнёра и через локальную петлю</translation>
    </message>
    <message>
        <source>The mean round trip of each size; dotted: over loopback on the same host.</source>
        <translation>Среднее время кругового обхода для каждого размера; точечная линия — через локальную петлю на том же хосте.</translation>
    </message>
    <message>
        <source>Round trip (ns)</source>
        <translation>Время кругового обхода, нс</translation>
    </message>
    <message>
        <source>to the peer</source>
        <translation>до партнёра</translation>
    </message>
    <message>
        <source>over loopback</source>
        <translation>через локальную петлю</translation>
    </message>
    <message>
        <source>Fine size sweep: throughput against message size</source>
        <translation>Детальный перебор размеров: пропускная способность в зависимости от размера сообщения</translation>
    </message>
    <message>
        <source>Request/response exchanges of every size on the fine grid; a dip shows a size the path handles badly.</source>
        <translation>Обмены запрос/ответ для каждого размера на мелкой сетке; провал указывает на размер, с которым путь передачи данных справляется плохо.</translation>
    </message>
    <message>
        <source>Message size (bytes)</source>
        <translation>Размер сообщения, байт</translation>
    </message>
    <message>
        <source>Fine size sweep: latency against message size</source>
        <translation>Детальный перебор размеров: задержка в зависимости от размера сообщения</translation>
    </message>
    <message>
        <source>The median round trip of each size.</source>
        <translation>Медианное время кругового обхода для каждого размера.</translation>
    </message>
    <message>
        <source>Round trip, median (µs)</source>
        <translation>Время кругового обхода, медиана, мкс</translation>
    </message>
    <message>
        <source>Round-trip latency against request size</source>
        <translation>Задержка кругового обхода в зависимости от размера запроса</translation>
    </message>
    <message>
        <source>Round trip (µs)</source>
        <translation>Время кругового обхода, мкс</translation>
    </message>
    <message>
        <source>median</source>
        <translation>медиана</translation>
    </message>
    <message>
        <source>99th percentile</source>
        <translation>99-й процентиль</translation>
    </message>
    <message>
        <source>Ramp: the rate at each step</source>
        <translation>Наращивание нагрузки: скорость на каждом шаге</translation>
    </message>
    <message>
        <source>Each point is one step; the ramp stops where the rate stops growing.</source>
        <translation>Каждая точка — один шаг; наращивание прекращается, когда скорость перестаёт расти.</translation>
    </message>
    <message>
        <source>Zero-loss rate per frame size</source>
        <translation>Скорость без потерь по размерам кадра</translation>
    </message>
    <message>
        <source>The highest rate at which no frame was lost, in % of the line rate, for each frame size of RFC 2544; no bar: no rate passed.</source>
        <translation>Максимальная скорость, при которой не потерян ни один кадр, в % от скорости линии, для каждого размера кадра по RFC 2544; нет столбца — ни одна скорость не прошла проверку.</translation>
    </message>
    <message>
        <source>Zero-loss packet rate per frame size</source>
        <translation>Скорость без потерь в кадрах в секунду по размерам кадра</translation>
    </message>
    <message>
        <source>The same rates in frames per second.</source>
        <translation>Те же скорости в кадрах в секунду.</translation>
    </message>
    <message>
        <source>Zero-loss rate (frames/s)</source>
        <translation>Скорость без потерь, кадров/с</translation>
    </message>
    <message>
        <source>UDP ramp: the rate that arrived against the rate offered</source>
        <translation>Наращивание скорости UDP: полученная скорость в зависимости от предлагаемой</translation>
    </message>
    <message>
        <source>Each point is one trial. Where a curve leaves the diagonal, datagrams are lost; the dotted curves give the loss on the right axis.</source>
        <translation>Каждая точка — одно испытание. Там, где кривая отходит от диагонали, датаграммы теряются; точечные кривые показывают потери по правой оси.</translation>
    </message>
    <message>
        <source>Half of the round trip to the peer less the round trip over loopback and the wire time of both frames: the time the adapters add; the straight line is the fitted model.</source>
        <translation>Половина времени кругового обхода до партнёра за вычетом времени кругового обхода через локальную петлю и времени передачи обоих кадров по линии — это время, которое вносят адаптеры; прямая — подобранная модель.</translation>
    </message>
    <message>
        <source>fit: delay = %1 ns/byte · Lp + %2 ns</source>
        <translation>модель: задержка = %1 нс/байт · Lp + %2 нс</translation>
    </message>
    <message>
        <source>The median round trip of each size (solid) and its 99th percentile (dashed), on a logarithmic axis.</source>
        <translation>Медианное время кругового обхода для каждого размера (сплошная линия) и его 99-й процентиль (штриховая), логарифмическая шкала.</translation>
    </message>
    <message>
        <source>Latency distribution: P(RTT ≥ x) per size</source>
        <translation>Распределение задержки: P(RTT ≥ x) для каждого размера</translation>
    </message>
    <message>
        <source>For each size, the share of round trips that took x or longer; both axes logarithmic, so the tail down to 1 in 100 000 reads.</source>
        <translation>Для каждого размера — доля круговых обходов, занявших x или дольше; обе оси логарифмические, поэтому хвост виден до 1 из 100 000.</translation>
    </message>
    <message>
        <source>Throughput (%1)</source>
        <translation>Пропускная способность, %1</translation>
    </message>
    <message>
        <source>Offered rate (%1 of payload)</source>
        <translation>Предлагаемая скорость, %1 полезной нагрузки</translation>
    </message>
    <message>
        <source>Rate (%1 of payload)</source>
        <translation>Скорость, %1 полезной нагрузки</translation>
    </message>
    <message>
        <source>Latency against load, open loop</source>
        <translation>Задержка в зависимости от нагрузки, открытый цикл</translation>
    </message>
    <message>
        <source>Each point is one level of offered load, drawn at the rate it achieved; every latency is timed from the request&apos;s scheduled time, on a logarithmic axis. The circle marks the knee: the first level whose p99 is more than twice that of the lightest level.</source>
        <translation>Каждая точка — один уровень предложенной нагрузки, нарисованный при достигнутой скорости; каждая задержка отсчитывается от запланированного времени запроса, ось логарифмическая. Кружок отмечает излом: первый уровень, у которого p99 более чем вдвое больше, чем у самого лёгкого уровня.</translation>
    </message>
    <message>
        <source>Achieved rate (operations/s)</source>
        <translation>Достигнутая скорость, операций/с</translation>
    </message>
    <message>
        <source>Achieved rate (transactions/s)</source>
        <translation>Достигнутая скорость, транзакций/с</translation>
    </message>
    <message>
        <source>Latency (µs)</source>
        <translation>Задержка, мкс</translation>
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
        <translation>чтение, p99</translation>
    </message>
    <message>
        <source>writes, p99</source>
        <translation>запись, p99</translation>
    </message>
</context>
<context>
    <name>ProcedureReport</name>
    <message>
        <source>Loss (%)</source>
        <translation>Потери, %</translation>
    </message>
    <message>
        <source>Datagrams</source>
        <translation>Датаграмм</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Потеряно</translation>
    </message>
    <message>
        <source>Jitter (µs)</source>
        <translation>Джиттер, мкс</translation>
    </message>
    <message>
        <source>Frame (bytes)</source>
        <translation>Кадр, байт</translation>
    </message>
    <message>
        <source>Payload (bytes)</source>
        <translation>Полезная нагрузка, байт</translation>
    </message>
    <message>
        <source>Rate (frames/s)</source>
        <translation>Скорость, кадров/с</translation>
    </message>
    <message>
        <source>Line rate (%)</source>
        <translation>Доля скорости линии, %</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>Подтверждено</translation>
    </message>
    <message>
        <source>Limited by</source>
        <translation>Ограничено</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>Испытаний</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>потерями</translation>
    </message>
    <message>
        <source>sender</source>
        <translation>отправителем</translation>
    </message>
    <message>
        <source>Size (bytes)</source>
        <translation>Размер, байт</translation>
    </message>
    <message>
        <source>Transactions/s</source>
        <translation>Транзакций/с</translation>
    </message>
    <message>
        <source>Latency mean (µs)</source>
        <translation>Задержка ср., мкс</translation>
    </message>
    <message>
        <source>Latency p50 (µs)</source>
        <translation>Задержка p50, мкс</translation>
    </message>
    <message>
        <source>Latency p99 (µs)</source>
        <translation>Задержка p99, мкс</translation>
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
        <translation>RTT до партнёра, нс</translation>
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
        <translation>Задержка, нс</translation>
    </message>
    <message>
        <source>Residual (ns)</source>
        <translation>Невязка, нс</translation>
    </message>
    <message>
        <source>Model RTT (ns)</source>
        <translation>RTT по модели, нс</translation>
    </message>
    <message>
        <source>Operations/s</source>
        <translation>Операций/с</translation>
    </message>
    <message>
        <source>Request size (bytes)</source>
        <translation>Размер запроса, байт</translation>
    </message>
    <message>
        <source>Outstanding I/Os</source>
        <translation>Глубина очереди</translation>
    </message>
    <message>
        <source>Growth over the knee (%)</source>
        <translation>Прирост относительно излома, %</translation>
    </message>
    <message>
        <source>Grew</source>
        <translation>Рост</translation>
    </message>
    <message>
        <source>Round trips</source>
        <translation>Круговые обходы</translation>
    </message>
    <message>
        <source>Min (µs)</source>
        <translation>Мин, мкс</translation>
    </message>
    <message>
        <source>Mean (µs)</source>
        <translation>Среднее, мкс</translation>
    </message>
    <message>
        <source>Std dev (µs)</source>
        <translation>Ст. откл., мкс</translation>
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
        <translation>Задержка адаптера при нулевой длине, B, нс</translation>
    </message>
    <message>
        <source>Adapter delay per byte, A (ns/byte)</source>
        <translation>Задержка адаптера на байт, A (нс/байт)</translation>
    </message>
    <message>
        <source>Round trip at %1, median (µs)</source>
        <translation>Время кругового обхода при размере %1, медиана, мкс</translation>
    </message>
    <message>
        <source>Round trip at %1, 99th percentile (µs)</source>
        <translation>Время кругового обхода при размере %1, 99-й процентиль, мкс</translation>
    </message>
    <message>
        <source>Zero-loss rate at %1-byte frames (frames/s)</source>
        <translation>Скорость без потерь для кадров %1 байт, кадров/с</translation>
    </message>
    <message>
        <source>Zero-loss rate at %1-byte frames (% of line rate)</source>
        <translation>Скорость без потерь для кадров %1 байт, % от скорости линии</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>RTT from (µs)</source>
        <translation>RTT от, мкс</translation>
    </message>
    <message>
        <source>RTT below (µs)</source>
        <translation>RTT до, мкс</translation>
    </message>
    <message>
        <source>Share (%)</source>
        <translation>Доля, %</translation>
    </message>
    <message>
        <source>Cumulative (%)</source>
        <translation>Накопленная, %</translation>
    </message>
    <message>
        <source>Largest model error (% of the round trip)</source>
        <translation>Наибольшая ошибка модели, % времени кругового обхода</translation>
    </message>
    <message>
        <source>Knee at request size (bytes)</source>
        <translation>Излом при размере запроса, байт</translation>
    </message>
    <message>
        <source>Knee at outstanding I/Os</source>
        <translation>Излом при глубине очереди</translation>
    </message>
    <message>
        <source>Rate at the knee (operations/s)</source>
        <translation>Скорость в точке излома, операций/с</translation>
    </message>
    <message>
        <source>Rate at the knee (transactions/s)</source>
        <translation>Скорость в точке излома, транзакций/с</translation>
    </message>
    <message>
        <source>Throughput (%1)</source>
        <translation>Пропускная способность, %1</translation>
    </message>
    <message>
        <source>Highest throughput, at %1 (%2)</source>
        <translation>Максимальная пропускная способность, при размере %1, %2</translation>
    </message>
    <message>
        <source>Rate at the knee (%1)</source>
        <translation>Скорость в точке излома, %1</translation>
    </message>
    <message>
        <source>Rate (%1)</source>
        <translation>Скорость, %1</translation>
    </message>
    <message>
        <source>Offered (%1)</source>
        <translation>Предложено, %1</translation>
    </message>
    <message>
        <source>Achieved (%1)</source>
        <translation>Достигнуто, %1</translation>
    </message>
    <message>
        <source>Sent (%1)</source>
        <translation>Отправлено, %1</translation>
    </message>
    <message>
        <source>Highest rate arrived (%1)</source>
        <translation>Максимальная полученная скорость, %1</translation>
    </message>
    <message>
        <source>No loss up to (%1 offered)</source>
        <translation>Без потерь до, предлагаемая скорость, %1</translation>
    </message>
    <message>
        <source>Fraction of max</source>
        <translation>Доля от максимума</translation>
    </message>
    <message>
        <source>Offered (operations/s)</source>
        <translation>Предложено, операций/с</translation>
    </message>
    <message>
        <source>Offered (transactions/s)</source>
        <translation>Предложено, транзакций/с</translation>
    </message>
    <message>
        <source>Achieved (operations/s)</source>
        <translation>Достигнуто, операций/с</translation>
    </message>
    <message>
        <source>Achieved (transactions/s)</source>
        <translation>Достигнуто, транзакций/с</translation>
    </message>
    <message>
        <source>Reads p99 (µs)</source>
        <translation>Чтение p99, мкс</translation>
    </message>
    <message>
        <source>Writes p99 (µs)</source>
        <translation>Запись p99, мкс</translation>
    </message>
    <message>
        <source>p99 at %1 % of the highest rate (µs)</source>
        <translation>p99 при %1 % наибольшей скорости, мкс</translation>
    </message>
    <message>
        <source>p99 at %1/s offered (µs)</source>
        <translation>p99 при предложенных %1/с, мкс</translation>
    </message>
    <message>
        <source>Highest rate, closed loop (operations/s)</source>
        <translation>Наибольшая скорость, замкнутый цикл, операций/с</translation>
    </message>
    <message>
        <source>Highest rate, closed loop (transactions/s)</source>
        <translation>Наибольшая скорость, замкнутый цикл, транзакций/с</translation>
    </message>
    <message>
        <source>Knee, achieved rate (operations/s)</source>
        <translation>Излом, достигнутая скорость, операций/с</translation>
    </message>
    <message>
        <source>Knee, achieved rate (transactions/s)</source>
        <translation>Излом, достигнутая скорость, транзакций/с</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Iometry cannot start its dynamo</source>
        <translation>Iometry не может запустить свой Dynamo</translation>
    </message>
</context>
<context>
    <name>ReportCurves</name>
    <message>
        <source>All workers</source>
        <translation>Все воркеры</translation>
    </message>
    <message>
        <source>Request size (bytes)</source>
        <translation>Размер запроса, байт</translation>
    </message>
    <message>
        <source>Outstanding I/Os</source>
        <translation>Глубина очереди</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Воркеры</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Цели</translation>
    </message>
    <message>
        <source>%1 requests</source>
        <translation>%1 запросов</translation>
    </message>
    <message>
        <source>%1 outstanding</source>
        <translation>глубина очереди %1</translation>
    </message>
    <message>
        <source>workers: %1</source>
        <translation>воркеров: %1</translation>
    </message>
    <message>
        <source>targets: %1</source>
        <translation>целей: %1</translation>
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
        <translation>Все воркеры (%1)</translation>
    </message>
</context>
<context>
    <name>ReportFigure</name>
    <message>
        <source>Throughput</source>
        <translation>Пропускная способность</translation>
    </message>
    <message>
        <source>%1 throughput</source>
        <translation>%1: пропускная способность</translation>
    </message>
    <message>
        <source>CPU load</source>
        <translation>Загрузка ЦП</translation>
    </message>
    <message>
        <source>%1 CPU load</source>
        <translation>%1: загрузка ЦП</translation>
    </message>
    <message>
        <source>Request size (bytes)</source>
        <translation>Размер запроса, байт</translation>
    </message>
    <message>
        <source>Throughput (Mbit/s)</source>
        <translation>Пропускная способность, Мбит/с</translation>
    </message>
    <message>
        <source>CPU load (%)</source>
        <translation>Загрузка ЦП, %</translation>
    </message>
    <message>
        <source>No results to show</source>
        <translation>Нет результатов для отображения</translation>
    </message>
    <message>
        <source>Received (read)</source>
        <translation>Принято (чтение)</translation>
    </message>
    <message>
        <source>Sent (write)</source>
        <translation>Отправлено (запись)</translation>
    </message>
    <message>
        <source>Throughput (Gbit/s)</source>
        <translation>Пропускная способность, Гбит/с</translation>
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
        <translation>Пропускная способность и загрузка ЦП в зависимости от размера запроса</translation>
    </message>
    <message>
        <source>The procedure &quot;%1&quot; of %2 has no figure of its own</source>
        <translation>У процедуры «%1» в %2 нет собственного графика</translation>
    </message>
    <message>
        <source>%1 holds no procedure.json: its plan had no method, only the throughput view</source>
        <translation>В %1 нет procedure.json: в плане этого прогона не было метода, доступен только вид throughput</translation>
    </message>
    <message>
        <source>%1 is not the result of a latency procedure: it has no latency distribution</source>
        <translation>%1 — не результат процедуры latency: в нём нет распределения задержки</translation>
    </message>
    <message>
        <source>I/O rate and latency against outstanding I/Os</source>
        <translation>Скорость ввода-вывода и задержка в зависимости от глубины очереди</translation>
    </message>
    <message>
        <source>I/O rate and latency against request size</source>
        <translation>Скорость ввода-вывода и задержка в зависимости от размера запроса</translation>
    </message>
    <message>
        <source>I/O rate and latency against workers</source>
        <translation>Скорость ввода-вывода и задержка в зависимости от числа воркеров</translation>
    </message>
    <message>
        <source>I/O rate and latency against targets</source>
        <translation>Скорость ввода-вывода и задержка в зависимости от числа целей</translation>
    </message>
    <message>
        <source>Throughput and CPU against workers</source>
        <translation>Пропускная способность и ЦП в зависимости от числа воркеров</translation>
    </message>
    <message>
        <source>Throughput and CPU against targets</source>
        <translation>Пропускная способность и ЦП в зависимости от числа целей</translation>
    </message>
    <message>
        <source>Throughput and CPU against outstanding I/Os</source>
        <translation>Пропускная способность и ЦП в зависимости от глубины очереди</translation>
    </message>
    <message>
        <source>A comparison holds at most 8 runs, got %1</source>
        <translation>Сравнение вмещает не более 8 прогонов, получено %1</translation>
    </message>
    <message>
        <source>Runs are compared in the throughput view only, not &quot;%1&quot;</source>
        <translation>Прогоны сравниваются только в виде пропускной способности, не «%1»</translation>
    </message>
    <message>
        <source>P/E index against the swept parameter</source>
        <translation>Индекс P/E в зависимости от изменяемого параметра</translation>
    </message>
    <message>
        <source>Throughput per client count: aggregate and per pair</source>
        <translation>Пропускная способность по числу клиентов: суммарная и на пару</translation>
    </message>
    <message>
        <source>Suite: the disk presets&apos; grid</source>
        <translation>Набор: таблица стандартных дисковых тестов</translation>
    </message>
    <message>
        <source>%1 has no &quot;%2&quot; view (the P/E index needs a network sweep with CPU load, clients a run that cycles workers or targets, modes and grid a suite&apos;s member)</source>
        <translation>У %1 нет вида «%2» (индексу P/E нужна сетевая развёртка с загрузкой ЦП, clients — прогон с перебором воркеров или целей, modes и grid — участник набора)</translation>
    </message>
    <message>
        <source>%1 labels for %2 folders: give one per folder, or none</source>
        <translation>%1 меток для %2 папок: укажите по одной на папку или ни одной</translation>
    </message>
    <message>
        <source>Throughput and CPU against MTU</source>
        <translation>Пропускная способность и ЦП в зависимости от MTU</translation>
    </message>
    <message>
        <source>Suite: transmit, receive and full duplex with their CPU load</source>
        <translation>Набор: передача, приём и полный дуплекс с загрузкой ЦП</translation>
    </message>
    <message>
        <source>Suite: the P/E index per mode</source>
        <translation>Набор: индекс P/E по режимам</translation>
    </message>
    <message>
        <source>Highest throughput per MTU, with the CPU load</source>
        <translation>Максимальная пропускная способность для каждого MTU с загрузкой ЦП</translation>
    </message>
    <message>
        <source>Suite: the peak throughput of every test</source>
        <translation>Набор: пиковая пропускная способность в каждом тесте</translation>
    </message>
    <message>
        <source>Latency under load: throughput and the probes&apos; latency against time</source>
        <translation>Задержка под нагрузкой: пропускная способность и задержка зондов во времени</translation>
    </message>
    <message>
        <source>Latency under load: the probes&apos; distribution idle and under the load</source>
        <translation>Задержка под нагрузкой: распределение зондов в простое и под нагрузкой</translation>
    </message>
    <message>
        <source>Unknown view &quot;%1&quot;: use method, distribution, throughput, pe, clients, modes, modes-pe, peak, mtu, grid, under-load or under-load-distribution</source>
        <translation>Неизвестный вид «%1»: используйте method, distribution, throughput, pe, clients, modes, modes-pe, peak, mtu, grid, under-load или under-load-distribution</translation>
    </message>
</context>
<context>
    <name>ResultsFolder</name>
    <message>
        <source>%1 is missing</source>
        <translation>%1 отсутствует</translation>
    </message>
    <message>
        <source>%1 cannot be read</source>
        <translation>%1 не читается</translation>
    </message>
    <message>
        <source>%1 is damaged (not valid JSON at byte %2)</source>
        <translation>%1 повреждён (недопустимый JSON на байте %2)</translation>
    </message>
    <message>
        <source>%1 is damaged (no JSON object)</source>
        <translation>%1 повреждён (нет объекта JSON)</translation>
    </message>
    <message>
        <source>%1 is damaged (unexpected contents)</source>
        <translation>%1 повреждён (неожиданное содержимое)</translation>
    </message>
    <message>
        <source>Shown from summary.csv alone: %1</source>
        <translation>Показано только по summary.csv: %1</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>holder → partner</source>
        <extracomment>the two ends of a pair on one dynamo and address (loopback), as a direction</extracomment>
        <translation>владелец → партнёр</translation>
    </message>
    <message>
        <source>partner → holder</source>
        <translation>партнёр → владелец</translation>
    </message>
</context>
<context>
    <name>SpecLibrary</name>
    <message>
        <source>The worker sends, its partner receives (64 KiB requests).</source>
        <translation>Воркер передаёт, партнёр принимает (запросы по 64 КиБ).</translation>
    </message>
    <message>
        <source>The partner sends, the worker receives (64 KiB requests).</source>
        <translation>Партнёр передаёт, воркер принимает (запросы по 64 КиБ).</translation>
    </message>
    <message>
        <source>Both directions at once, each counted separately (64 KiB requests).</source>
        <translation>Оба направления одновременно, каждое учитывается отдельно (запросы по 64 КиБ).</translation>
    </message>
    <message>
        <source>netperf TCP_RR style: a 64-byte request answered by a 64-byte reply, timed as one round trip.</source>
        <translation>В стиле netperf TCP_RR: на 64-байтовый запрос приходит 64-байтовый ответ, время измеряется как один круговой обход.</translation>
    </message>
    <message>
        <source>Small reads scattered over the whole target: IOPS and latency, the classic storage figure.</source>
        <translation>Мелкие чтения, разбросанные по всей цели: IOPS и задержка — классический показатель накопителей.</translation>
    </message>
    <message>
        <source>Small writes scattered over the whole target: what a database log or a busy file system asks.</source>
        <translation>Мелкие записи, разбросанные по всей цели: то, что требует журнал базы данных или нагруженная файловая система.</translation>
    </message>
    <message>
        <source>70 % reads and 30 % writes at random offsets: the OLTP-like mix.</source>
        <translation>70 % чтений и 30 % записей по случайным смещениям: смесь в духе OLTP.</translation>
    </message>
    <message>
        <source>Reads one after another from the start: streaming throughput in MB/s.</source>
        <translation>Чтения одно за другим с начала: потоковая пропускная способность в МБ/с.</translation>
    </message>
    <message>
        <source>Writes one after another from the start: streaming write throughput.</source>
        <translation>Записи одна за другой с начала: потоковая пропускная способность записи.</translation>
    </message>
    <message>
        <source>Large reads one after another: the most the device and its bus deliver.</source>
        <translation>Крупные чтения одно за другим: максимум, который дают устройство и его шина.</translation>
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
        <translation>%1 Мбит/с</translation>
    </message>
    <message>
        <source>MTU %1</source>
        <translation>MTU %1</translation>
    </message>
    <message numerus="yes">
        <source>%n worker(s) per dynamo</source>
        <translation>
            <numerusform>%n исполнитель на динамо</numerusform>
            <numerusform>%n исполнителя на динамо</numerusform>
            <numerusform>%n исполнителей на динамо</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n target(s)</source>
        <translation>
            <numerusform>%n цель</numerusform>
            <numerusform>%n цели</numerusform>
            <numerusform>%n целей</numerusform>
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
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Таблица CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>TextFormat</name>
    <message>
        <source>%1 GiB</source>
        <translation>%1 ГиБ</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 МиБ</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 КиБ</translation>
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
        <translation>%1 ч %2 мин</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 мин %2 с</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 мин</translation>
    </message>
    <message>
        <source>%1 TiB</source>
        <translation>%1 ТиБ</translation>
    </message>
    <message>
        <source>%1 PiB</source>
        <translation>%1 ПиБ</translation>
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
        <translation>заданная скорость</translation>
    </message>
    <message>
        <source>the sender&apos;s CPU</source>
        <translation>процессор отправителя</translation>
    </message>
    <message>
        <source>the receiver&apos;s CPU</source>
        <translation>процессор получателя</translation>
    </message>
    <message>
        <source>the receive window</source>
        <translation>окно приёма</translation>
    </message>
    <message>
        <source>the send buffer</source>
        <translation>буфер отправки</translation>
    </message>
    <message>
        <source>congestion</source>
        <translation>перегрузка сети</translation>
    </message>
    <message>
        <source>the link</source>
        <translation>канал</translation>
    </message>
    <message>
        <source>the path between the hosts</source>
        <translation>путь между хостами</translation>
    </message>
    <message>
        <source>the device</source>
        <translation>устройство</translation>
    </message>
    <message>
        <source>the requests in flight</source>
        <translation>число запросов в обработке</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>sender short of its rate</source>
        <translation>отправитель не достиг скорости</translation>
    </message>
    <message>
        <source>above the line rate</source>
        <translation>выше скорости линии</translation>
    </message>
    <message>
        <source>retransmissions</source>
        <translation>повторные передачи</translation>
    </message>
    <message>
        <source>page cache</source>
        <translation>страничный кэш</translation>
    </message>
    <message>
        <source>compressed writes</source>
        <translation>сжатая запись</translation>
    </message>
    <message>
        <source>CPU taken by the hypervisor</source>
        <translation>процессор занят гипервизором</translation>
    </message>
    <message>
        <source>errors</source>
        <translation>ошибки</translation>
    </message>
    <message>
        <source>unstable repeats</source>
        <translation>нестабильные повторы</translation>
    </message>
    <message>
        <source>rate asked</source>
        <translation>заданная скорость</translation>
    </message>
    <message>
        <source>sender CPU</source>
        <translation>ЦП отправителя</translation>
    </message>
    <message>
        <source>receiver CPU</source>
        <translation>ЦП получателя</translation>
    </message>
    <message>
        <source>Iometry CPU</source>
        <translation>ЦП Iometry</translation>
    </message>
    <message>
        <source>window</source>
        <translation>окно</translation>
    </message>
    <message>
        <source>send buffer</source>
        <translation>буфер отправки</translation>
    </message>
    <message>
        <source>link</source>
        <translation>канал</translation>
    </message>
    <message>
        <source>path</source>
        <translation>путь</translation>
    </message>
    <message>
        <source>device</source>
        <translation>устройство</translation>
    </message>
    <message>
        <source>queue depth</source>
        <translation>глубина очереди</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>short of rate</source>
        <translation>ниже скорости</translation>
    </message>
    <message>
        <source>above line rate</source>
        <translation>выше линии</translation>
    </message>
    <message>
        <source>retransmits</source>
        <translation>повторы</translation>
    </message>
    <message>
        <source>cache</source>
        <translation>кэш</translation>
    </message>
    <message>
        <source>compressed</source>
        <translation>сжатие</translation>
    </message>
    <message>
        <source>CPU steal</source>
        <translation>steal ЦП</translation>
    </message>
    <message>
        <source>unstable</source>
        <translation>нестабильно</translation>
    </message>
    <message>
        <source>core %1 at %2 %</source>
        <translation>ядро %1 на %2 %</translation>
    </message>
    <message>
        <source>busy %1 % of the time</source>
        <translation>занято %1 % времени</translation>
    </message>
    <message>
        <source>%1 in flight</source>
        <translation>%1 в обработке</translation>
    </message>
    <message>
        <source>%1 Mbit/s on the wire</source>
        <translation>%1 Мбит/с в линии</translation>
    </message>
    <message>
        <source>a %1 Mbit/s link</source>
        <translation>канал %1 Мбит/с</translation>
    </message>
    <message>
        <source>%1 % retransmitted</source>
        <translation>%1 % передано повторно</translation>
    </message>
    <message>
        <source>%1 % of the time</source>
        <translation>%1 % времени</translation>
    </message>
    <message>
        <source>core %1 busy %2 % (saturated from %3 %)</source>
        <translation>ядро %1 занято на %2 % (насыщено от %3 %)</translation>
    </message>
    <message>
        <source>the device busy %1 % of the time (from %2 %)</source>
        <translation>устройство занято %1 % времени (порог %2 %)</translation>
    </message>
    <message>
        <source>%1 in flight of %2, by Little&apos;s law</source>
        <translation>%1 в обработке из %2, по закону Литтла</translation>
    </message>
    <message>
        <source>%1 requests/s completed, %2 needed</source>
        <translation>выполнено %1 запросов/с, нужно %2</translation>
    </message>
    <message>
        <source>%1 Mbit/s sent, %2 needed</source>
        <translation>отправлено %1 Мбит/с, нужно %2</translation>
    </message>
    <message>
        <source>%1 Mbit/s on the wire (full from %2)</source>
        <translation>%1 Мбит/с в линии (заполнена от %2)</translation>
    </message>
    <message>
        <source>%1 Mbit/s on a %2 Mbit/s link</source>
        <translation>%1 Мбит/с в канале %2 Мбит/с</translation>
    </message>
    <message>
        <source>%1 % of the segments retransmitted (from %2 %)</source>
        <translation>%1 % сегментов передано повторно (порог %2 %)</translation>
    </message>
    <message>
        <source>waited on the receive window %1 % of the time (from %2 %)</source>
        <translation>ожидание окна приёма %1 % времени (порог %2 %)</translation>
    </message>
    <message>
        <source>waited on the send buffer %1 % of the time (from %2 %)</source>
        <translation>ожидание буфера отправки %1 % времени (порог %2 %)</translation>
    </message>
    <message>
        <source>the device read %1 MB/s of the %2 MB/s read</source>
        <translation>устройство прочитало %1 МБ/с из прочитанных %2 МБ/с</translation>
    </message>
    <message>
        <source>the device wrote %1 MB/s of the %2 MB/s written</source>
        <translation>устройство записало %1 МБ/с из записанных %2 МБ/с</translation>
    </message>
    <message>
        <source>the hypervisor took %1 % of the CPU (from %2 %)</source>
        <translation>гипервизор забрал %1 % процессора (порог %2 %)</translation>
    </message>
    <message>
        <source>%1 requests failed</source>
        <translation>ошибок запросов: %1</translation>
    </message>
    <message>
        <source>the repeats spread %1 % (from %2 %)</source>
        <translation>разброс повторов %1 % (порог %2 %)</translation>
    </message>
    <message>
        <source>%1; warnings: %2</source>
        <translation>%1; предупреждения: %2</translation>
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
        <translation>Что ограничило: %1.</translation>
    </message>
    <message>
        <source>Iometry&apos;s own threads</source>
        <translation>собственные потоки Iometry</translation>
    </message>
    <message>
        <source>its threads on %1 at %2 %</source>
        <translation>его потоки на %1 на %2 %</translation>
    </message>
    <message>
        <source>its threads on %1 wanting a CPU %2 % of the time</source>
        <translation>его потоки на %1 ждали процессор или работали %2 % времени</translation>
    </message>
    <message>
        <source>the worker&apos;s threads on %1 ran %2 % of their time (saturated from %3 %)</source>
        <translation>потоки исполнителя на %1 работали %2 % своего времени (насыщение от %3 %)</translation>
    </message>
    <message>
        <source>the worker&apos;s threads on %1 ran or waited for a CPU %2 % of their time: the CPU was shared (from %3 %)</source>
        <translation>потоки исполнителя на %1 работали или ждали процессор %2 % своего времени: процессор был общим (от %3 %)</translation>
    </message>
    <message>
        <source>IOmeter dynamo&apos;s timer corrected</source>
        <translation>таймер динамо IOmeter скорректирован</translation>
    </message>
    <message>
        <source>IOmeter dynamo&apos;s received bytes may be high</source>
        <translation>принятые байты динамо IOmeter могут быть завышены</translation>
    </message>
    <message>
        <source>IOmeter timer</source>
        <translation>таймер IOmeter</translation>
    </message>
    <message>
        <source>IOmeter count</source>
        <translation>счёт IOmeter</translation>
    </message>
    <message>
        <source>its timer ran %1 times the rate its login said; its latencies were taken at the rate measured (tolerated to %2)</source>
        <translation>его таймер шёл в %1 раза быстрее заявленного при входе; задержки взяты по измеренной частоте (допуск до %2)</translation>
    </message>
    <message>
        <source>a Linux IOmeter dynamo counts a TCP receive as the size asked: what it received may be up to about 3 % high</source>
        <translation>динамо IOmeter под Linux считает приём TCP по запрошенному размеру: принятое может быть завышено примерно до 3 %</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>a dynamo lost</source>
        <translation>потерян динамо</translation>
    </message>
    <message>
        <source>dynamo lost</source>
        <translation>динамо потерян</translation>
    </message>
    <message>
        <source>lost during the step or absent from it: what it ran ends where its data did</source>
        <translation>потерян во время шага или отсутствовал в нём: то, что он выполнял, кончается там, где кончились его данные</translation>
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
        <translation>Ограничено</translation>
    </message>
    <message>
        <source>What limited the row&apos;s number — a core, the link, the device, the window, the requests in flight, the rate asked — and, after ⚠, what about it cannot be true. Hover a cell for the evidence: the counter, where it was read, its value and threshold</source>
        <translation>Что ограничило число строки — ядро, канал, устройство, окно, число запросов в обработке, заданная скорость — и, после ⚠, что в нём не может быть правдой. Наведите на ячейку, чтобы увидеть доказательства: счётчик, где он прочитан, его значение и порог</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AccessSpecModel</name>
    <message>
        <source>= size</source>
        <translation>= размер</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Share %</source>
        <translation>Доля %</translation>
    </message>
    <message>
        <source>Read %</source>
        <translation>Чтение %</translation>
    </message>
    <message>
        <source>Random %</source>
        <translation>Случайные %</translation>
    </message>
    <message>
        <source>Align</source>
        <translation>Выравн.</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>Ответ</translation>
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
        <translation>Байт на запрос, от 1 Б до 16 МиБ. Вводите, например, 512, 4K, 64 KiB или 1M.</translation>
    </message>
    <message>
        <source>Percentage of bursts that pick this line, 0 to 100. The shares of a spec add up to 100.</source>
        <translation>Процент пачек, выбирающих эту строку, от 0 до 100. Сумма долей в спецификации равна 100.</translation>
    </message>
    <message>
        <source>Percentage of requests that are reads, 0 to 100. For TCP a read is a receive by this worker: 0 transmits, 100 receives, 50 is full duplex.</source>
        <translation>Процент запросов на чтение, от 0 до 100. Для TCP чтение — это приём данных этим воркером: 0 — передача, 100 — приём, 50 — полный дуплекс.</translation>
    </message>
    <message>
        <source>Percentage of requests at random offsets, 0 to 100 (disk targets).</source>
        <translation>Процент запросов по случайным смещениям, от 0 до 100 (для дисковых целей).</translation>
    </message>
    <message>
        <source>Offset alignment in bytes (disk targets); 0 aligns to the request size.</source>
        <translation>Выравнивание смещения в байтах (для дисковых целей); 0 — по размеру запроса.</translation>
    </message>
    <message>
        <source>Reply bytes per request; 0 for none. A reply makes each request a transaction timed as one round trip, and needs Read % 0 or 100.</source>
        <translation>Байт ответа на запрос; 0 — без ответа. С ответом каждый запрос становится транзакцией, время которой измеряется как один полный цикл (round trip); нужно «Чтение %» 0 или 100.</translation>
    </message>
    <message>
        <source>Requests per burst, 1 to 1000000.</source>
        <translation>Запросов в пачке, от 1 до 1000000.</translation>
    </message>
    <message>
        <source>Pause after each burst, 0 to 60000 ms.</source>
        <translation>Пауза после каждой пачки, от 0 до 60000 мс.</translation>
    </message>
    <message>
        <source>%1: not a valid value</source>
        <translation>%1: недопустимое значение</translation>
    </message>
    <message>
        <source>no such cell</source>
        <translation>нет такой ячейки</translation>
    </message>
    <message>
        <source>lines: must not be empty (a spec needs at least one line)</source>
        <translation>lines: не может быть пустым (в спецификации нужна хотя бы одна строка)</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AccessSpecsPage</name>
    <message>
        <source>Add from library</source>
        <translation>Добавить из библиотеки</translation>
    </message>
    <message>
        <source>The spec library could not be read:
%1</source>
        <translation>Не удалось прочитать библиотеку спецификаций:
%1</translation>
    </message>
    <message>
        <source>Add blank</source>
        <translation>Добавить пустую</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Дублировать</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Переименовать</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Access specifications</source>
        <translation>Спецификации доступа</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Название:</translation>
    </message>
    <message>
        <source>Used by:</source>
        <translation>Используется:</translation>
    </message>
    <message>
        <source>Add line</source>
        <translation>Добавить строку</translation>
    </message>
    <message>
        <source>Remove line</source>
        <translation>Удалить строку</translation>
    </message>
    <message>
        <source>Selected spec</source>
        <translation>Выбранная спецификация</translation>
    </message>
    <message numerus="yes">
        <source>%n line</source>
        <translation>
            <numerusform>%n строка</numerusform>
            <numerusform>%n строки</numerusform>
            <numerusform>%n строк</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lines</source>
        <translation>
            <numerusform>%n строка</numerusform>
            <numerusform>%n строки</numerusform>
            <numerusform>%n строк</numerusform>
        </translation>
    </message>
    <message>
        <source>no worker yet (assign specs to workers on the Targets page)</source>
        <translation>пока ни одним воркером (назначьте спецификации воркерам на странице «Цели»)</translation>
    </message>
    <message>
        <source>The request size is swept (Test Setup: %1 to %2): in each step every line runs with that size, whatever its Size column says.</source>
        <translation>Размер запроса перебирается («Настройка теста»: от %1 до %2): на каждом шаге все строки выполняются с этим размером, независимо от столбца «Размер».</translation>
    </message>
    <message>
        <source>New spec</source>
        <translation>Новая спецификация</translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation>%1 (копия)</translation>
    </message>
    <message>
        <source>specs: must not be empty (a plan needs at least one spec)</source>
        <translation>specs: не может быть пустым (в плане нужна хотя бы одна спецификация)</translation>
    </message>
    <message>
        <source>“%1” is run by %2: give them another spec on the Targets page first.</source>
        <translation>Спецификацию «%1» выполняют воркеры %2: сначала назначьте им другую спецификацию на странице «Цели».</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AdapterDelayWizard</name>
    <message>
        <source>The round-trip method needs two hosts: host B answers a UDP ping-pong across the link under test, and host A compares that round trip with its own loopback&apos;s.</source>
        <translation>Для метода кругового обхода нужны два хоста: хост B отвечает на пинг-понг UDP через тестируемый канал, а хост A сравнивает это время кругового обхода с временем через собственный loopback.</translation>
    </message>
    <message>
        <source>T&amp;rial run on this machine (loopback): measures nothing</source>
        <translation>&amp;Пробный прогон на этой машине (loopback): ничего не измеряет</translation>
    </message>
    <message>
        <source>Checks that the plan and the dynamo work. Both round trips go over loopback, so the delays come out near zero and mean nothing.</source>
        <translation>Проверяет, что план и Dynamo работают. Оба круговых обхода идут через loopback, поэтому задержки получаются около нуля и ничего не значат.</translation>
    </message>
    <message>
        <source>The measurement: A&apos;s adapter and B&apos;s, and the link between them.</source>
        <translation>Измерение: адаптер A, адаптер B и канал между ними.</translation>
    </message>
    <message>
        <source>Adapter delay (round trip)</source>
        <translation>Задержка адаптера (круговой обход)</translation>
    </message>
    <message>
        <source>a UDP ping-pong for payloads of %1 bytes, %2 each, to the peer and over loopback; procedure.json gives the delay per size, (RTT_peer - RTT_loopback - Tf) / 2, and the line delay = A * Lp + B at %3 Mbit/s.</source>
        <translation>пинг-понг UDP с полезной нагрузкой %1 байт, по %2 на каждое измерение, до партнёра и через loopback; procedure.json содержит задержку для каждого размера, (RTT_peer - RTT_loopback - Tf) / 2, и прямую задержки = A * Lp + B при %3 Мбит/с.</translation>
    </message>
    <message>
        <source>Adapter delay: trial run on loopback</source>
        <translation>Задержка адаптера: пробный прогон через loopback</translation>
    </message>
    <message>
        <source>A trial run of the round-trip method on this machine alone: %1 Both round trips go over loopback, so the delays mean nothing.</source>
        <translation>Пробный прогон метода кругового обхода только на этой машине: %1 Оба круговых обхода идут через loopback, поэтому задержки ничего не значат.</translation>
    </message>
    <message>
        <source>Adapter delay: %1</source>
        <translation>Задержка адаптера: %1</translation>
    </message>
    <message>
        <source>The round-trip method: from this host&apos;s adapter (A, %1) to the peer&apos;s (B, %2), a dynamo started by hand, %3 %4</source>
        <translation>Метод кругового обхода: от адаптера этого хоста (A, %1) к адаптеру партнёра (B, %2; Dynamo запускается вручную), %3 %4</translation>
    </message>
    <message>
        <source>Ping-pong:</source>
        <translation>Пинг-понг:</translation>
    </message>
    <message>
        <source>UDP over loopback, then again over loopback</source>
        <translation>UDP через loopback, затем ещё раз через loopback</translation>
    </message>
    <message>
        <source>UDP, A asks and B answers with as many bytes; then the same over A&apos;s loopback</source>
        <translation>UDP: A отправляет запрос, B отвечает таким же числом байт; затем то же самое через loopback хоста A</translation>
    </message>
    <message>
        <source>Payload sizes:</source>
        <translation>Размеры полезной нагрузки:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
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
        <translation>%1 Мбит/с, %2 байт заголовков нижних уровней</translation>
    </message>
    <message>
        <source>Each step:</source>
        <translation>Каждый шаг:</translation>
    </message>
    <message>
        <source>%1 warm-up + %2 measured; two steps per size</source>
        <translation>%1 прогрева + %2 измерения; два шага на размер</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>Шаги:</translation>
    </message>
    <message>
        <source>A trial run: it checks that the plan works, but the delays it reports mean nothing. For a measurement choose Two hosts.</source>
        <translation>Пробный прогон: он проверяет, что план работает, но полученные задержки ничего не значат. Для измерения выберите «Два хоста».</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AdapterModePage</name>
    <message>
        <source>&amp;Transmit</source>
        <translation>&amp;Передача</translation>
    </message>
    <message>
        <source>&amp;Receive</source>
        <translation>П&amp;риём</translation>
    </message>
    <message>
        <source>&amp;Full duplex</source>
        <translation>Полный д&amp;уплекс</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Режим</translation>
    </message>
    <message>
        <source>One direction per plan: every worker of a plan runs at the same time, so for several modes run this wizard once for each.</source>
        <translation>Одно направление на план: все воркеры плана работают одновременно, поэтому для нескольких режимов запустите этот мастер для каждого отдельно.</translation>
    </message>
    <message>
        <source>The worker sends, its partner receives.</source>
        <translation>Воркер передаёт, партнёр принимает.</translation>
    </message>
    <message>
        <source>The partner sends, the worker receives.</source>
        <translation>Партнёр передаёт, воркер принимает.</translation>
    </message>
    <message>
        <source>Both send and receive at once; each direction is counted separately.</source>
        <translation>Оба одновременно передают и принимают; каждое направление учитывается отдельно.</translation>
    </message>
    <message>
        <source>Host A sends, host B receives: A&apos;s adapter transmits.</source>
        <translation>Хост A передаёт, хост B принимает: адаптер A работает на передачу.</translation>
    </message>
    <message>
        <source>Host B sends, host A receives: A&apos;s adapter receives.</source>
        <translation>Хост B передаёт, хост A принимает: адаптер A работает на приём.</translation>
    </message>
    <message>
        <source>Both hosts send and receive at once; each direction is counted separately.</source>
        <translation>Оба хоста одновременно передают и принимают; каждое направление учитывается отдельно.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AdapterSweepPage</name>
    <message>
        <source>Sweep</source>
        <translation>Перебор</translation>
    </message>
    <message>
        <source>Each checked request size is one step: it runs for the ramp, then is measured for the run time.</source>
        <translation>Каждый отмеченный размер запроса — один шаг: сначала идёт прогрев, затем измерение в течение заданного времени.</translation>
    </message>
    <message>
        <source>Request sizes</source>
        <translation>Размеры запроса</translation>
    </message>
    <message>
        <source>Timing of each step</source>
        <translation>Время каждого шага</translation>
    </message>
    <message>
        <source>&amp;Run time (measured):</source>
        <translation>&amp;Время измерения:</translation>
    </message>
    <message>
        <source>Ra&amp;mp (warm-up, not measured):</source>
        <translation>&amp;Прогрев (не измеряется):</translation>
    </message>
    <message>
        <source>&amp;Sample interval (live charts):</source>
        <translation>&amp;Интервал выборки (живые графики):</translation>
    </message>
    <message>
        <source>Check at least one request size.</source>
        <translation>Отметьте хотя бы один размер запроса.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AdapterThroughputWizard</name>
    <message>
        <source>Adapter throughput</source>
        <translation>Пропускная способность адаптера</translation>
    </message>
    <message>
        <source>One TCP pair over loopback on this machine, %1, request sizes swept.</source>
        <translation>Одна TCP-пара через loopback на этой машине, %1, перебор размеров запроса.</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Режим:</translation>
    </message>
    <message>
        <source>Request sizes:</source>
        <translation>Размеры запроса:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Each step:</source>
        <translation>Каждый шаг:</translation>
    </message>
    <message>
        <source>%1 ramp + %2 measured, sampled every %3 ms</source>
        <translation>%1 прогрева + %2 измерения, выборка каждые %3 мс</translation>
    </message>
    <message>
        <source>%1 (spec “%2”)</source>
        <translation>%1 (спецификация «%2»)</translation>
    </message>
    <message>
        <source>Adapter throughput: %1, %2</source>
        <translation>Пропускная способность адаптера: %1, %2</translation>
    </message>
    <message>
        <source>Two hosts: A (this machine, %1) runs a spawned dynamo, B (%2) a dynamo started by hand; %3, request sizes swept. %4</source>
        <translation>Два хоста: на A (эта машина, %1) Dynamo запускается автоматически, на B (%2) — вручную; %3, перебор размеров запроса. %4</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AdapterTopologyPage</name>
    <message>
        <source>&amp;Loopback: both ends on this machine (127.0.0.1)</source>
        <translation>&amp;Петля (loopback): оба конца на этой машине (127.0.0.1)</translation>
    </message>
    <message>
        <source>&amp;Two hosts: this machine (A) and another one (B)</source>
        <translation>Два &amp;хоста: эта машина (A) и другая, B</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Топология</translation>
    </message>
    <message>
        <source>Where the two ends of the TCP pair run. The data path is exactly host A&apos;s address to host B&apos;s address, so these choose the adapter under test.</source>
        <translation>Где работают два конца TCP-пары. Данные идут строго от адреса хоста A к адресу хоста B, поэтому эти адреса и определяют тестируемый адаптер.</translation>
    </message>
    <message>
        <source>e.g. 10.0.0.2</source>
        <translation>например, 10.0.0.2</translation>
    </message>
    <message>
        <source>Host &amp;A address:</source>
        <translation>Адрес хоста &amp;A:</translation>
    </message>
    <message>
        <source>Host &amp;B address:</source>
        <translation>Адрес хоста &amp;B:</translation>
    </message>
    <message>
        <source>Dynamo A is started on this machine. Dynamo B is started by hand on host B; the summary tells how.</source>
        <translation>Dynamo A запускается на этой машине. Dynamo B запускается вручную на хосте B; как именно — сказано в сводке.</translation>
    </message>
    <message>
        <source>Measures the TCP stack and the CPU of this machine, not an adapter: the baseline to compare adapters against.</source>
        <translation>Измеряет стек TCP и ЦП этой машины, а не адаптер: это базовый уровень для сравнения адаптеров.</translation>
    </message>
    <message>
        <source>Measures the link between two machines, for example two adapters joined by a crossover cable.</source>
        <translation>Измеряет канал между двумя машинами, например двумя адаптерами, соединёнными кроссовым кабелем.</translation>
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
        <translation>Адрес хоста A %1 — %2, а адрес хоста B %3 — %4: оба конца пути данных должны быть одного семейства.</translation>
    </message>
    <message>
        <source>Hosts A and B have the same address; type the address of the other machine for B.</source>
        <translation>У хостов A и B одинаковый адрес; для B введите адрес другой машины.</translation>
    </message>
    <message>
        <source>loopback on this machine (127.0.0.1)</source>
        <translation>loopback на этой машине (127.0.0.1)</translation>
    </message>
    <message>
        <source>host A %1 (this machine) to host B %2</source>
        <translation>от хоста A %1 (эта машина) к хосту B %2</translation>
    </message>
    <message>
        <source>loopback</source>
        <translation>loopback</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>от %1 к %2</translation>
    </message>
    <message>
        <source>%1: %2 is a loopback address. %3</source>
        <translation>%1: %2 — адрес loopback. %3</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AddDynamoDialog</name>
    <message>
        <source>%1 is reachable from this host only: a remote dynamo cannot connect to it. Choose an address of this host that the remote host can reach, then press Apply.</source>
        <translation>%1 доступен только с этого хоста: удалённый Dynamo не сможет к нему подключиться. Выберите адрес этого хоста, доступный с удалённого хоста, и нажмите «Применить».</translation>
    </message>
    <message>
        <source>%1 listens on every address of this host, but the command must name one that the remote host can reach: pick it under “Remote hosts connect to”.</source>
        <translation>%1 означает прослушивание на всех адресах этого хоста, но в команде нужно указать один, доступный с удалённого хоста: выберите его в поле «Удалённые хосты подключаются к».</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>New token</source>
        <translation>Новый токен</translation>
    </message>
    <message>
        <source>Save token file…</source>
        <translation>Сохранить файл токена…</translation>
    </message>
    <message>
        <source>Remote hosts connect to:</source>
        <translation>Удалённые хосты подключаются к:</translation>
    </message>
    <message>
        <source>Copy commands</source>
        <translation>Копировать команды</translation>
    </message>
    <message>
        <source>Add a remote dynamo</source>
        <translation>Добавить удалённый Dynamo</translation>
    </message>
    <message>
        <source>A dynamo on another host connects out to this workbench, proves that it holds the token, and then appears in the topology tree. Nothing has to listen on the remote host.</source>
        <translation>Dynamo на другом хосте сам подключается к этому стенду, подтверждает, что у него есть токен, и затем появляется в дереве топологии. Открывать порты на удалённом хосте не нужно.</translation>
    </message>
    <message>
        <source>127.0.0.1 — this host only</source>
        <translation>127.0.0.1 — только этот хост</translation>
    </message>
    <message>
        <source>0.0.0.0 — every IPv4 address</source>
        <translation>0.0.0.0 — все адреса IPv4</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>0 (any free port)</source>
        <translation>0 (любой свободный порт)</translation>
    </message>
    <message>
        <source>A fixed port, such as 5201, keeps the command valid when Iometry starts again; 0 lets the system choose a free one.</source>
        <translation>С фиксированным портом, например 5201, команда остаётся верной и после перезапуска Iometry; при 0 система сама выбирает свободный порт.</translation>
    </message>
    <message>
        <source>Makes a new random token when you press Apply; dynamos holding the old one can no longer join.</source>
        <translation>Создаёт новый случайный токен при нажатии «Применить»; Dynamo со старым токеном больше не смогут подключиться.</translation>
    </message>
    <message>
        <source>Writes the token to a file readable by you only, to copy to the remote host (for example with scp).</source>
        <translation>Записывает токен в файл, доступный для чтения только вам, чтобы скопировать его на удалённый хост (например, через scp).</translation>
    </message>
    <message>
        <source>Where Iometry listens for dynamos</source>
        <translation>Где Iometry принимает подключения Dynamo</translation>
    </message>
    <message>
        <source>Listen address:</source>
        <translation>Адрес прослушивания:</translation>
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
        <translation>например, B</translation>
    </message>
    <message>
        <source>An address (or name) of this host that the remote host reaches; it goes into the command.</source>
        <translation>Адрес (или имя) этого хоста, доступный с удалённого хоста; он подставляется в команду.</translation>
    </message>
    <message>
        <source>Run these commands there (the first one creates the token file; copying a saved token file works too):</source>
        <translation>Выполните там эти команды (первая создаёт файл токена; можно также скопировать сохранённый файл токена):</translation>
    </message>
    <message>
        <source>On the remote host</source>
        <translation>На удалённом хосте</translation>
    </message>
    <message>
        <source>Dynamo name:</source>
        <translation>Имя Dynamo:</translation>
    </message>
    <message>
        <source>The dynamo appears in the topology tree once it connects. Anyone holding the token can join and run tests: keep the token file readable by you only.</source>
        <translation>Dynamo появится в дереве топологии, как только подключится. Любой, у кого есть токен, может подключиться и запускать тесты: файл токена должен быть доступен для чтения только вам.</translation>
    </message>
    <message>
        <source>%1 (not listening)</source>
        <translation>%1 (не слушает)</translation>
    </message>
    <message>
        <source>listening on %1; no dynamo connected</source>
        <translation>прослушивание на %1; Dynamo не подключены</translation>
    </message>
    <message>
        <source>listening on %1; connected: %2</source>
        <translation>прослушивание на %1; подключены: %2</translation>
    </message>
    <message>
        <source>Save token file</source>
        <translation>Сохранить файл токена</translation>
    </message>
    <message>
        <source>Cannot save the token file</source>
        <translation>Не удалось сохранить файл токена</translation>
    </message>
    <message>
        <source>Token file saved</source>
        <translation>Файл токена сохранён</translation>
    </message>
    <message>
        <source>Saved the token to %1, readable by you only. Copy it to the remote host (for example with scp) and give its path to --token-file.</source>
        <translation>Токен сохранён в %1, файл доступен для чтения только вам. Скопируйте его на удалённый хост (например, через scp) и укажите путь к нему в --token-file.</translation>
    </message>
    <message>
        <source>A test is running. Stop it before changing where Iometry listens: applying disconnects every dynamo.</source>
        <translation>Идёт тест. Остановите его, прежде чем менять, где слушает Iometry: применение отключает все Dynamo.</translation>
    </message>
    <message>
        <source>Cannot listen there</source>
        <translation>Не удалось начать прослушивание</translation>
    </message>
    <message>
        <source>%1

Iometry listens as before.</source>
        <translation>%1

Iometry слушает, как и раньше.</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Состояние:</translation>
    </message>
    <message>
        <source>Port 0 changes every time Iometry starts, and the command with it; a fixed port such as 5201 keeps it valid.</source>
        <translation>Порт 0 меняется при каждом запуске Iometry, а вместе с ним и команда; с фиксированным портом, например 5201, она остаётся верной.</translation>
    </message>
    <message>
        <source>Not applied yet: press Apply to listen with these settings. Every dynamo reconnects then; remote ones must be started again.</source>
        <translation>Ещё не применено: нажмите «Применить», чтобы слушать с этими настройками. При этом все Dynamo переподключаются; удалённые нужно запустить заново.</translation>
    </message>
    <message>
        <source>1–64 letters, digits, spaces or _ - . characters</source>
        <translation>1–64 буквы, цифры, пробелы или символы _ - .</translation>
    </message>
    <message>
        <source>Not a valid name: use 1–64 letters, digits, spaces or _ - . characters</source>
        <translation>Недопустимое имя: используйте 1–64 буквы, цифры, пробелы или символы _ - .</translation>
    </message>
    <message>
        <source>closing the session: every dynamo is told bye, then Iometry listens again…</source>
        <translation>сеанс закрывается: каждому Dynamo сообщается bye, затем Iometry снова слушает…</translation>
    </message>
    <message>
        <source>Let in stock IOmeter 1.1 dynamos</source>
        <translation>Впускать штатные динамо IOmeter 1.1</translation>
    </message>
    <message>
        <source>Login port:</source>
        <translation>Порт входа:</translation>
    </message>
    <message>
        <source>Their names:</source>
        <translation>Их имена:</translation>
    </message>
    <message>
        <source>for example W2019, LAB-2 (comma-separated)</source>
        <translation>например, W2019, LAB-2 (через запятую)</translation>
    </message>
    <message>
        <source>Only dynamos logging in under these names (their -n) are let in; a plan names each as a dynamo with &quot;protocol&quot;: &quot;iometer&quot;.</source>
        <translation>Впускаются только динамо, входящие под этими именами (их -n); план называет каждое динамо с &quot;protocol&quot;: &quot;iometer&quot;.</translation>
    </message>
    <message>
        <source>IOmeter&apos;s protocol has no authentication: anyone who reaches this port and knows a name can log in a dynamo under it, and this workbench connects back to the address a login came from. Turn it on only on a network you trust, and name the dynamos.</source>
        <translation>В протоколе IOmeter нет аутентификации: любой, кто достучится до этого порта и знает имя, может войти под ним как динамо, а стенд подключается обратно к адресу, с которого пришёл вход. Включайте это только в сети, которой доверяете, и перечислите динамо по именам.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AddressField</name>
    <message>
        <source>Type an address of this machine (the local dynamo has not reported its interfaces).</source>
        <translation>Введите адрес этой машины (локальный Dynamo не сообщил свои интерфейсы).</translation>
    </message>
    <message>
        <source>Pick one of this machine&apos;s addresses or type one.</source>
        <translation>Выберите один из адресов этой машины или введите адрес.</translation>
    </message>
    <message>
        <source>Interface: %1</source>
        <translation>Интерфейс: %1</translation>
    </message>
    <message>
        <source>Not an address the local dynamo reports.</source>
        <translation>Этого адреса нет среди сообщённых локальным Dynamo.</translation>
    </message>
    <message>
        <source>Type an address of dynamo %1&apos;s host (it has not reported its interfaces).</source>
        <translation>Введите адрес хоста, на котором работает Dynamo %1 (он не сообщил свои интерфейсы).</translation>
    </message>
    <message>
        <source>Pick one of the addresses of dynamo %1&apos;s host or type one.</source>
        <translation>Выберите один из адресов хоста, на котором работает Dynamo %1, или введите адрес.</translation>
    </message>
    <message>
        <source>Not an address dynamo %1 reports.</source>
        <translation>Этого адреса нет среди сообщённых Dynamo %1.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ArticleDialog</name>
    <message>
        <source>Article</source>
        <translation>Статья</translation>
    </message>
    <message>
        <source>One results folder per device under test (a suite&apos;s results folder, or a run&apos;s), in the order the article compares them. The preview shows the pages as the PDF prints them; Export writes HTML or PDF, with every figure and table beside it as PNG, SVG and CSV.</source>
        <translation>По одной папке результатов на каждое тестируемое устройство (папка результатов набора тестов или отдельного прогона) — в том порядке, в каком статья их сравнивает. Предпросмотр показывает страницы так, как они будут напечатаны в PDF; «Экспорт» записывает HTML или PDF, а рядом — каждый рисунок и каждую таблицу в форматах PNG, SVG и CSV.</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Добавить папку…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Вверх</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Вниз</translation>
    </message>
    <message>
        <source>Language of the article:</source>
        <translation>Язык статьи:</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Заголовок:</translation>
    </message>
    <message>
        <source>Test report: the devices&apos; names</source>
        <translation>Отчёт о тестировании: названия устройств</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Предпросмотр</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Вперёд ▶</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Страница %1 из %2</translation>
    </message>
    <message>
        <source>Results folder of a device</source>
        <translation>Папка результатов устройства</translation>
    </message>
    <message>
        <source>Reading the results folders…</source>
        <translation>Чтение папок результатов…</translation>
    </message>
    <message>
        <source>Pages: %1; figures: %2; tables: %3.</source>
        <translation>Страниц: %1; рисунков: %2; таблиц: %3.</translation>
    </message>
    <message>
        <source>Export the article</source>
        <translation>Экспорт статьи</translation>
    </message>
    <message>
        <source>Web page, self-contained (*.html);;PDF document, A4 (*.pdf)</source>
        <translation>Веб-страница, автономная (*.html);;Документ PDF, A4 (*.pdf)</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Запись %1…</translation>
    </message>
    <message>
        <source>Written: %1, and its figures and tables in %2.</source>
        <translation>Записано: %1, а его рисунки и таблицы — в %2.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::CompareTableModel</name>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Outstanding</source>
        <translation>Очередь</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Исполнители</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Цели</translation>
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
        <translation>± ст. откл.</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Повторы</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <source>Latency mean (µs)</source>
        <translation>Задержка, среднее, мкс</translation>
    </message>
    <message>
        <source>Latency p99 (µs)</source>
        <translation>Задержка p99, мкс</translation>
    </message>
    <message>
        <source>Mbit/s</source>
        <translation>Мбит/с</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>ЦП %</translation>
    </message>
    <message>
        <source>P/E index</source>
        <translation>Индекс P/E</translation>
    </message>
    <message>
        <source>irq/s</source>
        <translation>прер./с</translation>
    </message>
    <message>
        <source>softirq %</source>
        <translation>softirq %</translation>
    </message>
    <message>
        <source>NIC drops</source>
        <translation>Отбросы NIC</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Прогон</translation>
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
        <translation>Размеры полезной нагрузки</translation>
    </message>
    <message>
        <source>Sizes and link</source>
        <translation>Размеры и канал</translation>
    </message>
    <message>
        <source>For each checked size, one step times the round trip to B and one over A&apos;s loopback; their difference is what the link adds.</source>
        <translation>Для каждого отмеченного размера один шаг измеряет время кругового обхода до B, а другой — через loopback хоста A; их разница — это то, что добавляет канал.</translation>
    </message>
    <message>
        <source>&amp;Link speed:</source>
        <translation>Скорость &amp;линии:</translation>
    </message>
    <message>
        <source>&amp;Header bytes:</source>
        <translation>&amp;Байт заголовков:</translation>
    </message>
    <message>
        <source>&amp;Run time per size:</source>
        <translation>&amp;Время на каждый размер:</translation>
    </message>
    <message>
        <source>Measured to B and again over loopback, each after %1 of warm-up.</source>
        <translation>Измеряется до B и ещё раз через loopback, каждый раз после %1 прогрева.</translation>
    </message>
    <message>
        <source>Check at least two payload sizes: the delay line is fitted through them.</source>
        <translation>Отметьте хотя бы два размера полезной нагрузки: по ним строится прямая задержки.</translation>
    </message>
    <message>
        <source>They are the bytes L, as ping&apos;s; the delay line A·L + B is fitted through them.</source>
        <translation>Это байты L, как у ping; по ним строится прямая задержки A·L + B.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::DiskCyclingPage</name>
    <message>
        <source>E&amp;xponential (× step)</source>
        <translation>&amp;Экспоненциально (× шаг)</translation>
    </message>
    <message>
        <source>&amp;Linear (+ step)</source>
        <translation>&amp;Линейно (+ шаг)</translation>
    </message>
    <message>
        <source>S&amp;weep request sizes instead of the spec&apos;s</source>
        <translation>&amp;Перебирать размеры запросов вместо размера спецификации</translation>
    </message>
    <message>
        <source>Request sizes</source>
        <translation>Размеры запроса</translation>
    </message>
    <message>
        <source>Cycling</source>
        <translation>Циклы</translation>
    </message>
    <message>
        <source>Each step runs the pattern with another number of outstanding I/Os (and, if asked, request size): IOmeter&apos;s cycling, one row per step.</source>
        <translation>Каждый шаг выполняет шаблон с другой глубиной очереди (и, если нужно, другим размером запроса): циклы IOmeter, одна строка на шаг.</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>&amp;От</translation>
    </message>
    <message>
        <source>&amp;to</source>
        <translation>&amp;до</translation>
    </message>
    <message>
        <source>s&amp;tep</source>
        <translation>&amp;шаг</translation>
    </message>
    <message>
        <source>Outstanding I/Os</source>
        <translation>Глубина очереди</translation>
    </message>
    <message>
        <source>&amp;Run time per step:</source>
        <translation>&amp;Время шага:</translation>
    </message>
    <message>
        <source>Measured; the rows of summary.csv are over this time.</source>
        <translation>Измеряется; строки summary.csv относятся к этому времени.</translation>
    </message>
    <message>
        <source>R&amp;amp before each step:</source>
        <translation>&amp;Прогрев перед каждым шагом:</translation>
    </message>
    <message>
        <source>I/Os run but are not counted, so queues and caches settle first.</source>
        <translation>Операции выполняются, но не учитываются, чтобы очереди и кэши успели установиться.</translation>
    </message>
    <message>
        <source>No value: see below.</source>
        <translation>Нет значений: см. ниже.</translation>
    </message>
    <message>
        <source>One step, %1 outstanding.</source>
        <translation>Один шаг, глубина очереди %1.</translation>
    </message>
    <message>
        <source>%1 steps: %2.</source>
        <translation>Шагов: %1: %2.</translation>
    </message>
    <message>
        <source>The sync engine keeps one I/O in flight whatever this says: every step then measures the same queue depth.</source>
        <translation>Движок sync держит в полёте одну операцию, что бы здесь ни стояло: каждый шаг тогда измеряет одну и ту же глубину очереди.</translation>
    </message>
    <message>
        <source>Outstanding I/Os: the last value (%1) is less than the first (%2).</source>
        <translation>Глубина очереди: последнее значение (%1) меньше первого (%2).</translation>
    </message>
    <message>
        <source>Outstanding I/Os: an exponential range multiplies by its step, which must be at least 2.</source>
        <translation>Глубина очереди: экспоненциальный диапазон умножается на шаг, который должен быть не меньше 2.</translation>
    </message>
    <message>
        <source>Check at least one request size, or untick the size sweep.</source>
        <translation>Отметьте хотя бы один размер запроса или снимите перебор размеров.</translation>
    </message>
    <message numerus="yes">
        <source>With %n request size, %1 steps in all.</source>
        <translation>
            <numerusform>С %n размером запроса — всего %1 шагов.</numerusform>
            <numerusform>С %n размерами запроса — всего %1 шагов.</numerusform>
            <numerusform>С %n размерами запроса — всего %1 шагов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %n request sizes, %1 steps in all.</source>
        <translation>
            <numerusform>С %n размером запроса — всего %1 шагов.</numerusform>
            <numerusform>С %n размерами запроса — всего %1 шагов.</numerusform>
            <numerusform>С %n размерами запроса — всего %1 шагов.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>iometry::gui::DiskIoWizard</name>
    <message>
        <source>random</source>
        <translation>случайный</translation>
    </message>
    <message>
        <source>sequential</source>
        <translation>последовательный</translation>
    </message>
    <message>
        <source>%1 % random</source>
        <translation>%1 % случайных</translation>
    </message>
    <message>
        <source>%1 read</source>
        <translation>%1 чтение</translation>
    </message>
    <message>
        <source>%1 write</source>
        <translation>%1 запись</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <source>%1 per I/O, %2 % reads, %3 % at random offsets</source>
        <translation>%1 на операцию, %2 % чтений, %3 % по случайным смещениям</translation>
    </message>
    <message>
        <source>Disk I/O</source>
        <translation>Дисковый ввод-вывод</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 по адресу %2</translation>
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
        <translation>блочном устройстве %1, содержимое которого перезаписывается (force)</translation>
    </message>
    <message>
        <source>the block device %1</source>
        <translation>блочном устройстве %1</translation>
    </message>
    <message>
        <source>a %1 test file %2, which the dynamo creates and fills on first use</source>
        <translation>тестовом файле %2 размером %1, который Dynamo создаёт и заполняет при первом использовании</translation>
    </message>
    <message>
        <source>engine %1</source>
        <translation>движок %1</translation>
    </message>
    <message>
        <source>O_DIRECT</source>
        <translation>O_DIRECT</translation>
    </message>
    <message>
        <source>through the page cache</source>
        <translation>через страничный кэш</translation>
    </message>
    <message>
        <source>every read verified</source>
        <translation>каждое чтение проверяется</translation>
    </message>
    <message>
        <source>%1 on %2 (%3), at %4 outstanding I/Os%5. summary.csv has IOPS, MB/s and latency percentiles beside the device&apos;s own counters (dev_* columns); bench.json says which engine ran.</source>
        <translation>%1 на %2 (%3), при глубине очереди %4%5. В summary.csv — IOPS, МБ/с и перцентили задержки рядом с собственными счётчиками устройства (столбцы dev_*); bench.json говорит, какой движок работал.</translation>
    </message>
    <message>
        <source>, each at request sizes %1</source>
        <translation>, каждая при размерах запроса %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Цель:</translation>
    </message>
    <message>
        <source>block device %1 (%2)</source>
        <translation>блочное устройство %1 (%2)</translation>
    </message>
    <message>
        <source>Force:</source>
        <translation>Принудительно:</translation>
    </message>
    <message>
        <source>yes: what %1 holds is overwritten</source>
        <translation>да: содержимое %1 перезаписывается</translation>
    </message>
    <message>
        <source>test file %1, %2, created and filled on first use</source>
        <translation>тестовый файл %1, %2, создаётся и заполняется при первом использовании</translation>
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
        <translation>страничный кэш</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>с проверкой</translation>
    </message>
    <message>
        <source>not verified</source>
        <translation>без проверки</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Движок:</translation>
    </message>
    <message>
        <source>Outstanding I/Os:</source>
        <translation>Глубина очереди:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Each step:</source>
        <translation>Каждый шаг:</translation>
    </message>
    <message>
        <source>%1 ramp + %2 measured</source>
        <translation>%1 прогрева + %2 измерения</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>Шаги:</translation>
    </message>
    <message>
        <source>Span:</source>
        <translation>Область:</translation>
    </message>
    <message>
        <source>the first %1</source>
        <translation>первые %1</translation>
    </message>
    <message>
        <source>all of it</source>
        <translation>всё устройство</translation>
    </message>
</context>
<context>
    <name>iometry::gui::DiskSpecPage</name>
    <message>
        <source>O_&amp;DIRECT: bypass the page cache</source>
        <translation>O_&amp;DIRECT: в обход страничного кэша</translation>
    </message>
    <message>
        <source>&amp;Verify the data read</source>
        <translation>&amp;Проверять прочитанные данные</translation>
    </message>
    <message>
        <source>Access pattern</source>
        <translation>Шаблон доступа</translation>
    </message>
    <message>
        <source>What each I/O is: its size, read or write, at a random or the next offset — and how the dynamo issues it.</source>
        <translation>Какой будет каждая операция: её размер, чтение или запись, по случайному или следующему смещению — и как Dynamo её выдаёт.</translation>
    </message>
    <message>
        <source>auto: io_uring, else libaio, else sync</source>
        <translation>auto: io_uring, иначе libaio, иначе sync</translation>
    </message>
    <message>
        <source>sync: pread/pwrite, one at a time</source>
        <translation>sync: pread/pwrite по одной</translation>
    </message>
    <message>
        <source>&amp;Access specification:</source>
        <translation>&amp;Спецификация доступа:</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Движок:</translation>
    </message>
    <message>
        <source>Requests go to the device, not the page cache, so the figures are the disk&apos;s. Sizes and offsets must then be multiples of the device&apos;s logical block (512 or 4096 bytes); the library&apos;s are.</source>
        <translation>Запросы идут на устройство, а не в страничный кэш, поэтому цифры относятся к диску. Размеры и смещения тогда должны быть кратны логическому блоку устройства (512 или 4096 байт); в библиотеке они такие.</translation>
    </message>
    <message>
        <source>(%1.)</source>
        <translation>(%1.)</translation>
    </message>
    <message>
        <source>Submission and completion rings, the buffers and the file registered: the least CPU per I/O. The dynamo refuses the plan where the kernel does not offer it.</source>
        <translation>Кольца отправки и завершения, буферы и файл зарегистрированы: меньше всего CPU на операцию. Dynamo отклоняет план, если ядро его не поддерживает.</translation>
    </message>
    <message>
        <source>Linux native asynchronous I/O, as fio&apos;s libaio engine; with O_DIRECT it keeps every I/O in flight.</source>
        <translation>Нативный асинхронный ввод-вывод Linux, как движок libaio в fio; с O_DIRECT держит в полёте все операции.</translation>
    </message>
    <message>
        <source>pread and pwrite one at a time, whatever the outstanding I/Os say: the baseline of a single thread.</source>
        <translation>pread и pwrite по одной, какой бы ни была глубина очереди: базовый уровень одного потока.</translation>
    </message>
    <message>
        <source>The best the dynamo&apos;s kernel offers; bench.json records which engine ran.</source>
        <translation>Лучшее, что предлагает ядро Dynamo; bench.json записывает, какой движок работал.</translation>
    </message>
    <message>
        <source>Every write stamps each 512-byte unit with its offset, the step and a CRC-32C, and every read checks them; a mismatch stops the run and names the offset. It costs CPU and needs a file Iometry filled.</source>
        <translation>Каждая запись помечает каждую 512-байтовую единицу её смещением, шагом и CRC-32C, а каждое чтение это проверяет; несовпадение останавливает прогон и называет смещение. Это стоит CPU и требует файла, заполненного Iometry.</translation>
    </message>
    <message>
        <source>The disk spec library could not be read: %1</source>
        <translation>Не удалось прочитать библиотеку дисковых спецификаций: %1</translation>
    </message>
    <message>
        <source>Every write stamps each 512-byte unit with its offset, the step and a CRC-32C, and every read checks them; a mismatch stops the run and names the offset. The dynamo first writes stamps over the whole device, unless an earlier verified run did: that takes as long as writing the device once.</source>
        <translation>Каждая запись помечает каждый 512-байтовый блок его смещением, шагом и CRC-32C, а каждое чтение их проверяет; несовпадение останавливает прогон и называет смещение. Сначала Dynamo записывает метки на всё устройство, если этого не сделал предыдущий прогон с проверкой: это занимает столько же, сколько однократная запись всего устройства.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::DiskTableModel</name>
    <message>
        <source>No block device was sampled for this row.</source>
        <translation>Для этой строки блочное устройство не опрашивалось.</translation>
    </message>
    <message>
        <source>I/Os the workers completed per second</source>
        <translation>Операций ввода-вывода, завершённых воркерами за секунду</translation>
    </message>
    <message>
        <source>Bytes moved per second, in decimal megabytes (10⁶ bytes/s)</source>
        <translation>Байт в секунду, в десятичных мегабайтах (10⁶ байт/с)</translation>
    </message>
    <message>
        <source>Bytes moved per second, in mebibytes (2²⁰ bytes/s)</source>
        <translation>Байт в секунду, в мебибайтах (2²⁰ байт/с)</translation>
    </message>
    <message>
        <source>From just before an I/O is queued to the engine to its completion</source>
        <translation>От момента перед постановкой операции в очередь движка до её завершения</translation>
    </message>
    <message>
        <source>Busy share of all CPUs of the host under test</source>
        <translation>Доля занятости всех ЦП тестируемого хоста</translation>
    </message>
    <message>
        <source>Reads and writes the block device completed per second, as the kernel counts them (everything that used the device meanwhile)</source>
        <translation>Чтения и записи, завершённые блочным устройством за секунду, по счёту ядра (всё, что в это время использовало устройство)</translation>
    </message>
    <message>
        <source>Sectors the block device read and wrote, in MB/s</source>
        <translation>Секторы, прочитанные и записанные блочным устройством, в МБ/с</translation>
    </message>
    <message>
        <source>Share of the time with at least one I/O in flight at the device (iostat&apos;s %util)</source>
        <translation>Доля времени, когда на устройстве была хотя бы одна операция в полёте (%util в iostat)</translation>
    </message>
    <message>
        <source>I/Os in flight at the device on average (iostat&apos;s aqu-sz)</source>
        <translation>Среднее число операций в полёте на устройстве (aqu-sz в iostat)</translation>
    </message>
    <message>
        <source>Request size</source>
        <translation>Размер запроса</translation>
    </message>
    <message>
        <source>Outstanding I/Os</source>
        <translation>Глубина очереди</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>Серия</translation>
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
        <translation>МиБ/с</translation>
    </message>
    <message>
        <source>Latency mean (µs)</source>
        <translation>Задержка ср., мкс</translation>
    </message>
    <message>
        <source>Latency p50 (µs)</source>
        <translation>Задержка p50, мкс</translation>
    </message>
    <message>
        <source>Latency p99 (µs)</source>
        <translation>Задержка p99, мкс</translation>
    </message>
    <message>
        <source>Latency max (µs)</source>
        <translation>Макс. задержка, мкс</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>ЦП %</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Ошибки</translation>
    </message>
    <message>
        <source>Device IOPS</source>
        <translation>IOPS устройства</translation>
    </message>
    <message>
        <source>Device MB/s</source>
        <translation>МБ/с устройства</translation>
    </message>
    <message>
        <source>Device util %</source>
        <translation>Загрузка устройства, %</translation>
    </message>
    <message>
        <source>Device queue</source>
        <translation>Очередь устройства</translation>
    </message>
    <message>
        <source>The reads alone, timed as every I/O is</source>
        <translation>Только операции чтения, измеренные так же, как каждая операция ввода-вывода</translation>
    </message>
    <message>
        <source>The writes alone, timed as every I/O is</source>
        <translation>Только операции записи, измеренные так же, как каждая операция ввода-вывода</translation>
    </message>
    <message>
        <source>Read latency mean (µs)</source>
        <translation>Задержка чтения ср., мкс</translation>
    </message>
    <message>
        <source>Read latency p99 (µs)</source>
        <translation>Задержка чтения p99, мкс</translation>
    </message>
    <message>
        <source>Write latency mean (µs)</source>
        <translation>Задержка записи ср., мкс</translation>
    </message>
    <message>
        <source>Write latency p99 (µs)</source>
        <translation>Задержка записи p99, мкс</translation>
    </message>
</context>
<context>
    <name>iometry::gui::DiskTargetPage</name>
    <message>
        <source>Test &amp;file</source>
        <translation>Тестовый &amp;файл</translation>
    </message>
    <message>
        <source>&amp;Block device</source>
        <translation>&amp;Блочное устройство</translation>
    </message>
    <message>
        <source>F&amp;orce: overwrite what the device holds</source>
        <translation>&amp;Принудительно: перезаписать содержимое устройства</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>What the worker reads and writes: a test file, which is safe anywhere, or a whole block device of this machine, whose contents the test destroys.</source>
        <translation>Что воркер читает и пишет: тестовый файл, безопасный где угодно, или целое блочное устройство этой машины, содержимое которого тест уничтожит.</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> МиБ</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Устройство</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
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
        <translation>Можно писать?</translation>
    </message>
    <message>
        <source>A file on one of this machine&apos;s file systems. Its file system&apos;s cache and layout are part of what is measured.</source>
        <translation>Файл в одной из файловых систем этой машины. Кэш и размещение файловой системы входят в то, что измеряется.</translation>
    </message>
    <message>
        <source>&amp;Path:</source>
        <translation>&amp;Путь:</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Размер:</translation>
    </message>
    <message>
        <source>The dynamo creates the file and fills it on first use, so reads hit written blocks, not holes; a file already this large is reused as it is, and stays after the run.</source>
        <translation>Dynamo создаёт файл и заполняет его при первом использовании, чтобы чтения попадали в записанные блоки, а не в дыры; файл, уже имеющий такой размер, используется как есть и остаётся после прогона.</translation>
    </message>
    <message>
        <source>A disk or partition as the local dynamo reports it, tested from its start. The dynamo refuses one that is in use, and one that holds data unless Force is ticked.</source>
        <translation>Диск или раздел, как их сообщает локальный Dynamo; тестируется с начала. Dynamo отказывается от используемого устройства, а от устройства с данными — если не отмечено «Принудительно».</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>The local dynamo reports no block device: only a test file can be chosen.</source>
        <translation>Локальный Dynamo не сообщает ни одного блочного устройства: можно выбрать только тестовый файл.</translation>
    </message>
    <message>
        <source>No dynamo has connected yet, so this machine&apos;s block devices are not known: only a test file can be chosen.</source>
        <translation>Ни один Dynamo ещё не подключился, поэтому блочные устройства этой машины неизвестны: можно выбрать только тестовый файл.</translation>
    </message>
    <message>
        <source>%1 is in use: %2. The dynamo refuses it, Force or not.</source>
        <translation>%1 используется: %2. Dynamo откажется от него, с «Принудительно» или без.</translation>
    </message>
    <message>
        <source>Everything on %1 (%2) will be overwritten: %3. Tick Force only if that data may be destroyed.</source>
        <translation>Всё содержимое %1 (%2) будет перезаписано: %3. Отмечайте «Принудительно», только если эти данные можно уничтожить.</translation>
    </message>
    <message>
        <source>Type the path of the test file.</source>
        <translation>Введите путь к тестовому файлу.</translation>
    </message>
    <message>
        <source>The test file&apos;s path must be absolute (the dynamo opens it on its own host): %1</source>
        <translation>Путь к тестовому файлу должен быть абсолютным (Dynamo открывает его на своём хосте): %1</translation>
    </message>
    <message>
        <source>%1 is under /dev: to test a block device, choose Block device.</source>
        <translation>%1 находится в /dev: чтобы тестировать блочное устройство, выберите «Блочное устройство».</translation>
    </message>
    <message>
        <source>%1 names a directory: add the test file&apos;s name.</source>
        <translation>%1 — это каталог: добавьте имя тестового файла.</translation>
    </message>
    <message>
        <source>Pick a block device from the list.</source>
        <translation>Выберите блочное устройство из списка.</translation>
    </message>
    <message>
        <source>%1 is in use (%2): the dynamo refuses it even with Force. Pick another device or a test file.</source>
        <translation>%1 используется (%2): Dynamo откажется от него даже с «Принудительно». Выберите другое устройство или тестовый файл.</translation>
    </message>
    <message>
        <source>%1 holds data (%2): tick Force to overwrite it, or pick another device.</source>
        <translation>%1 содержит данные (%2): отметьте «Принудительно», чтобы перезаписать их, или выберите другое устройство.</translation>
    </message>
    <message>
        <source>all of it</source>
        <translation>всё устройство</translation>
    </message>
    <message>
        <source>&amp;Tested span:</source>
        <translation>&amp;Проверяемая область:</translation>
    </message>
    <message>
        <source>From the device&apos;s start; nothing beyond it is read or written. Verify fills the span with stamps first, so a span keeps that short on a large device.</source>
        <translation>От начала устройства; за её пределами ничего не читается и не записывается. Проверка данных сначала заполняет область метками, поэтому на большом устройстве ограниченная область делает это быстрее.</translation>
    </message>
    <message>
        <source>The tested span (%1 MiB) is larger than %2 (%3).</source>
        <translation>Проверяемая область (%1 МиБ) больше, чем %2 (%3).</translation>
    </message>
</context>
<context>
    <name>iometry::gui::FineProtocolPage</name>
    <message>
        <source>&amp;TCP ping-pong</source>
        <translation>Пинг-понг &amp;TCP</translation>
    </message>
    <message>
        <source>One request in flight, answered with as many bytes as it carried: NetPIPE&apos;s ping-pong gives each size&apos;s throughput and round trip.</source>
        <translation>Один запрос за раз, ответ содержит столько же байт, сколько запрос: пинг-понг NetPIPE даёт пропускную способность и время кругового обхода для каждого размера.</translation>
    </message>
    <message>
        <source>Sizes %1 … %2. Drop-outs here are often the stack&apos;s buffer or segment boundaries.</source>
        <translation>Размеры %1 … %2. Провалы здесь часто приходятся на границы буферов или сегментов стека.</translation>
    </message>
    <message>
        <source>One datagram each way, %1 … %2 bytes: the path without TCP&apos;s acknowledgements and windows.</source>
        <translation>По одной датаграмме в каждую сторону, %1 … %2 байт: путь без подтверждений и окон TCP.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::FineSizesPage</name>
    <message>
        <source>Sizes</source>
        <translation>Размеры</translation>
    </message>
    <message>
        <source>Sizes double from the first to the last; each is one step, and its neighbours a few bytes either side are steps too.</source>
        <translation>Размеры удваиваются от первого до последнего; каждый размер — один шаг, и соседние размеры на несколько байт меньше и больше — тоже шаги.</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>О&amp;т:</translation>
    </message>
    <message>
        <source>T&amp;o:</source>
        <translation>Д&amp;о:</translation>
    </message>
    <message>
        <source>&amp;Points per doubling:</source>
        <translation>Точек на &amp;удвоение:</translation>
    </message>
    <message>
        <source>P&amp;erturbation:</source>
        <translation>С&amp;мещение:</translation>
    </message>
    <message>
        <source>&amp;Drop-out threshold:</source>
        <translation>&amp;Порог провала:</translation>
    </message>
    <message>
        <source>&amp;Run time per size:</source>
        <translation>&amp;Время на каждый размер:</translation>
    </message>
    <message>
        <source>Measured, after %1 of warm-up.</source>
        <translation>Измеряется после %1 прогрева.</translation>
    </message>
    <message>
        <source>The last size (%1 B) is below the first (%2 B).</source>
        <translation>Последний размер (%1 Б) меньше первого (%2 Б).</translation>
    </message>
    <message>
        <source>The others double from it.</source>
        <translation>Остальные получаются из него удвоением.</translation>
    </message>
    <message>
        <source>The report lists every drop-out.</source>
        <translation>Отчёт перечисляет каждый провал.</translation>
    </message>
    <message>
        <source>A UDP ping-pong takes %1 … %2 bytes per datagram.</source>
        <translation>UDP-пинг-понг принимает %1 … %2 байт на датаграмму.</translation>
    </message>
    <message>
        <source>A TCP ping-pong takes %1 … %2 per request.</source>
        <translation>TCP-пинг-понг принимает %1 … %2 на запрос.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::FineSweepWizard</name>
    <message>
        <source>Where the two ends of the ping-pong run. Host A asks, host B answers, over A&apos;s and B&apos;s addresses: these choose the adapters under test.</source>
        <translation>Где работают два конца пинг-понга. Хост A отправляет запросы, хост B отвечает, через адреса A и B: именно они определяют тестируемые адаптеры.</translation>
    </message>
    <message>
        <source>Measures the stack and the CPU of this machine, not an adapter: the baseline to compare adapters against.</source>
        <translation>Измеряет стек и ЦП этой машины, а не адаптер: это базовый уровень для сравнения адаптеров.</translation>
    </message>
    <message>
        <source>Measures the link between two machines, for example two adapters joined by a crossover cable.</source>
        <translation>Измеряет канал между двумя машинами, например двумя адаптерами, соединёнными кроссовым кабелем.</translation>
    </message>
    <message>
        <source>Fine size sweep (NetPIPE)</source>
        <translation>Детальный перебор размеров (NetPIPE)</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>Fine size sweep: %1 ping-pong %2, %3</source>
        <translation>Детальный перебор размеров: пинг-понг %1 %2, %3</translation>
    </message>
    <message>
        <source>NetPIPE-style: a %1 ping-pong (each request answered with as many bytes) at sizes %2, %3 per doubling and %4 bytes either side, %5 each. procedure.json lists each size&apos;s throughput and round trip, and the sizes whose throughput drops more than %6 % below both neighbours.</source>
        <translation>В стиле NetPIPE: пинг-понг %1 (ответ на каждый запрос — столько же байт) с размерами %2, %3 на удвоение и смещением на %4 байт в обе стороны, по %5 на каждый. procedure.json содержит пропускную способность и время кругового обхода для каждого размера, а также размеры, пропускная способность которых падает ниже, чем у обоих соседей, более чем на %6 %.</translation>
    </message>
    <message>
        <source>Ping-pong:</source>
        <translation>Пинг-понг:</translation>
    </message>
    <message>
        <source>UDP, one request in flight, each answered with as many bytes</source>
        <translation>UDP, один запрос за раз, ответ на каждый — столько же байт</translation>
    </message>
    <message>
        <source>TCP, one request in flight, each answered with as many bytes</source>
        <translation>TCP, один запрос за раз, ответ на каждый — столько же байт</translation>
    </message>
    <message>
        <source>Sizes:</source>
        <translation>Размеры:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>%1 B (1 size)</source>
        <translation>%1 Б (1 размер)</translation>
    </message>
    <message>
        <source>%1 B (%2 sizes)</source>
        <translation>%1 Б (размеров: %2)</translation>
    </message>
    <message>
        <source>Drop-outs:</source>
        <translation>Провалы:</translation>
    </message>
    <message>
        <source>sizes more than %1 % below both neighbours</source>
        <translation>размеры, у которых скорость ниже, чем у обоих соседей, более чем на %1 %</translation>
    </message>
    <message>
        <source>Each size:</source>
        <translation>Каждый размер:</translation>
    </message>
    <message>
        <source>%1 warm-up + %2 measured</source>
        <translation>%1 прогрева + %2 измерения</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>Шаги:</translation>
    </message>
</context>
<context>
    <name>iometry::gui::GuideViewer</name>
    <message>
        <source>User guide</source>
        <translation>Руководство пользователя</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LatencyProtocolPage</name>
    <message>
        <source>&amp;TCP request/response</source>
        <translation>Запрос/ответ &amp;TCP</translation>
    </message>
    <message>
        <source>Host A sends a request, host B answers with as many bytes; every round trip is timed, and each size&apos;s whole distribution is kept.</source>
        <translation>Хост A отправляет запрос, хост B отвечает столькими же байтами; каждый круговой обход измеряется, и для каждого размера сохраняется всё распределение.</translation>
    </message>
    <message>
        <source>&amp;Requests in flight:</source>
        <translation>&amp;Одновременных запросов:</translation>
    </message>
    <message>
        <source>A UDP ping-pong keeps one request in flight: the next leaves when the reply is in.</source>
        <translation>Пинг-понг UDP держит один запрос за раз: следующий уходит, когда пришёл ответ.</translation>
    </message>
    <message>
        <source>Over one TCP connection, as netperf TCP_RR: the round trip includes TCP&apos;s own work. Sizes %1 … %2.</source>
        <translation>По одному TCP-соединению, как netperf TCP_RR: круговой обход включает собственную работу TCP. Размеры %1 … %2.</translation>
    </message>
    <message>
        <source>One datagram each way, as sockperf ping-pong: %1 … %2 bytes, one request in flight.</source>
        <translation>По одной датаграмме в каждую сторону, как sockperf ping-pong: %1 … %2 байт, один запрос в пути.</translation>
    </message>
    <message>
        <source>With one, each round trip is timed alone; more keep several requests queued on the connection, and time them under load.</source>
        <translation>При одном каждый круговой обход измеряется отдельно; при нескольких в соединении стоят в очереди несколько запросов, и они измеряются под нагрузкой.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LatencySizesPage</name>
    <message>
        <source>Request sizes</source>
        <translation>Размеры запросов</translation>
    </message>
    <message>
        <source>Sizes and timing</source>
        <translation>Размеры и время</translation>
    </message>
    <message>
        <source>Each checked size is one step: requests of that size, each answered with as many bytes, for the time given.</source>
        <translation>Каждый отмеченный размер — один шаг: запросы этого размера, на каждый ответ столькими же байтами, в течение заданного времени.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>&amp;Interval:</source>
        <translation>&amp;Интервал:</translation>
    </message>
    <message>
        <source>&amp;Time per size:</source>
        <translation>&amp;Время на каждый размер:</translation>
    </message>
    <message>
        <source>Check at least one request size.</source>
        <translation>Отметьте хотя бы один размер запроса.</translation>
    </message>
    <message>
        <source>no count: by time</source>
        <translation>без счёта: по времени</translation>
    </message>
    <message>
        <source>&amp;Round trips per size:</source>
        <translation>&amp;Циклов на размер:</translation>
    </message>
    <message>
        <source>The most a size may take: it ends sooner when its round trips are made.</source>
        <translation>Наибольшее время на размер: он завершается раньше, когда все циклы сделаны.</translation>
    </message>
    <message>
        <source>Measured, after %1 of warm-up.</source>
        <translation>Измеряется после %1 прогрева.</translation>
    </message>
    <message>
        <source>None sends it at once.</source>
        <translation>«Нет» — следующий запрос уходит сразу.</translation>
    </message>
    <message>
        <source>A size ends when they are made, and none is a warm-up.</source>
        <translation>Размер завершается, когда они сделаны, и ни один не идёт на прогрев.</translation>
    </message>
    <message>
        <source>A UDP datagram carries %1 … %2 bytes: the smaller sizes are left out.</source>
        <translation>UDP-датаграмма несёт %1 … %2 байт: меньшие размеры пропускаются.</translation>
    </message>
    <message>
        <source>14 B is sockperf&apos;s default; 1472 B fills a 1500-byte frame.</source>
        <translation>14 Б — значение sockperf по умолчанию; 1472 Б заполняют кадр в 1500 байт.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LatencyUnderLoadDiskWizard</name>
    <message>
        <source>A load of the pattern below keeps the disk busy while a probe times single 4 KiB random reads of the same file beside it.</source>
        <translation>Нагрузка по образцу ниже держит диск занятым, а зонд рядом с ней измеряет одиночные случайные чтения по 4 КиБ из того же файла.</translation>
    </message>
    <message>
        <source>Reads a second, each issued at its time whatever the load does and timed from it, one at a time.</source>
        <translation>Чтений в секунду; каждое выдаётся в своё время, что бы ни делала нагрузка, и отсчитывается от него, по одному за раз.</translation>
    </message>
    <message>
        <source>Latency under load of a disk</source>
        <translation>Задержка диска под нагрузкой</translation>
    </message>
    <message>
        <source>A block device is claimed by one worker alone, and the load and the probe both open the target: choose a test file on the disk under test.</source>
        <translation>Блочное устройство занимает только один воркер, а цель открывают и нагрузка, и зонд: выберите тестовый файл на испытуемом диске.</translation>
    </message>
    <message>
        <source>The test file the load and the probe share: put it on the disk under test.</source>
        <translation>Тестовый файл, общий для нагрузки и зонда: разместите его на испытуемом диске.</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Request &amp;size:</source>
        <translation>&amp;Размер запроса:</translation>
    </message>
    <message>
        <source>Each I/O of the load: 128 KiB is a large write&apos;s.</source>
        <translation>Каждой операции нагрузки: 128 КиБ — как у большой записи.</translation>
    </message>
    <message>
        <source>&amp;Reads:</source>
        <translation>&amp;Чтение:</translation>
    </message>
    <message>
        <source>The share of the load&apos;s I/Os that read; the rest write.</source>
        <translation>Доля операций нагрузки, которые читают; остальные пишут.</translation>
    </message>
    <message>
        <source>Ra&amp;ndom:</source>
        <translation>С&amp;лучайно:</translation>
    </message>
    <message>
        <source>The share at random offsets; the rest follow one another (sequential).</source>
        <translation>Доля по случайным смещениям; остальные идут одна за другой (последовательно).</translation>
    </message>
    <message>
        <source>I/Os in &amp;flight:</source>
        <translation>Операций в &amp;пути:</translation>
    </message>
    <message>
        <source>The load&apos;s queue: the deeper, the longer a probe&apos;s read may wait behind it.</source>
        <translation>Очередь нагрузки: чем она глубже, тем дольше чтение зонда может ждать за ней.</translation>
    </message>
    <message>
        <source>%1 %2, %3 in flight</source>
        <translation>%1 %2, %3 в пути</translation>
    </message>
    <message>
        <source>Latency under load: %1 %2 QD %3, 4 KiB reads at %4 Hz, %5</source>
        <translation>Задержка под нагрузкой: %1 %2 QD %3, чтение 4 КиБ с частотой %4 Гц, %5</translation>
    </message>
    <message>
        <source>On %1, with O_DIRECT. The load: %2. Beside it a probe: 4 KiB random reads of the same file, %3, each timed from when it was due. %4</source>
        <translation>На %1, с O_DIRECT. Нагрузка: %2. Рядом с ней зонд: случайное чтение 4 КиБ из того же файла, %3, каждое отсчитывается от запланированного времени. %4</translation>
    </message>
    <message>
        <source>Load:</source>
        <translation>Нагрузка:</translation>
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
        <translation>случайное чтение 4 КиБ, %1, по одному за раз</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LatencyUnderLoadLinkWizard</name>
    <message>
        <source>Where the two ends of the load and of the probe run. The data path is exactly host A&apos;s address to host B&apos;s address, so these choose the adapter under test.</source>
        <translation>Где работают два конца нагрузки и зонда. Путь данных — ровно от адреса хоста A к адресу хоста B, поэтому они выбирают испытуемый адаптер.</translation>
    </message>
    <message>
        <source>A TCP stream loads the link while a UDP probe times round trips beside it, as Flent&apos;s RRUL does.</source>
        <translation>TCP-поток нагружает связь, а UDP-зонд рядом с ним измеряет круговые обходы, как RRUL во Flent.</translation>
    </message>
    <message>
        <source>Round trips a second, each sent at its time whatever the load does and timed from it, one at a time.</source>
        <translation>Круговых обходов в секунду; каждый отправляется в своё время, что бы ни делала нагрузка, и отсчитывается от него, по одному за раз.</translation>
    </message>
    <message>
        <source>Latency under load of a link</source>
        <translation>Задержка связи под нагрузкой</translation>
    </message>
    <message>
        <source>Request &amp;size:</source>
        <translation>&amp;Размер запроса:</translation>
    </message>
    <message>
        <source>Each request of the stream: 64 KiB keeps the link full.</source>
        <translation>Каждого запроса потока: 64 КиБ держат связь заполненной.</translation>
    </message>
    <message>
        <source>&amp;Connections:</source>
        <translation>&amp;Соединений:</translation>
    </message>
    <message>
        <source>Parallel TCP connections of the stream, each in the mode chosen.</source>
        <translation>Параллельные TCP-соединения потока, каждое в выбранном режиме.</translation>
    </message>
    <message>
        <source>Datagram si&amp;ze:</source>
        <translation>Ра&amp;змер датаграммы:</translation>
    </message>
    <message>
        <source>Each UDP request and its answer: 64 B is a small packet&apos;s round trip, as ping&apos;s.</source>
        <translation>Каждого UDP-запроса и ответа: 64 Б — круговой обход небольшого пакета, как у ping.</translation>
    </message>
    <message numerus="yes">
        <source>%n connection</source>
        <translation>
            <numerusform>%n соединение</numerusform>
            <numerusform>%n соединения</numerusform>
            <numerusform>%n соединений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n connections</source>
        <translation>
            <numerusform>%n соединение</numerusform>
            <numerusform>%n соединения</numerusform>
            <numerusform>%n соединений</numerusform>
        </translation>
    </message>
    <message>
        <source>TCP stream, %1, %2 requests, %3</source>
        <translation>TCP-поток, %1, запросы %2, %3</translation>
    </message>
    <message>
        <source>Latency under load: TCP %1 %2, UDP probe %3 at %4 Hz, %5</source>
        <translation>Задержка под нагрузкой: TCP %1 %2, UDP-зонд %3 с частотой %4 Гц, %5</translation>
    </message>
    <message>
        <source>The load: %1. Beside it a UDP probe: round trips of %2, %3, each timed from when it was due. %4</source>
        <translation>Нагрузка: %1. Рядом с ней UDP-зонд: круговые обходы по %2, %3, каждый отсчитывается от запланированного времени. %4</translation>
    </message>
    <message>
        <source>Load:</source>
        <translation>Нагрузка:</translation>
    </message>
    <message>
        <source>Probe:</source>
        <translation>Зонд:</translation>
    </message>
    <message>
        <source>UDP round trips of %1, %2, one at a time</source>
        <translation>круговые обходы UDP по %1, %2, по одному за раз</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LatencyWizard</name>
    <message>
        <source>Where the two ends of the round trips run. Host A asks, host B answers, over A&apos;s and B&apos;s addresses: these choose the adapters under test.</source>
        <translation>Где работают два конца круговых обходов. Хост A отправляет запросы, хост B отвечает, через адреса A и B: именно они определяют тестируемые адаптеры.</translation>
    </message>
    <message>
        <source>Times the stack and the CPU of this machine, not an adapter: the baseline to compare adapters against.</source>
        <translation>Измеряет время стека и ЦП этой машины, а не адаптера: это базовый уровень для сравнения адаптеров.</translation>
    </message>
    <message>
        <source>Times the link between two machines, for example two adapters joined by a crossover cable.</source>
        <translation>Измеряет время в канале между двумя машинами, например двумя адаптерами, соединёнными кроссовым кабелем.</translation>
    </message>
    <message>
        <source>Latency (round trips)</source>
        <translation>Задержка (круговые обходы)</translation>
    </message>
    <message>
        <source>UDP ping-pong</source>
        <translation>пинг-понг UDP</translation>
    </message>
    <message>
        <source>TCP request/response</source>
        <translation>запрос/ответ TCP</translation>
    </message>
    <message>
        <source>no size</source>
        <translation>нет размеров</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>Latency: %1 %2, %3</source>
        <translation>Задержка: %1 %2, %3</translation>
    </message>
    <message>
        <source>a pause of %1 ms after each reply</source>
        <translation>пауза %1 мс после каждого ответа</translation>
    </message>
    <message>
        <source>no pause between requests</source>
        <translation>без пауз между запросами</translation>
    </message>
    <message>
        <source>Round trips of a %1 (each request answered with as many bytes) at sizes %2, requests in flight: %3, %4, %5 each. procedure.json gives per size the round trips, min, mean, standard deviation, p50 … p99.99 and max, and the share of round trips at least as long as x.</source>
        <translation>Круговые обходы: %1 (ответ на каждый запрос — столько же байт) с размерами %2, одновременных запросов: %3, %4, по %5 на каждый размер. procedure.json содержит для каждого размера число круговых обходов, минимум, среднее, стандартное отклонение, p50 … p99.99 и максимум, а также долю круговых обходов не короче x.</translation>
    </message>
    <message>
        <source>Round trips:</source>
        <translation>Круговые обходы:</translation>
    </message>
    <message>
        <source>UDP ping-pong, each request answered with as many bytes</source>
        <translation>пинг-понг UDP, ответ на каждый запрос — столько же байт</translation>
    </message>
    <message>
        <source>TCP request/response, each request answered with as many bytes</source>
        <translation>запрос/ответ TCP, ответ на каждый запрос — столько же байт</translation>
    </message>
    <message>
        <source>Requests in flight:</source>
        <translation>Одновременных запросов:</translation>
    </message>
    <message>
        <source>1 (a UDP ping-pong keeps one)</source>
        <translation>1 (пинг-понг UDP держит один)</translation>
    </message>
    <message>
        <source>Sizes:</source>
        <translation>Размеры:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>%1 B (1 size)</source>
        <translation>%1 Б (1 размер)</translation>
    </message>
    <message>
        <source>%1 B (%2 sizes)</source>
        <translation>%1 Б (размеров: %2)</translation>
    </message>
    <message>
        <source>Interval:</source>
        <translation>Интервал:</translation>
    </message>
    <message>
        <source>%1 ms after each reply</source>
        <translation>%1 мс после каждого ответа</translation>
    </message>
    <message>
        <source>none: the next request leaves at once</source>
        <translation>нет: следующий запрос уходит сразу</translation>
    </message>
    <message>
        <source>Each size:</source>
        <translation>Каждый размер:</translation>
    </message>
    <message>
        <source>%1 warm-up + %2 measured</source>
        <translation>%1 прогрева + %2 измерения</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>Шаги:</translation>
    </message>
    <message>
        <source>%1 round trips (at most %2)</source>
        <translation>%1 циклов запрос–ответ (не более %2)</translation>
    </message>
    <message>
        <source>%1 round trips, all measured, in at most %2</source>
        <translation>%1 циклов запрос–ответ, все измеряются, не более чем за %2</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LinkSpeedField</name>
    <message>
        <source>Loopback has no line rate: the value is only the reference the results are given against.</source>
        <translation>У loopback нет скорости линии: это значение — лишь точка отсчёта для результатов.</translation>
    </message>
    <message>
        <source>%1 reports %2 Mbit/s; set less if the link runs slower.</source>
        <translation>%1 сообщает %2 Мбит/с; укажите меньше, если канал работает медленнее.</translation>
    </message>
    <message>
        <source>%1 reports %2 Mbit/s.</source>
        <translation>%1 сообщает %2 Мбит/с.</translation>
    </message>
    <message>
        <source>Host A&apos;s interface reports no speed: set the link&apos;s.</source>
        <translation>Интерфейс хоста A не сообщает скорость: укажите скорость канала.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LiveRowsModel</name>
    <message>
        <source>Scope</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Mbit/s</source>
        <translation>Мбит/с</translation>
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
        <translation>Ошибки</translation>
    </message>
    <message>
        <source>The block device&apos;s own counters (/proc/diskstats) over the interval: everything that used the device, not only this test</source>
        <translation>Собственные счётчики блочного устройства (/proc/diskstats) за интервал: всё, что использовало устройство, а не только этот тест</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>МБ/с</translation>
    </message>
    <message>
        <source>TCP segments retransmitted in the interval, all connections of the row, as the kernel counts them (TCP_INFO)</source>
        <translation>Сегменты TCP, переданные повторно за интервал, по всем соединениям строки, как их считает ядро (TCP_INFO)</translation>
    </message>
    <message>
        <source>Retr</source>
        <extracomment>iperf3&apos;s column title for retransmitted TCP segments; keep it short</extracomment>
        <translation>Повт.</translation>
    </message>
    <message>
        <source>all</source>
        <translation>все</translation>
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
        <translation>все: каждая пара учтена один раз (сумма строк воркеров); Dynamo: концы воркеров на этом Dynamo; воркер: пара с точки зрения её владельца</translation>
    </message>
    <message>
        <source>Bytes read and written ÷ 10⁶ ÷ s</source>
        <translation>Прочитанные и записанные байты ÷ 10⁶ ÷ с</translation>
    </message>
    <message>
        <source>Bytes received + bytes sent, × 8 ÷ 10⁶ ÷ s, counted where the bytes arrived. A dynamo row adds up its ends: holding both ends of a pair, it counts the pair twice (sent + received)</source>
        <translation>Принятые + отправленные байты × 8 ÷ 10⁶ ÷ с, учтённые там, куда байты пришли. Строка Dynamo складывает свои концы: если на нём оба конца пары, пара учитывается дважды (отправлено + принято)</translation>
    </message>
    <message>
        <source>Of the throughput, the bytes written ÷ 10⁶ ÷ s</source>
        <translation>Из пропускной способности — записанные байты ÷ 10⁶ ÷ с</translation>
    </message>
    <message>
        <source>Of the throughput, what the row&apos;s ends sent (as it arrived at the other end). A worker or the all row: from the holder&apos;s point of view</source>
        <translation>Из пропускной способности — то, что отправили концы строки (как оно пришло на другой конец). Воркер или строка «все»: с точки зрения владельца</translation>
    </message>
    <message>
        <source>Of the throughput, the bytes read ÷ 10⁶ ÷ s</source>
        <translation>Из пропускной способности — прочитанные байты ÷ 10⁶ ÷ с</translation>
    </message>
    <message>
        <source>Of the throughput, what arrived at the row&apos;s ends. A worker or the all row: from the holder&apos;s point of view. Empty where the spec sends nothing towards them</source>
        <translation>Из пропускной способности — то, что пришло на концы строки. Воркер или строка «все»: с точки зрения владельца. Пусто, если спецификация ничего к ним не отправляет</translation>
    </message>
    <message>
        <source>Completed requests (reads + writes) ÷ s</source>
        <translation>Завершённые запросы (чтения + записи) ÷ с</translation>
    </message>
    <message>
        <source>Busy share of all CPUs of the row&apos;s host (100 − idle − iowait); for all, the mean over the hosts that carry the traffic</source>
        <translation>Занятая доля всех CPU хоста строки (100 − idle − iowait); для «все» — среднее по хостам, через которые идёт трафик</translation>
    </message>
    <message>
        <source>A transaction&apos;s round trip (a disk&apos;s I/O): mean and 99th percentile. Empty for streams, which have no round trip</source>
        <translation>Круговой обход транзакции (для диска — операция ввода-вывода): среднее и 99-й процентиль. Пусто для потоков: у них нет кругового обхода</translation>
    </message>
    <message>
        <source>Failed requests in the interval</source>
        <translation>Неудачные запросы за интервал</translation>
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
        <translation>Отправлено,
Мбит/с</translation>
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
        <translation>Принято,
Мбит/с</translation>
    </message>
    <message>
        <source>Latency
mean, µs</source>
        <translation>Задержка
ср., мкс</translation>
    </message>
    <message>
        <source>Latency
p99, µs</source>
        <translation>Задержка
p99, мкс</translation>
    </message>
    <message>
        <source>Device
IOPS</source>
        <translation>IOPS
устройства</translation>
    </message>
    <message>
        <source>Device
MB/s</source>
        <translation>МБ/с
устройства</translation>
    </message>
    <message>
        <source>Device
util %</source>
        <translation>Загрузка
устройства, %</translation>
    </message>
    <message>
        <source>Device
queue</source>
        <translation>Очередь
устройства</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LoadLatencyDiskWizard</name>
    <message>
        <source>Random reads of 4 KiB, with O_DIRECT: how the latency of an I/O grows as the I/Os come faster.</source>
        <translation>Случайное чтение блоками по 4 КиБ с O_DIRECT: как растёт задержка операции, когда операции идут чаще.</translation>
    </message>
    <message>
        <source>&amp;I/Os in flight:</source>
        <translation>&amp;Операций в пути:</translation>
    </message>
    <message>
        <source>At most this many queued at once. The highest rate is found at this depth; a level the disk cannot keep up with fills them, and its latency grows with the queue.</source>
        <translation>Не больше стольких в очереди одновременно. Наибольшая скорость ищется на этой глубине; уровень, за которым диск не успевает, заполняет их, и его задержка растёт вместе с очередью.</translation>
    </message>
    <message>
        <source>Load–latency curve of a disk</source>
        <translation>Кривая «нагрузка — задержка» диска</translation>
    </message>
    <message>
        <source>Load–latency: 4 KiB random read, %1 in flight, %2</source>
        <translation>Нагрузка — задержка: случайное чтение 4 КиБ, %1 в пути, %2</translation>
    </message>
    <message>
        <source>Random reads of 4 KiB with O_DIRECT on %1, %2 in flight. %3</source>
        <translation>Случайное чтение по 4 КиБ с O_DIRECT на %1, %2 в пути. %3</translation>
    </message>
    <message>
        <source>Load:</source>
        <translation>Нагрузка:</translation>
    </message>
    <message>
        <source>4 KiB random reads, O_DIRECT, %1 in flight</source>
        <translation>случайное чтение 4 КиБ, O_DIRECT, %1 в пути</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LoadLatencyLinkWizard</name>
    <message>
        <source>Where the two ends run. Host A sends the requests, host B answers each with as many bytes, over A&apos;s and B&apos;s addresses: these choose the adapters under test.</source>
        <translation>Где работают два конца. Хост A отправляет запросы, хост B отвечает на каждый таким же числом байт, по адресам A и B: они выбирают испытуемые адаптеры.</translation>
    </message>
    <message>
        <source>Measures the stack and the CPU of this machine, not an adapter: the baseline to compare adapters against.</source>
        <translation>Измеряет сетевой стек и процессор этой машины, а не адаптер: базовый уровень для сравнения адаптеров.</translation>
    </message>
    <message>
        <source>Measures the link between two machines and the hosts that answer on it.</source>
        <translation>Измеряет связь между двумя машинами и хосты, которые на ней отвечают.</translation>
    </message>
    <message>
        <source>One TCP connection of requests, each answered with as many bytes: how its latency grows as the requests come faster.</source>
        <translation>Одно TCP-соединение с запросами, на каждый отвечают таким же числом байт: как растёт его задержка, когда запросы идут чаще.</translation>
    </message>
    <message>
        <source>&amp;Requests in flight:</source>
        <translation>&amp;Запросов в пути:</translation>
    </message>
    <message>
        <source>At most this many awaiting their reply. The highest rate is found at this depth; a level the link cannot keep up with fills them, and its latency grows with the queue.</source>
        <translation>Не больше стольких ждут ответа одновременно. Наибольшая скорость ищется на этой глубине; уровень, за которым связь не успевает, заполняет их, и его задержка растёт вместе с очередью.</translation>
    </message>
    <message>
        <source>Load–latency curve of a link</source>
        <translation>Кривая «нагрузка — задержка» связи</translation>
    </message>
    <message>
        <source>Request &amp;size:</source>
        <translation>&amp;Размер запроса:</translation>
    </message>
    <message>
        <source>Each request and its reply: 64 B is a small RPC&apos;s.</source>
        <translation>Каждого запроса и его ответа: 64 Б — как у небольшого RPC.</translation>
    </message>
    <message>
        <source>Load–latency: TCP %1, %2 in flight, %3</source>
        <translation>Нагрузка — задержка: TCP %1, %2 в пути, %3</translation>
    </message>
    <message>
        <source>TCP requests of %1, each answered with as many bytes, %2 in flight. %3</source>
        <translation>TCP-запросы по %1, на каждый отвечают таким же числом байт, %2 в пути. %3</translation>
    </message>
    <message>
        <source>Load:</source>
        <translation>Нагрузка:</translation>
    </message>
    <message>
        <source>TCP request/response, %1 each way, %2 in flight</source>
        <translation>TCP запрос/ответ, %1 в каждую сторону, %2 в пути</translation>
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
        <translation>Уровни, % от наибольшей скорости</translation>
    </message>
    <message>
        <source>Load and levels</source>
        <translation>Нагрузка и уровни</translation>
    </message>
    <message>
        <source>First one step in a closed loop finds the highest rate; then each checked level offers that share of it on a schedule, one step each, lightest first.</source>
        <translation>Сначала один шаг в замкнутом цикле находит наибольшую скорость; затем каждый отмеченный уровень подаёт свою долю от неё по расписанию, по шагу на уровень, начиная с самого лёгкого.</translation>
    </message>
    <message>
        <source>&amp;Arrivals:</source>
        <translation>&amp;Поступление:</translation>
    </message>
    <message>
        <source>Constant is the steadiest load; poisson is many independent clients.</source>
        <translation>Равномерное — самая ровная нагрузка; пуассоновское — много независимых клиентов.</translation>
    </message>
    <message>
        <source>&amp;Time per step:</source>
        <translation>&amp;Время на шаг:</translation>
    </message>
    <message>
        <source>Each step warms up for %1 first, not measured.</source>
        <translation>Каждый шаг сначала прогревается %1, без измерения.</translation>
    </message>
    <message>
        <source>Check at least one level.</source>
        <translation>Отметьте хотя бы один уровень.</translation>
    </message>
    <message>
        <source>First the highest rate in a closed loop, then %1 of it offered open loop (%2 arrivals), %3 each; every latency timed from its request&apos;s scheduled time. procedure.json gives each level&apos;s offered and achieved rate, its latency percentiles and the knee.</source>
        <translation>Сначала наибольшая скорость в замкнутом цикле, затем %1 от неё в открытом цикле (поступление: %2), по %3; каждая задержка отсчитывается от запланированного времени запроса. procedure.json даёт для каждого уровня предложенную и достигнутую скорость, процентили задержки и излом.</translation>
    </message>
    <message>
        <source>Levels:</source>
        <translation>Уровни:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>the highest rate closed loop, then %1 of it open loop</source>
        <translation>наибольшая скорость в замкнутом цикле, затем %1 от неё в открытом</translation>
    </message>
    <message>
        <source>Arrivals:</source>
        <translation>Поступление:</translation>
    </message>
    <message>
        <source>poisson: exponential gaps of the same mean</source>
        <translation>пуассоновское: экспоненциальные промежутки с тем же средним</translation>
    </message>
    <message>
        <source>constant: even gaps</source>
        <translation>равномерное: равные промежутки</translation>
    </message>
    <message>
        <source>Each step:</source>
        <translation>Каждый шаг:</translation>
    </message>
    <message>
        <source>%1 warm-up + %2 measured</source>
        <translation>%1 прогрев + %2 измерение</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>Шаги:</translation>
    </message>
</context>
<context>
    <name>iometry::gui::MainWindow</name>
    <message>
        <source>Targets</source>
        <translation>Цели</translation>
    </message>
    <message>
        <source>Access Specifications</source>
        <translation>Спецификации доступа</translation>
    </message>
    <message>
        <source>Test Setup</source>
        <translation>Настройка теста</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Отчёт</translation>
    </message>
    <message>
        <source>%p %</source>
        <translation>%p %</translation>
    </message>
    <message>
        <source>Dynamo %1 disconnected: %2</source>
        <translation>Dynamo %1 отключился: %2</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Основная</translation>
    </message>
    <message>
        <source>Open test plan</source>
        <translation>Открыть план теста</translation>
    </message>
    <message>
        <source>Iometry plans (*.json)</source>
        <translation>Планы Iometry (*.json)</translation>
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
        <translation>&amp;Новый план</translation>
    </message>
    <message>
        <source>&amp;Open plan…</source>
        <translation>&amp;Открыть план…</translation>
    </message>
    <message>
        <source>&amp;Save plan</source>
        <translation>&amp;Сохранить план</translation>
    </message>
    <message>
        <source>Save plan &amp;as…</source>
        <translation>Сохранить план &amp;как…</translation>
    </message>
    <message>
        <source>Open results folder</source>
        <translation>Открыть папку результатов</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
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
        <translation>Добавить удалённый Dynamo…</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;About Iometry</source>
        <translation>&amp;О программе Iometry</translation>
    </message>
    <message>
        <source>About Iometry</source>
        <translation>О программе Iometry</translation>
    </message>
    <message>
        <source>&lt;b&gt;Iometry %1&lt;/b&gt;&lt;br&gt;A test workbench for network adapters and storage: throughput, CPU load, latency, per request size.</source>
        <translation>&lt;b&gt;Iometry %1&lt;/b&gt;&lt;br&gt;Испытательный стенд для сетевых адаптеров и накопителей: пропускная способность, загрузка ЦП и задержка в зависимости от размера запроса.</translation>
    </message>
    <message>
        <source>Dynamos connected: %1</source>
        <translation>Подключено Dynamo: %1</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>без имени</translation>
    </message>
    <message>
        <source>%1%2 — Iometry</source>
        <translation>%1%2 — Iometry</translation>
    </message>
    <message>
        <source>The plan is not valid</source>
        <translation>План содержит ошибки</translation>
    </message>
    <message>
        <source>Fix these problems first; no traffic was started:

%1</source>
        <translation>Сначала исправьте эти ошибки; трафик не запускался:

%1</translation>
    </message>
    <message>
        <source>Running; results go to %1</source>
        <translation>Выполняется; результаты записываются в %1</translation>
    </message>
    <message>
        <source>Stopping; everything measured so far is kept…</source>
        <translation>Остановка; всё, что уже измерено, сохраняется…</translation>
    </message>
    <message>
        <source>Step %1/%2, ETA %3</source>
        <translation>Шаг %1/%2, осталось %3</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Test finished; results in %1</source>
        <translation>Тест завершён; результаты в %1</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Остановлено</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Сбой</translation>
    </message>
    <message>
        <source>Stopped: %1; results so far in %2</source>
        <translation>Остановлено: %1; полученные результаты в %2</translation>
    </message>
    <message>
        <source>Failed: %1; results so far in %2</source>
        <translation>Сбой: %1; полученные результаты в %2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Открыто: %1</translation>
    </message>
    <message>
        <source>Cannot open the plan</source>
        <translation>Не удалось открыть план</translation>
    </message>
    <message>
        <source>%1 is not a valid plan:

%2</source>
        <translation>%1 — некорректный план:

%2</translation>
    </message>
    <message>
        <source>Cannot open the results</source>
        <translation>Не удалось открыть результаты</translation>
    </message>
    <message>
        <source>Cannot save the plan</source>
        <translation>Не удалось сохранить план</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>Save test plan</source>
        <translation>Сохранить план теста</translation>
    </message>
    <message>
        <source>Unsaved plan</source>
        <translation>Несохранённый план</translation>
    </message>
    <message>
        <source>The plan has changes that are not saved. Save them?</source>
        <translation>В плане есть несохранённые изменения. Сохранить их?</translation>
    </message>
    <message>
        <source>Export table</source>
        <translation>Экспорт таблицы</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export the table</source>
        <translation>Не удалось экспортировать таблицу</translation>
    </message>
    <message>
        <source>Open results &amp;folder…</source>
        <translation>Открыть папку &amp;результатов…</translation>
    </message>
    <message>
        <source>&amp;Import IOmeter configuration…</source>
        <translation>&amp;Импорт конфигурации IOmeter…</translation>
    </message>
    <message>
        <source>Import IOmeter configuration</source>
        <translation>Импорт конфигурации IOmeter</translation>
    </message>
    <message>
        <source>IOmeter configurations (*.icf)</source>
        <translation>Конфигурации IOmeter (*.icf)</translation>
    </message>
    <message>
        <source>Cannot import the IOmeter configuration</source>
        <translation>Не удаётся импортировать конфигурацию IOmeter</translation>
    </message>
    <message>
        <source>%1 was not imported:

%2</source>
        <translation>%1 не импортирован:

%2</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>Импортирован %1</translation>
    </message>
    <message>
        <source>Not carried over from IOmeter</source>
        <translation>Не перенесено из IOmeter</translation>
    </message>
    <message>
        <source>%1 was imported. These settings have no equivalent in Iometry and were not carried over:

%2</source>
        <translation>%1 импортирован. У этих настроек нет аналога в Iometry, они не перенесены:

%2</translation>
    </message>
    <message>
        <source>Add results to the &amp;comparison…</source>
        <translation>Добавить результаты в &amp;сравнение…</translation>
    </message>
    <message>
        <source>Open co&amp;mparison…</source>
        <translation>Открыть сра&amp;внение…</translation>
    </message>
    <message>
        <source>Closing the session…</source>
        <translation>Закрытие сеанса…</translation>
    </message>
    <message>
        <source>Listening for dynamos on %1</source>
        <translation>Ожидание Dynamo на %1</translation>
    </message>
    <message>
        <source>Cannot listen there: %1; listening on %2 as before</source>
        <translation>Не удаётся слушать там: %1; прослушивание на %2, как прежде</translation>
    </message>
    <message>
        <source>Not listening for dynamos: %1</source>
        <translation>Dynamo не ожидаются: %1</translation>
    </message>
    <message>
        <source>Open &amp;example…</source>
        <translation>Открыть &amp;пример…</translation>
    </message>
    <message>
        <source>The session is closing: start again once it listens</source>
        <translation>Сеанс закрывается: запустите снова, когда он начнёт слушать</translation>
    </message>
    <message>
        <source>The session is not open: no dynamo can run the plan</source>
        <translation>Сеанс не открыт: ни один Dynamo не может выполнить план</translation>
    </message>
    <message>
        <source>Cannot open the example</source>
        <translation>Не удаётся открыть пример</translation>
    </message>
    <message>
        <source>Opened the example %1 as a new plan</source>
        <translation>Пример %1 открыт как новый план</translation>
    </message>
    <message>
        <source>No example plans</source>
        <translation>Нет примеров планов</translation>
    </message>
    <message>
        <source>The examples folder was not found beside Iometry (share/iometry/examples).</source>
        <translation>Папка примеров рядом с Iometry не найдена (share/iometry/examples).</translation>
    </message>
    <message>
        <source>%1 holds no example plan.</source>
        <translation>В %1 нет примеров планов.</translation>
    </message>
    <message>
        <source>Open example</source>
        <translation>Открыть пример</translation>
    </message>
    <message>
        <source>Opens as a new plan; saving asks for a file name, so the example stays as it is.</source>
        <translation>Открывается как новый план; при сохранении спрашивается имя файла, так что пример остаётся неизменным.</translation>
    </message>
    <message>
        <source>A test is running</source>
        <translation>Идёт тест</translation>
    </message>
    <message>
        <source>A test is running. Stop it and quit? Everything measured so far is kept in %1.</source>
        <translation>Идёт тест. Остановить его и выйти? Всё, что уже измерено, сохранено в %1.</translation>
    </message>
    <message>
        <source>Stop the run and quit</source>
        <translation>Остановить прогон и выйти</translation>
    </message>
    <message>
        <source>Stopping the run; Iometry quits when it is over…</source>
        <translation>Прогон останавливается; Iometry завершится, когда он закончится…</translation>
    </message>
    <message>
        <source>Re&amp;port</source>
        <translation>&amp;Отчёт</translation>
    </message>
    <message>
        <source>&amp;Article…</source>
        <translation>&amp;Статья…</translation>
    </message>
    <message>
        <source>Resume suite: its results folder</source>
        <translation>Продолжить набор: его папка результатов</translation>
    </message>
    <message>
        <source>Res&amp;ume suite…</source>
        <translation>Продол&amp;жить набор тестов…</translation>
    </message>
    <message>
        <source>Runs the members of a suite that did not complete, into its results folder</source>
        <translation>Выполняет элементы набора, которые не завершились, в его папку результатов</translation>
    </message>
    <message>
        <source>Review &amp;suite…</source>
        <translation>&amp;Набор тестов для обзора…</translation>
    </message>
    <message>
        <source>Several methods on one device in one go, from a template of the standard reviews: every member into one results folder</source>
        <translation>Несколько методов на одном устройстве за один раз, по шаблону стандартных обзоров: все элементы в одну папку результатов</translation>
    </message>
    <message>
        <source>Cannot start the suite</source>
        <translation>Не удаётся запустить набор</translation>
    </message>
    <message>
        <source>A test is running: start the suite once it is over.</source>
        <translation>Идёт тест: запустите набор, когда он закончится.</translation>
    </message>
    <message>
        <source>Cannot resume the suite</source>
        <translation>Не удаётся продолжить набор</translation>
    </message>
    <message>
        <source>A test is running: resume the suite once it is over.</source>
        <translation>Идёт тест: продолжите набор, когда он закончится.</translation>
    </message>
    <message>
        <source>Suite “%1”, member %2 of %3: results go to %4</source>
        <translation>Набор «%1», элемент %2 из %3: результаты записываются в %4</translation>
    </message>
    <message>
        <source>Member “%1” failed: %2; the suite goes on</source>
        <translation>Сбой элемента «%1»: %2; набор продолжается</translation>
    </message>
    <message>
        <source>member “%1”: %2</source>
        <translation>элемент «%1»: %2</translation>
    </message>
    <message>
        <source>Suite finished; its results are in %1</source>
        <translation>Набор завершён; его результаты в %1</translation>
    </message>
    <message>
        <source>Suite finished with members failed; its results are in %1 (File → Resume suite… runs them again)</source>
        <translation>Набор завершён, но в нём были сбои элементов; его результаты в %1 (Файл → Продолжить набор тестов… выполнит их снова)</translation>
    </message>
    <message>
        <source>Suite stopped; its results are in %1 (File → Resume suite… runs the rest)</source>
        <translation>Набор остановлен; его результаты в %1 (Файл → Продолжить набор тестов… выполнит остальное)</translation>
    </message>
    <message>
        <source>Member %1/%2, step %3/%4, suite ETA %5</source>
        <translation>Элемент %1/%2, шаг %3/%4, до конца набора %5</translation>
    </message>
    <message>
        <source>Import fio job file</source>
        <translation>Импорт файла заданий fio</translation>
    </message>
    <message>
        <source>fio job files (*.fio *.ini *.job);;All files (*)</source>
        <translation>Файлы заданий fio (*.fio *.ini *.job);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Cannot import the fio job file</source>
        <translation>Не удаётся импортировать файл заданий fio</translation>
    </message>
    <message>
        <source>Not carried over from fio</source>
        <translation>Не перенесено из fio</translation>
    </message>
    <message>
        <source>Import &amp;fio job file…</source>
        <translation>Импорт файла заданий &amp;fio…</translation>
    </message>
    <message>
        <source>Export as fio job file</source>
        <translation>Экспорт в файл задания fio</translation>
    </message>
    <message>
        <source>fio job files (*.fio)</source>
        <translation>Файлы заданий fio (*.fio)</translation>
    </message>
    <message>
        <source>Cannot export a fio job file</source>
        <translation>Не удалось экспортировать файл задания fio</translation>
    </message>
    <message>
        <source>%1 was not written:

%2</source>
        <translation>%1 не записан:

%2</translation>
    </message>
    <message>
        <source>Not expressed in fio</source>
        <translation>Не выражено в fio</translation>
    </message>
    <message>
        <source>%1 was written. fio cannot express these, which the file also lists at its top:

%2</source>
        <translation>%1 записан. Этого fio выразить не может; то же перечислено в начале файла:

%2</translation>
    </message>
    <message>
        <source>Export as fio &amp;job file…</source>
        <translation>Экспорт в файл &amp;задания fio…</translation>
    </message>
    <message>
        <source>The plan is not valid:</source>
        <translation>План недействителен:</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Экспортирован %1</translation>
    </message>
    <message numerus="yes">
        <source>Added %n access specification(s) from %1</source>
        <translation>
            <numerusform>Добавлена %n спецификация доступа из %1</numerusform>
            <numerusform>Добавлены %n спецификации доступа из %1</numerusform>
            <numerusform>Добавлено %n спецификаций доступа из %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n replaced</source>
        <translation>
            <numerusform>, %n заменена</numerusform>
            <numerusform>, %n заменены</numerusform>
            <numerusform>, %n заменено</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Redo: access specifications</source>
        <translation>&amp;Повторить: спецификации доступа</translation>
    </message>
    <message>
        <source>&amp;Undo: access specifications</source>
        <translation>&amp;Отменить: спецификации доступа</translation>
    </message>
    <message>
        <source>&amp;Redo: targets</source>
        <translation>&amp;Повторить: цели</translation>
    </message>
    <message>
        <source>&amp;Undo: targets</source>
        <translation>&amp;Отменить: цели</translation>
    </message>
    <message>
        <source>&amp;Redo: test setup</source>
        <translation>&amp;Повторить: настройка теста</translation>
    </message>
    <message>
        <source>&amp;Undo: test setup</source>
        <translation>&amp;Отменить: настройка теста</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>Recent &amp;plans</source>
        <translation>Недавние &amp;планы</translation>
    </message>
    <message>
        <source>Recent res&amp;ults</source>
        <translation>Недавние &amp;результаты</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>Exports the table of the Results page, or the figure of the Report page</source>
        <translation>Экспортирует таблицу страницы «Результаты» или рисунок страницы «Отчёт»</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Next page</source>
        <translation>&amp;Следующая страница</translation>
    </message>
    <message>
        <source>&amp;Previous page</source>
        <translation>&amp;Предыдущая страница</translation>
    </message>
    <message>
        <source>User &amp;guide</source>
        <translation>&amp;Руководство пользователя</translation>
    </message>
    <message>
        <source>Opens the user guide at the section of the page in view</source>
        <translation>Открывает руководство пользователя на разделе открытой страницы</translation>
    </message>
    <message>
        <source>Where should results go?</source>
        <translation>Куда сохранять результаты?</translation>
    </message>
    <message>
        <source>Each run writes a folder of its own, named after the plan and the time, in one results folder:

%1

Keep it, or choose another? Edit → Preferences… changes it later.</source>
        <translation>Каждый прогон записывает собственную папку, названную по плану и времени, в одну папку результатов:

%1

Оставить её или выбрать другую? Позже это можно изменить в «Правка → Настройки…».</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Оставить</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Выбрать…</translation>
    </message>
    <message>
        <source>Results folder</source>
        <translation>Папка результатов</translation>
    </message>
    <message>
        <source>The plan %1 is no longer there; it is taken off the list.</source>
        <translation>План %1 больше не существует; он удалён из списка.</translation>
    </message>
    <message>
        <source>The results folder %1 is no longer there; it is taken off the list.</source>
        <translation>Папка результатов %1 больше не существует; она удалена из списка.</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Не найдено</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Руководство пользователя</translation>
    </message>
    <message>
        <source>The user guide is not installed: %1 is not there.</source>
        <translation>Руководство пользователя не установлено: файла %1 нет.</translation>
    </message>
    <message>
        <source>Cannot read %1</source>
        <translation>Не удаётся прочитать %1</translation>
    </message>
    <message>
        <source>Export as IOmeter &amp;configuration…</source>
        <translation>Экспорт в &amp;конфигурацию IOmeter…</translation>
    </message>
    <message>
        <source>Export as IOmeter configuration</source>
        <translation>Экспорт в конфигурацию IOmeter</translation>
    </message>
    <message>
        <source>Cannot export an IOmeter configuration</source>
        <translation>Не удаётся экспортировать конфигурацию IOmeter</translation>
    </message>
    <message>
        <source>Not expressed in IOmeter</source>
        <translation>Не выражается в IOmeter</translation>
    </message>
    <message>
        <source>%1 was written. IOmeter 1.1 cannot express these:

%2</source>
        <translation>%1 записан. IOmeter 1.1 не может выразить следующее:

%2</translation>
    </message>
    <message>
        <source>Windows-1251 (Cyrillic: Russian, Ukrainian, …)</source>
        <translation>Windows-1251 (кириллица: русский, украинский, …)</translation>
    </message>
    <message>
        <source>936 / GBK (Simplified Chinese)</source>
        <translation>936 / GBK (упрощённый китайский)</translation>
    </message>
    <message>
        <source>Windows-1252 (Western European)</source>
        <translation>Windows-1252 (западноевропейская)</translation>
    </message>
    <message>
        <source>Windows-1250 (Central European)</source>
        <translation>Windows-1250 (центральноевропейская)</translation>
    </message>
    <message>
        <source>932 (Japanese)</source>
        <translation>932 (японский)</translation>
    </message>
    <message>
        <source>950 (Traditional Chinese)</source>
        <translation>950 (традиционный китайский)</translation>
    </message>
    <message>
        <source>Code page of the IOmeter configuration</source>
        <translation>Кодовая страница конфигурации IOmeter</translation>
    </message>
    <message>
        <source>%1 is not UTF-8: IOmeter wrote its names in the code page of the Windows it ran on. Read it as:</source>
        <translation>%1 не в UTF-8: IOmeter записал имена в кодовой странице своей Windows. Читать как:</translation>
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
        <translation>MTU и время</translation>
    </message>
    <message>
        <source>Each checked MTU is one step: both dynamos set it on their data interface, then the TCP stream warms up and is measured.</source>
        <translation>Каждый отмеченный MTU — один шаг: оба Dynamo устанавливают его на своём интерфейсе данных, затем поток TCP прогревается и измеряется.</translation>
    </message>
    <message>
        <source>1500 is Ethernet&apos;s standard; 9000 the usual jumbo frame. Both adapters and any switch between them must carry the largest one checked.</source>
        <translation>1500 — стандарт Ethernet; 9000 — обычный jumbo-кадр. Оба адаптера и любой коммутатор между ними должны пропускать наибольший из отмеченных.</translation>
    </message>
    <message>
        <source> KiB</source>
        <translation> КиБ</translation>
    </message>
    <message>
        <source>Re&amp;quest size:</source>
        <translation>Размер &amp;запроса:</translation>
    </message>
    <message>
        <source>Large requests, so that the MTU, not the request, limits the frames.</source>
        <translation>Большие запросы, чтобы кадры ограничивал MTU, а не запрос.</translation>
    </message>
    <message>
        <source>&amp;Run time per MTU:</source>
        <translation>&amp;Время на каждый MTU:</translation>
    </message>
    <message>
        <source>Measured after the warm-up; Mbit/s and CPU per MTU are compared.</source>
        <translation>Измеряется после прогрева; сравниваются Мбит/с и загрузка CPU для каждого MTU.</translation>
    </message>
    <message>
        <source>&amp;Warm-up:</source>
        <translation>&amp;Прогрев:</translation>
    </message>
    <message>
        <source>Not measured: TCP&apos;s window grows after each change of MTU.</source>
        <translation>Не измеряется: после каждой смены MTU окно TCP снова растёт.</translation>
    </message>
    <message>
        <source>Check at least one MTU.</source>
        <translation>Отметьте хотя бы один MTU.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::MtuSweepWizard</name>
    <message>
        <source>An MTU sweep needs two hosts: both dynamos change the MTU of the interface holding their address, and need CAP_NET_ADMIN for it (run them as root or with that capability).</source>
        <translation>Для перебора MTU нужны два хоста: оба Dynamo меняют MTU интерфейса, которому принадлежит их адрес, и для этого им нужна CAP_NET_ADMIN (запускайте их от root или с этой возможностью).</translation>
    </message>
    <message>
        <source>Every original MTU is put back at the end, on failure and if the manager vanishes. Loopback cannot be swept: every program on the host shares it.</source>
        <translation>Каждый исходный MTU восстанавливается в конце, при сбое и если менеджер пропадает. Loopback перебирать нельзя: его делят все программы хоста.</translation>
    </message>
    <message>
        <source>The MTU of the loopback interface, which every program on the host shares, cannot be swept; type the address of the adapter under test.</source>
        <translation>MTU интерфейса loopback, общего для всех программ хоста, перебирать нельзя; введите адрес тестируемого адаптера.</translation>
    </message>
    <message>
        <source>Jumbo frames (MTU sweep)</source>
        <translation>Jumbo-кадры (перебор MTU)</translation>
    </message>
    <message>
        <source>Jumbo frames: %1, %2</source>
        <translation>Jumbo-кадры: %1, %2</translation>
    </message>
    <message>
        <source>One TCP stream from this host&apos;s adapter (A, %1) to the peer&apos;s (B, %2), %3, at %4 requests, once per MTU (%5). Each step, both dynamos set the MTU of the interface holding their address (they need CAP_NET_ADMIN) and put the original back when the run ends, fails or loses its manager. Compare mbit_per_s and cpu_pct per mtu in summary.csv. %6</source>
        <translation>Один поток TCP от адаптера этого хоста (A, %1) к адаптеру партнёра (B, %2), %3, запросами по %4, по разу на каждый MTU (%5). На каждом шаге оба Dynamo устанавливают MTU интерфейса, которому принадлежит их адрес (им нужна CAP_NET_ADMIN), и возвращают исходный, когда прогон заканчивается, завершается сбоем или теряет менеджер. Сравните mbit_per_s и cpu_pct по mtu в summary.csv. %6</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Режим:</translation>
    </message>
    <message>
        <source>%1 (spec “%2”), one TCP stream</source>
        <translation>%1 (спецификация «%2»), один поток TCP</translation>
    </message>
    <message>
        <source>Request size:</source>
        <translation>Размер запроса:</translation>
    </message>
    <message>
        <source>MTUs:</source>
        <translation>MTU:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Each step:</source>
        <translation>Каждый шаг:</translation>
    </message>
    <message>
        <source>%1 warm-up + %2 measured, sampled every %3 ms</source>
        <translation>%1 прогрева + %2 измерения, выборка каждые %3 мс</translation>
    </message>
    <message>
        <source>Both dynamos need CAP_NET_ADMIN (root, or that capability) to set the MTU; each puts every original MTU back at the end, on failure and if the manager vanishes.</source>
        <translation>Чтобы устанавливать MTU, обоим Dynamo нужна CAP_NET_ADMIN (root или эта возможность); каждый восстанавливает все исходные MTU в конце, при сбое и если менеджер пропадает.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::PairWizard</name>
    <message>
        <source>Topology:</source>
        <translation>Топология:</translation>
    </message>
    <message>
        <source>Over loopback on this machine. %1</source>
        <translation>Через loopback на этой машине. %1</translation>
    </message>
    <message>
        <source>Two hosts: A (this machine, %1) asks, B (%2), a dynamo started by hand, answers. %3 %4</source>
        <translation>Два хоста: A (эта машина, %1) отправляет запросы, B (%2; Dynamo запускается вручную) отвечает. %3 %4</translation>
    </message>
    <message>
        <source>Two hosts: A (this machine, %1) and B (%2), a dynamo started by hand. %3 %4</source>
        <translation>Два хоста: A (эта машина, %1) и B (%2), Dynamo запускается вручную. %3 %4</translation>
    </message>
</context>
<context>
    <name>iometry::gui::PeTableModel</name>
    <message>
        <source>No CPU load was measured for this step.</source>
        <translation>Для этого шага загрузка ЦП не измерялась.</translation>
    </message>
    <message>
        <source>Throughput in decimal megabits per second (10⁶ bit/s)</source>
        <translation>Пропускная способность в десятичных мегабитах в секунду (10⁶ бит/с)</translation>
    </message>
    <message>
        <source>Busy share of all CPUs of the host under test</source>
        <translation>Доля занятости всех ЦП тестируемого хоста</translation>
    </message>
    <message>
        <source>Performance/efficiency index: Mbit/s ÷ CPU %</source>
        <translation>Индекс производительности/эффективности: Мбит/с ÷ ЦП %</translation>
    </message>
    <message>
        <source>Completed requests per second</source>
        <translation>Выполненных запросов в секунду</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>Серия</translation>
    </message>
    <message>
        <source>Mbit/s</source>
        <translation>Мбит/с</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>ЦП %</translation>
    </message>
    <message>
        <source>P/E index</source>
        <translation>Индекс P/E</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Latency mean (µs)</source>
        <translation>Задержка ср., мкс</translation>
    </message>
    <message>
        <source>Latency p99 (µs)</source>
        <translation>Задержка p99, мкс</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Ошибки</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Цели</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Воркеры</translation>
    </message>
    <message>
        <source>Sample standard deviation of Mbit/s over the repeats of the step</source>
        <translation>Выборочное стандартное отклонение Мбит/с по повторам шага</translation>
    </message>
    <message>
        <source>Interrupts per second on the hosts under test</source>
        <translation>Прерываний в секунду на тестируемых узлах</translation>
    </message>
    <message>
        <source>Share of CPU time in software interrupts (network stack)</source>
        <translation>Доля времени ЦП в программных прерываниях (сетевой стек)</translation>
    </message>
    <message>
        <source>Packets the interfaces dropped during the step</source>
        <translation>Пакеты, отброшенные интерфейсами за шаг</translation>
    </message>
    <message>
        <source>± stddev</source>
        <translation>± ст. откл.</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Повторы</translation>
    </message>
    <message>
        <source>irq/s</source>
        <translation>прер./с</translation>
    </message>
    <message>
        <source>softirq %</source>
        <translation>softirq %</translation>
    </message>
    <message>
        <source>NIC drops</source>
        <translation>Отбросы NIC</translation>
    </message>
    <message>
        <source>Received Mbit/s</source>
        <translation>Получено, Мбит/с</translation>
    </message>
    <message>
        <source>Sent Mbit/s</source>
        <translation>Отправлено, Мбит/с</translation>
    </message>
    <message>
        <source>TCP segments retransmitted during the step, all connections of the row, as the kernel counts them (TCP_INFO)</source>
        <translation>Сегменты TCP, переданные повторно за шаг, по всем соединениям строки, как их считает ядро (TCP_INFO)</translation>
    </message>
    <message>
        <source>Retr</source>
        <extracomment>iperf3&apos;s column title for retransmitted TCP segments; keep it short</extracomment>
        <translation>Повт.</translation>
    </message>
    <message>
        <source>Of the throughput, what the holders of the pairs received (read, counted where it arrived); empty where the spec sends nothing that way</source>
        <translation>Из пропускной способности — то, что приняли владельцы пар (чтение, учтённое там, куда пришло); пусто, если спецификация ничего в эту сторону не отправляет</translation>
    </message>
    <message>
        <source>Of the throughput, what the holders of the pairs sent (write, counted where it arrived); empty where the spec sends nothing that way</source>
        <translation>Из пропускной способности — то, что отправили владельцы пар (запись, учтённая там, куда пришла); пусто, если спецификация ничего в эту сторону не отправляет</translation>
    </message>
    <message>
        <source>%1 Mbit/s</source>
        <translation>%1, Мбит/с</translation>
    </message>
</context>
<context>
    <name>iometry::gui::PingPongProtocolPage</name>
    <message>
        <source>&amp;UDP ping-pong</source>
        <translation>Пинг-понг &amp;UDP</translation>
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
        <translation>Правка плана</translation>
    </message>
</context>
<context>
    <name>iometry::gui::PlanWizard</name>
    <message>
        <source>%1: type its address.</source>
        <translation>%1: введите его адрес.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not an IPv4 or IPv6 address.</source>
        <translation>%1: «%2» — не адрес IPv4 или IPv6.</translation>
    </message>
    <message>
        <source>%1: %2 is a link-local IPv6 address, which needs an interface scope that a plan cannot hold; use a global or unique local address.</source>
        <translation>%1: %2 — локальный для канала (link-local) адрес IPv6, которому нужна зона интерфейса, а её нельзя сохранить в плане; используйте глобальный или уникальный локальный адрес.</translation>
    </message>
    <message>
        <source>%1: %2 is a loopback address, which another host cannot reach. For a test on this machine alone, choose Loopback.</source>
        <translation>%1: %2 — адрес loopback, недоступный с другого хоста. Для теста только на этой машине выберите «Петля (loopback)».</translation>
    </message>
    <message>
        <source>Replace the plan</source>
        <translation>Заменить план</translation>
    </message>
    <message>
        <source>The plan in the window has changes that are not saved. Replace it with the wizard&apos;s plan &quot;%1&quot;?</source>
        <translation>В плане в окне есть несохранённые изменения. Заменить его планом мастера «%1»?</translation>
    </message>
    <message>
        <source>&amp;Wizards</source>
        <translation>&amp;Мастера</translation>
    </message>
    <message>
        <source>&amp;Adapter throughput…</source>
        <translation>Пропускная способность &amp;адаптера…</translation>
    </message>
    <message>
        <source>Throughput of one TCP pair per request size, over loopback or between two hosts</source>
        <translation>Пропускная способность одной TCP-пары в зависимости от размера запроса, через loopback или между двумя хостами</translation>
    </message>
    <message>
        <source>How a server holds up with 1 to 8 clients at once</source>
        <translation>Как сервер справляется с 1–8 клиентами одновременно</translation>
    </message>
    <message>
        <source>&amp;Disk I/O…</source>
        <translation>&amp;Дисковый ввод-вывод…</translation>
    </message>
    <message>
        <source>%1 × %2 ≈ %3 (each %4)</source>
        <translation>%1 × %2 ≈ %3 (по %4 каждый)</translation>
    </message>
    <message>
        <source>receive</source>
        <translation>приём</translation>
    </message>
    <message>
        <source>full duplex</source>
        <translation>полный дуплекс</translation>
    </message>
    <message>
        <source>transmit</source>
        <translation>передача</translation>
    </message>
    <message>
        <source>1 (no aggregate)</source>
        <translation>1 (без агрегирования)</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>среднее</translation>
    </message>
    <message>
        <source>median</source>
        <translation>медиана</translation>
    </message>
    <message>
        <source>best</source>
        <translation>лучший</translation>
    </message>
    <message>
        <source>%1, combined by %2</source>
        <translation>%1, агрегирование: %2</translation>
    </message>
    <message>
        <source>On host A: iometry-run PLAN.json --results DIR --listen %1 --token-file TOKEN. On host B: iometry-dynamo --manager %1 --name B --token-file TOKEN</source>
        <translation>На хосте A: iometry-run PLAN.json --results DIR --listen %1 --token-file TOKEN. На хосте B: iometry-dynamo --manager %1 --name B --token-file TOKEN</translation>
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
        <translation>%1 ≈ %2 (по %3 каждый)</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>не более %1</translation>
    </message>
    <message>
        <source>UDP &amp;ramp…</source>
        <translation>&amp;Наращивание скорости UDP…</translation>
    </message>
    <message>
        <source>Achieved rate and loss of one UDP stream offered ever more, over loopback or between two hosts</source>
        <translation>Достигнутая скорость и потери одного потока UDP при всё большей предлагаемой скорости, через loopback или между двумя хостами</translation>
    </message>
    <message>
        <source>&amp;Zero-loss rate (RFC 2544)…</source>
        <translation>Скорость без &amp;потерь (RFC 2544)…</translation>
    </message>
    <message>
        <source>The highest rate without loss for each Ethernet frame size, by a binary search of short trials</source>
        <translation>Наибольшая скорость без потерь для каждого размера кадра Ethernet, найденная двоичным поиском по коротким испытаниям</translation>
    </message>
    <message>
        <source>&amp;Fine size sweep (NetPIPE)…</source>
        <translation>Детальный перебор &amp;размеров (NetPIPE)…</translation>
    </message>
    <message>
        <source>A ping-pong at sizes between and beside the powers of two, to find throughput drop-outs</source>
        <translation>Пинг-понг с размерами между степенями двойки и рядом с ними — для поиска провалов пропускной способности</translation>
    </message>
    <message>
        <source>The delay a link adds, per payload size, from UDP round trips to a second host and over loopback</source>
        <translation>Задержка, которую добавляет канал, для каждого размера полезной нагрузки — по времени кругового обхода UDP до второго хоста и через loopback</translation>
    </message>
    <message>
        <source>&amp;Latency (round trips)…</source>
        <translation>Задержка (&amp;круговые обходы)…</translation>
    </message>
    <message>
        <source>Round-trip times and their tail per request size, TCP request/response or UDP ping-pong, over loopback or between two hosts</source>
        <translation>Время круговых обходов и его хвост для каждого размера запроса, запрос/ответ TCP или пинг-понг UDP, через loopback или между двумя хостами</translation>
    </message>
    <message>
        <source>&amp;Jumbo frames (MTU sweep)…</source>
        <translation>&amp;Jumbo-кадры (перебор MTU)…</translation>
    </message>
    <message>
        <source>TCP throughput between two hosts at MTU 1500, 4000, 9000 and others; both dynamos need CAP_NET_ADMIN</source>
        <translation>Пропускная способность TCP между двумя хостами при MTU 1500, 4000, 9000 и других; обоим Dynamo нужна CAP_NET_ADMIN</translation>
    </message>
    <message>
        <source>IOPS, MB/s and latency of a test file or a block device against outstanding I/Os, from a library of access patterns</source>
        <translation>IOPS, МБ/с и задержка тестового файла или блочного устройства в зависимости от глубины очереди, по шаблонам доступа из библиотеки</translation>
    </message>
    <message>
        <source>This window is not listening for dynamos now (Dynamos → Add a remote dynamo…).</source>
        <translation>Это окно сейчас не ожидает Dynamo (Dynamo → Добавить удалённый Dynamo…).</translation>
    </message>
    <message>
        <source>This window listens on %1, which only this host reaches: a dynamo on another host cannot connect. Listen on an address the other hosts reach first (Dynamos → Add a remote dynamo…, Listen address, Apply); the command changes with it.</source>
        <translation>Это окно слушает %1 — адрес, доступный только с этого хоста: Dynamo на другом хосте не сможет подключиться. Сначала настройте прослушивание на адресе, доступном другим хостам (Dynamo → Добавить удалённый Dynamo…, адрес прослушивания, «Применить»); команда изменится вместе с ним.</translation>
    </message>
    <message>
        <source>To join this window, which listens on %1, run there (TOKEN: the token file Dynamos → Add a remote dynamo… saves):</source>
        <translation>Чтобы подключиться к этому окну, которое слушает %1, выполните там (TOKEN — файл токена, сохраняемый в Dynamo → Добавить удалённый Dynamo…):</translation>
    </message>
    <message>
        <source>&lt;p&gt;Or headless: the first command on host A, the second there:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Или без графического интерфейса: первая команда на хосте A, вторая — там:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Dynamo B does not start by itself: start it on host B.</source>
        <translation>Dynamo B не запускается сам: запустите его на хосте B.</translation>
    </message>
    <message>
        <source>&amp;Save and replace</source>
        <translation>&amp;Сохранить и заменить</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Заменить</translation>
    </message>
    <message>
        <source>One server, several &amp;clients…</source>
        <translation>Один сервер, несколько &amp;клиентов…</translation>
    </message>
    <message>
        <source>Adapter delay (round &amp;trip)…</source>
        <translation>Задержка адаптера (&amp;круговой обход)…</translation>
    </message>
    <message>
        <source>Load–latency curve of a lin&amp;k…</source>
        <translation>Кривая «нагрузка — задержка» с&amp;вязи…</translation>
    </message>
    <message>
        <source>How the round trip of TCP requests grows with their rate, offered open loop at fractions of the highest rate, over loopback or between two hosts</source>
        <translation>Как растёт время кругового обхода TCP-запросов с их частотой, поданных в открытом цикле долями наибольшей скорости, через loopback или между двумя хостами</translation>
    </message>
    <message>
        <source>Load–latency curve of a d&amp;isk…</source>
        <translation>Кривая «нагрузка — задержка» д&amp;иска…</translation>
    </message>
    <message>
        <source>How the latency of 4 KiB random reads grows with their rate, offered open loop at fractions of the highest rate</source>
        <translation>Как растёт задержка случайного чтения по 4 КиБ с его частотой, поданного в открытом цикле долями наибольшей скорости</translation>
    </message>
    <message>
        <source>Latency &amp;under load of a link…</source>
        <translation>Задержка &amp;связи под нагрузкой…</translation>
    </message>
    <message>
        <source>What a TCP stream does to the round trips of a UDP probe beside it, against the probe alone before and after (Flent&apos;s RRUL), over loopback or between two hosts</source>
        <translation>Что TCP-поток делает с круговыми обходами UDP-зонда рядом с ним по сравнению с зондом в одиночку до и после (RRUL во Flent), через loopback или между двумя хостами</translation>
    </message>
    <message>
        <source>Latency under l&amp;oad of a disk…</source>
        <translation>Задержка диска п&amp;од нагрузкой…</translation>
    </message>
    <message>
        <source>What a load of writes or reads does to single 4 KiB random reads of the same test file, against the reads alone before and after</source>
        <translation>Что нагрузка записи или чтения делает с одиночными случайными чтениями по 4 КиБ из того же тестового файла по сравнению с чтениями в одиночку до и после</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ProcedureTableModel</name>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
</context>
<context>
    <name>iometry::gui::RateFramesPage</name>
    <message>
        <source>Frame sizes</source>
        <translation>Размеры кадров</translation>
    </message>
    <message>
        <source>Frames and link</source>
        <translation>Кадры и канал</translation>
    </message>
    <message>
        <source>Each checked frame size is searched in turn, for the highest rate at which the path loses no datagram (or no more than you tolerate).</source>
        <translation>Для каждого отмеченного размера кадра по очереди ищется наибольшая скорость, при которой путь не теряет ни одной датаграммы (или теряет не больше допустимого).</translation>
    </message>
    <message>
        <source>&amp;Link speed:</source>
        <translation>Скорость &amp;линии:</translation>
    </message>
    <message>
        <source>Check at least one frame size.</source>
        <translation>Отметьте хотя бы один размер кадра.</translation>
    </message>
    <message>
        <source>RFC 2544 lists these; each frame carries a UDP payload of its size − %1 bytes.</source>
        <translation>Их перечисляет RFC 2544; каждый кадр несёт полезную нагрузку UDP размером «его размер − %1 байт».</translation>
    </message>
</context>
<context>
    <name>iometry::gui::RateSearchPage</name>
    <message>
        <source>&amp;Verify the rate found</source>
        <translation>&amp;Проверить найденную скорость</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Поиск</translation>
    </message>
    <message>
        <source>A binary search in % of line rate: each trial offers one rate, and passes when little enough is lost and the sender kept up.</source>
        <translation>Двоичный поиск в % от скорости линии: каждое испытание подаёт одну скорость и считается успешным, если потери достаточно малы и отправитель справился.</translation>
    </message>
    <message>
        <source>Loss &amp;tolerance:</source>
        <translation>Д&amp;опустимые потери:</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>&amp;Точность:</translation>
    </message>
    <message>
        <source>Trial t&amp;ime:</source>
        <translation>Длительность &amp;испытания:</translation>
    </message>
    <message>
        <source>RFC 2544 tolerates none.</source>
        <translation>RFC 2544 не допускает потерь.</translation>
    </message>
    <message>
        <source>Finer costs a trial or two more.</source>
        <translation>Более мелкий шаг стоит одного-двух лишних испытаний.</translation>
    </message>
    <message>
        <source>Each trial warms up for %1 first, not measured.</source>
        <translation>Сначала каждое испытание прогревается %1, без измерения.</translation>
    </message>
    <message>
        <source>The result says whether it passed again.</source>
        <translation>В результате указано, прошла ли она повторно.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::RateSearchWizard</name>
    <message>
        <source>Where the two ends of the UDP stream run. Host A&apos;s address sends to host B&apos;s, so these choose the adapters under test.</source>
        <translation>Где работают два конца потока UDP. Адрес хоста A передаёт на адрес хоста B, поэтому эти адреса и определяют тестируемые адаптеры.</translation>
    </message>
    <message>
        <source>Measures what this machine can send and receive over loopback, not a link: small frames stop where its sender does.</source>
        <translation>Измеряет, сколько эта машина может передать и принять через loopback, а не канал: для малых кадров предел задаёт её отправитель.</translation>
    </message>
    <message>
        <source>Measures the link between two machines: A&apos;s adapter sends, B&apos;s receives.</source>
        <translation>Измеряет канал между двумя машинами: адаптер A передаёт, адаптер B принимает.</translation>
    </message>
    <message>
        <source>Zero-loss rate (RFC 2544)</source>
        <translation>Скорость без потерь (RFC 2544)</translation>
    </message>
    <message>
        <source>Zero-loss rate: %1 Mbit/s, %2</source>
        <translation>Скорость без потерь: %1 Мбит/с, %2</translation>
    </message>
    <message>
        <source>RFC 2544 throughput at %1 Mbit/s of line rate: for each frame size %2 bytes, the highest rate in % of line rate at which at most %3 % of the datagrams are lost, to %4 %, in %5 trials.</source>
        <translation>Пропускная способность по RFC 2544 при скорости линии %1 Мбит/с: для каждого размера кадра из %2 байт — наибольшая скорость в % от скорости линии, при которой теряется не более %3 % датаграмм, с точностью %4 %, в испытаниях по %5.</translation>
    </message>
    <message>
        <source>One UDP stream over loopback on this machine. %1</source>
        <translation>Один поток UDP через loopback на этой машине. %1</translation>
    </message>
    <message>
        <source>Two hosts: A (this machine, %1) sends to B (%2), a dynamo started by hand. %3 %4</source>
        <translation>Два хоста: A (эта машина, %1) передаёт на B (%2; Dynamo запускается вручную). %3 %4</translation>
    </message>
    <message>
        <source>Topology:</source>
        <translation>Топология:</translation>
    </message>
    <message>
        <source>Stream:</source>
        <translation>Поток:</translation>
    </message>
    <message>
        <source>one way, the worker sends to its partner; line rate %1 Mbit/s</source>
        <translation>в одну сторону, воркер передаёт партнёру; скорость линии %1 Мбит/с</translation>
    </message>
    <message>
        <source>one way, host A sends to host B; line rate %1 Mbit/s</source>
        <translation>в одну сторону, хост A передаёт хосту B; скорость линии %1 Мбит/с</translation>
    </message>
    <message>
        <source>Frame sizes:</source>
        <translation>Размеры кадров:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>%1 B (UDP payload = frame − 46 B)</source>
        <translation>%1 Б (полезная нагрузка UDP = кадр − 46 Б)</translation>
    </message>
    <message>
        <source>A trial passes:</source>
        <translation>Испытание успешно:</translation>
    </message>
    <message>
        <source>at most %1 % lost, and the sender offered at least 99 % of the rate</source>
        <translation>потеряно не более %1 %, и отправитель подал не менее 99 % скорости</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>Поиск:</translation>
    </message>
    <message>
        <source>%1 % … 100 % of line rate in steps of %1 %; the rate found runs once more</source>
        <translation>%1 % … 100 % от скорости линии с шагом %1 %; найденная скорость прогоняется ещё раз</translation>
    </message>
    <message>
        <source>%1 % … 100 % of line rate in steps of %1 %</source>
        <translation>%1 % … 100 % от скорости линии с шагом %1 %</translation>
    </message>
    <message>
        <source>Each trial:</source>
        <translation>Каждое испытание:</translation>
    </message>
    <message>
        <source>%1 warm-up + %2 measured</source>
        <translation>%1 прогрева + %2 измерения</translation>
    </message>
    <message>
        <source>Trials:</source>
        <translation>Испытания:</translation>
    </message>
    <message>
        <source>usually %1, at most %2 per frame size; %3</source>
        <translation>обычно %1, не более %2 на размер кадра; %3</translation>
    </message>
</context>
<context>
    <name>iometry::gui::RepeatsPage</name>
    <message>
        <source>Repeats</source>
        <translation>Повторы</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Среднее</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Медиана</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Лучший</translation>
    </message>
    <message>
        <source>One run is enough to look around. For figures to publish, reviewers use 15–20 repeats: single runs of a network test scatter by several per cent. The aggregate row also gives the standard deviation of Mbit/s across the repeats.</source>
        <translation>Для первого знакомства хватит одного прогона. Для публикуемых цифр обозреватели делают 15–20 повторов: результаты отдельных прогонов сетевого теста разбросаны на несколько процентов. Итоговая строка также даёт стандартное отклонение Мбит/с по повторам.</translation>
    </message>
    <message>
        <source>&amp;Repeats of each step:</source>
        <translation>&amp;Повторов каждого шага:</translation>
    </message>
    <message>
        <source>&amp;Aggregate:</source>
        <translation>&amp;Агрегирование:</translation>
    </message>
    <message>
        <source>Every rate, latency and CPU figure is the mean of the repeats.</source>
        <translation>Все значения скорости, задержки и загрузки ЦП — среднее по повторам.</translation>
    </message>
    <message>
        <source>Every figure is the median of the repeats: one disturbed run does not move it.</source>
        <translation>Каждое значение — медиана по повторам: один сбойный прогон на неё не влияет.</translation>
    </message>
    <message>
        <source>The repeat with the highest Mbit/s stands for the step.</source>
        <translation>Шаг представляет повтор с наибольшим значением Мбит/с.</translation>
    </message>
    <message>
        <source>Each step can run several times in a row, combined into one aggregate row.</source>
        <translation>Каждый шаг можно выполнить несколько раз подряд; повторы объединяются в одну итоговую строку.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ReportPage</name>
    <message>
        <source>Open results…</source>
        <translation>Открыть результаты…</translation>
    </message>
    <message>
        <source>Export figure…</source>
        <translation>Экспорт графика…</translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation>Экспорт таблицы…</translation>
    </message>
    <message>
        <source>Open the folder of a finished run (the one holding summary.csv)</source>
        <translation>Открыть папку завершённого прогона (ту, где лежит summary.csv)</translation>
    </message>
    <message>
        <source>Save the figure as PNG (2× scale), PDF or SVG</source>
        <translation>Сохранить график в PNG (масштаб 2×), PDF или SVG</translation>
    </message>
    <message>
        <source>Save the table as CSV</source>
        <translation>Сохранить таблицу в CSV</translation>
    </message>
    <message>
        <source>Copy table</source>
        <translation>Копировать таблицу</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Open results folder</source>
        <translation>Открыть папку результатов</translation>
    </message>
    <message>
        <source>Open results</source>
        <translation>Открыть результаты</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>Экспорт графика</translation>
    </message>
    <message>
        <source>Export table</source>
        <translation>Экспорт таблицы</translation>
    </message>
    <message>
        <source>The figure and table to show: the method&apos;s own, or throughput and CPU against request size</source>
        <translation>Какие график и таблицу показывать: собственные для метода или пропускную способность и загрузку ЦП в зависимости от размера запроса</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;No results loaded.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Click &lt;b&gt;Open results…&lt;/b&gt; and choose the folder of a finished run (the one holding summary.csv), or start a test: its report appears here when it finishes.&lt;/p&gt;&lt;p&gt;The figure shows throughput and CPU load against request size; the table below it lists the P/E index (Mbit/s ÷ CPU %) for every size. A run of a network method (UDP ramp, zero-loss rate, fine sweep, adapter delay) also shows the method&apos;s own figure and table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Результаты не загружены.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Нажмите &lt;b&gt;Открыть результаты…&lt;/b&gt; и выберите папку завершённого прогона (ту, где лежит summary.csv), или запустите тест: его отчёт появится здесь, когда он завершится.&lt;/p&gt;&lt;p&gt;График показывает пропускную способность и загрузку ЦП в зависимости от размера запроса; в таблице под ним приведён индекс P/E (Мбит/с ÷ ЦП %) для каждого размера. Для прогона сетевого метода (наращивание скорости UDP, скорость без потерь, детальный перебор размеров, задержка адаптера) показываются также собственные график и таблица метода.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>What the disk figure&apos;s left axis shows: I/Os per second or megabytes per second</source>
        <translation>Что показывает левая ось дискового графика: операции в секунду или мегабайты в секунду</translation>
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
        <translation>&lt;p&gt;Для прогона дисковых воркеров график показывает IOPS или МБ/с вместе с задержкой в зависимости от размера запроса или глубины очереди — того, что менялось по шагам, а таблица приводит рядом собственные счётчики блочного устройства.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>What the error bars show where a step ran several repeats</source>
        <translation>Что показывают планки погрешностей, если шаг повторялся несколько раз</translation>
    </message>
    <message>
        <source>± standard deviation</source>
        <translation>± стандартное отклонение</translation>
    </message>
    <message>
        <source>min–max of repeats</source>
        <translation>мин.–макс. повторов</translation>
    </message>
    <message>
        <source>What the right axis of the throughput figure shows</source>
        <translation>Что показывает правая ось графика пропускной способности</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>ЦП %</translation>
    </message>
    <message>
        <source>irq/s</source>
        <translation>прер./с</translation>
    </message>
    <message>
        <source>softirq %</source>
        <translation>softirq %</translation>
    </message>
    <message>
        <source>NIC drops</source>
        <translation>Отбросы NIC</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>Figure title</source>
        <translation>Заголовок рисунка</translation>
    </message>
    <message>
        <source>Subtitle: host, adapter, driver, link speed, MTU</source>
        <translation>Подзаголовок: узел, адаптер, драйвер, скорость линии, MTU</translation>
    </message>
    <message>
        <source>Add to comparison…</source>
        <translation>Добавить в сравнение…</translation>
    </message>
    <message>
        <source>Add another results folder: its runs are drawn in the same figure (folders can also be dropped on this page)</source>
        <translation>Добавить ещё одну папку результатов: её прогон рисуется на том же рисунке (папки можно также перетащить на эту страницу)</translation>
    </message>
    <message>
        <source>Save comparison…</source>
        <translation>Сохранить сравнение…</translation>
    </message>
    <message>
        <source>Open comparison…</source>
        <translation>Открыть сравнение…</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Заголовок:</translation>
    </message>
    <message>
        <source>Subtitle:</source>
        <translation>Подзаголовок:</translation>
    </message>
    <message>
        <source>Error bars:</source>
        <translation>Планки погрешностей:</translation>
    </message>
    <message>
        <source>Right axis:</source>
        <translation>Правая ось:</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Метка</translation>
    </message>
    <message>
        <source>Results folder</source>
        <translation>Папка результатов</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>A comparison holds at most %1 runs: remove one first.</source>
        <translation>Сравнение вмещает не более %1 прогонов: сначала удалите один.</translation>
    </message>
    <message>
        <source>Runs compared</source>
        <translation>Сравнение прогонов</translation>
    </message>
    <message numerus="yes">
        <source>Comparing %n runs: %1</source>
        <translation>
            <numerusform>Сравнение %n прогона: %1</numerusform>
            <numerusform>Сравнение %n прогонов: %1</numerusform>
            <numerusform>Сравнение %n прогонов: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit to rename the run in the figure and the table</source>
        <translation>Измените, чтобы переименовать прогон на рисунке и в таблице</translation>
    </message>
    <message>
        <source>Add results to the comparison</source>
        <translation>Добавить результаты в сравнение</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a comparison file of Iometry (iometry.comparison/1).</source>
        <translation>%1 — не файл сравнения Iometry (iometry.comparison/1).</translation>
    </message>
    <message>
        <source>%1 must name 1 to %2 results folders.</source>
        <translation>%1 должен указывать от 1 до %2 папок результатов.</translation>
    </message>
    <message>
        <source>Save comparison</source>
        <translation>Сохранить сравнение</translation>
    </message>
    <message>
        <source>Iometry comparison (*.json)</source>
        <translation>Сравнение Iometry (*.json)</translation>
    </message>
    <message>
        <source>Open comparison</source>
        <translation>Открыть сравнение</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Вверх</translation>
    </message>
    <message>
        <source>Move the run up: the figure&apos;s legend and the table follow this order</source>
        <translation>Переместить прогон вверх: легенда рисунка и таблица следуют этому порядку</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Вниз</translation>
    </message>
    <message>
        <source>Move the run down: the figure&apos;s legend and the table follow this order</source>
        <translation>Переместить прогон вниз: легенда рисунка и таблица следуют этому порядку</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Показать</translation>
    </message>
    <message>
        <source>Show the new results in place of the comparison</source>
        <translation>Показать новые результаты вместо сравнения</translation>
    </message>
    <message>
        <source>New results: %1 (the comparison stays until you show them)</source>
        <translation>Новые результаты: %1 (сравнение остаётся, пока вы их не покажете)</translation>
    </message>
    <message numerus="yes">
        <source>The page compares %n runs. Add the results to the comparison, or show them alone in its place (the comparison is not kept unless it was saved)?</source>
        <translation>
            <numerusform>На странице сравнивается %n прогон. Добавить результаты в сравнение или показать их отдельно вместо него (сравнение сохранится, только если оно было сохранено)?</numerusform>
            <numerusform>На странице сравниваются %n прогона. Добавить результаты в сравнение или показать их отдельно вместо него (сравнение сохранится, только если оно было сохранено)?</numerusform>
            <numerusform>На странице сравниваются %n прогонов. Добавить результаты в сравнение или показать их отдельно вместо него (сравнение сохранится, только если оно было сохранено)?</numerusform>
        </translation>
    </message>
    <message>
        <source>Add to the comparison</source>
        <translation>Добавить в сравнение</translation>
    </message>
    <message>
        <source>Show alone</source>
        <translation>Показать отдельно</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ResultsPage</name>
    <message>
        <source>Throughput</source>
        <translation>Пропускная способность</translation>
    </message>
    <message>
        <source>Mbit/s</source>
        <translation>Мбит/с</translation>
    </message>
    <message>
        <source>CPU load</source>
        <translation>Загрузка ЦП</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>ЦП %</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Операции</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Задержка</translation>
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
        <translation>Задержка p99</translation>
    </message>
    <message>
        <source>No test has run yet: press Start.</source>
        <translation>Тест ещё не запускался: нажмите «Старт».</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation>Экспорт таблицы…</translation>
    </message>
    <message>
        <source>Starting “%1”…</source>
        <translation>Запуск «%1»…</translation>
    </message>
    <message>
        <source>Step %1 of %2, repeat %3 of %4</source>
        <translation>Шаг %1 из %2, повтор %3 из %4</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Шаг %1 из %2</translation>
    </message>
    <message>
        <source>total</source>
        <translation>всего</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>среднее</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>I/O rate</source>
        <translation>Скорость ввода-вывода</translation>
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
        <translation>Исполнители</translation>
    </message>
    <message>
        <source>Cores (heat strip)</source>
        <translation>По ядрам</translation>
    </message>
    <message>
        <source>1 min</source>
        <translation>1 мин</translation>
    </message>
    <message>
        <source>5 min</source>
        <translation>5 мин</translation>
    </message>
    <message>
        <source>10 min</source>
        <translation>10 мин</translation>
    </message>
    <message>
        <source>15 min</source>
        <translation>15 мин</translation>
    </message>
    <message>
        <source>1 h</source>
        <translation>1 ч</translation>
    </message>
    <message>
        <source>Whole run</source>
        <translation>Весь прогон</translation>
    </message>
    <message>
        <source>How much history the charts keep and show while following</source>
        <translation>Сколько истории графики хранят и показывают при слежении</translation>
    </message>
    <message>
        <source>&amp;Window:</source>
        <translation>&amp;Окно:</translation>
    </message>
    <message>
        <source>Wheel: zoom; drag: pan; hover: read a value; tick the series to draw beside each chart.</source>
        <translation>Колесо: масштаб; перетаскивание: сдвиг; наведение: значение; отметьте ряды для отображения рядом с каждым графиком.</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Шаг %1</translation>
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
        <translation>Скрыть это сообщение</translation>
    </message>
    <message>
        <source>The test failed: %1</source>
        <translation>Тест не удался: %1</translation>
    </message>
    <message>
        <source>The test failed: %1
What was measured before is kept in %2.</source>
        <translation>Тест не удался: %1
То, что было измерено до этого, сохранено в %2.</translation>
    </message>
    <message>
        <source>Finished: all %1 steps done</source>
        <translation>Завершено: выполнены все шаги (%1)</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 steps</source>
        <translation>Остановлено: выполнено %1 из %2 шагов</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Сбой: %1</translation>
    </message>
    <message>
        <source>Member %1 of %2: %3</source>
        <translation>Элемент %1 из %2: %3</translation>
    </message>
    <message>
        <source>%1 — finished</source>
        <translation>%1 — завершён</translation>
    </message>
    <message>
        <source>%1 — stopped</source>
        <translation>%1 — остановлен</translation>
    </message>
    <message>
        <source>%1 — failed</source>
        <translation>%1 — сбой</translation>
    </message>
    <message>
        <source>%1 — starting</source>
        <translation>%1 — запуск</translation>
    </message>
    <message>
        <source>%1 — step %2/%3</source>
        <translation>%1 — шаг %2/%3</translation>
    </message>
    <message>
        <source>%1 — step %2/%3, suite ETA %4</source>
        <translation>%1 — шаг %2/%3, до конца набора %4</translation>
    </message>
    <message>
        <source>Suite “%1”: all %2 members completed</source>
        <translation>Набор «%1»: все элементы (%2) завершены</translation>
    </message>
    <message>
        <source>Suite “%1”: %2 of %3 members completed, %4 failed (resume it to run them again)</source>
        <translation>Набор «%1»: завершено элементов — %2 из %3, сбоев — %4 (продолжите набор, чтобы выполнить их снова)</translation>
    </message>
    <message>
        <source>Suite “%1” stopped: %2 of %3 members completed (File → Resume suite… runs the rest)</source>
        <translation>Набор «%1» остановлен: завершено элементов — %2 из %3 (Файл → Продолжить набор тестов… выполнит остальное)</translation>
    </message>
    <message>
        <source>bit/s</source>
        <translation>бит/с</translation>
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
        <translation>у потока нет круговых обходов</translation>
    </message>
    <message>
        <source>No round trips to time:
this plan&apos;s streams send without replies.
Give the spec a reply size to time them.</source>
        <translation>Нечего измерять:
потоки этого плана отправляют без ответов.
Задайте в спецификации размер ответа, чтобы измерять круговые обходы.</translation>
    </message>
    <message>
        <source>reads p99</source>
        <translation>чтение p99</translation>
    </message>
    <message>
        <source>writes p99</source>
        <translation>запись p99</translation>
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
            <numerusform>%n шаг</numerusform>
            <numerusform>%n шага</numerusform>
            <numerusform>%n шагов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <translation>
            <numerusform>%n шаг</numerusform>
            <numerusform>%n шага</numerusform>
            <numerusform>%n шагов</numerusform>
        </translation>
    </message>
    <message>
        <source>workers: %1</source>
        <translation>воркеры: %1</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>остановлен</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>сбой</translation>
    </message>
    <message>
        <source>The runs in %1, newest first. Other folders: Browse…</source>
        <translation>Прогоны в %1, сначала новые. Другие папки: «Обзор…»</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ReviewSuiteWizard</name>
    <message>
        <source>… and %1 more</source>
        <translation>… и ещё %1</translation>
    </message>
    <message>
        <source>size %1</source>
        <translation>размер %1</translation>
    </message>
    <message>
        <source>outstanding %1</source>
        <translation>глубина очереди %1</translation>
    </message>
    <message>
        <source>MTU %1</source>
        <translation>MTU %1</translation>
    </message>
    <message>
        <source>workers %1</source>
        <translation>воркеры %1</translation>
    </message>
    <message>
        <source>targets %1</source>
        <translation>цели %1</translation>
    </message>
    <message>
        <source>One step</source>
        <translation>Один шаг</translation>
    </message>
    <message>
        <source>Sweep of %1</source>
        <translation>Перебор: %1</translation>
    </message>
    <message>
        <source>Review suite</source>
        <translation>Набор тестов для обзора</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>не удаётся открыть %1: %2</translation>
    </message>
    <message>
        <source>no suite is chosen</source>
        <translation>набор не выбран</translation>
    </message>
    <message>
        <source>phases %1</source>
        <translation>фазы %1</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ServerClientsWizard</name>
    <message>
        <source>One server, several clients</source>
        <translation>Один сервер, несколько клиентов</translation>
    </message>
    <message>
        <source>Topology:</source>
        <translation>Топология:</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>Сервер:</translation>
    </message>
    <message>
        <source>%1 (dynamo &quot;server&quot;, this machine)</source>
        <translation>%1 (Dynamo «server», эта машина)</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 по адресу %2</translation>
    </message>
    <message>
        <source>Clients:</source>
        <translation>Клиенты:</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Режим:</translation>
    </message>
    <message>
        <source>%1, %2 requests (spec &quot;%3&quot;)</source>
        <translation>%1, запросы по %2 (спецификация «%3»)</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>Прогон:</translation>
    </message>
    <message>
        <source>%1 ramp + %2 measured, sampled every %3 ms</source>
        <translation>%1 прогрева + %2 измерения, выборка каждые %3 мс</translation>
    </message>
    <message>
        <source>Repeats:</source>
        <translation>Повторы:</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each client&apos;s pair appears as a worker row (%1) on the Results page and in summary.csv; the &quot;all&quot; row is the server&apos;s aggregate throughput over every client.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Пара каждого клиента отображается строкой воркера (%1) на странице «Результаты» и в summary.csv; строка «all» — суммарная пропускная способность сервера по всем клиентам.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>One server, one client, loopback: %1, %2</source>
        <translation>Один сервер, один клиент, loopback: %1, %2</translation>
    </message>
    <message>
        <source>One server, one client: %1, %2</source>
        <translation>Один сервер, один клиент: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>One server, %n clients, loopback: %1, %2</source>
        <translation>
            <numerusform>Один сервер, %n клиент, loopback: %1, %2</numerusform>
            <numerusform>Один сервер, %n клиента, loopback: %1, %2</numerusform>
            <numerusform>Один сервер, %n клиентов, loopback: %1, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>One server, %n clients: %1, %2</source>
        <translation>
            <numerusform>Один сервер, %n клиент: %1, %2</numerusform>
            <numerusform>Один сервер, %n клиента: %1, %2</numerusform>
            <numerusform>Один сервер, %n клиентов: %1, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loopback on this machine (127.0.0.1): one server, clients: %n; %1, %2 requests.</source>
        <translation>
            <numerusform>Loopback на этой машине (127.0.0.1): один сервер, клиентов: %n; %1, запросы по %2.</numerusform>
            <numerusform>Loopback на этой машине (127.0.0.1): один сервер, клиентов: %n; %1, запросы по %2.</numerusform>
            <numerusform>Loopback на этой машине (127.0.0.1): один сервер, клиентов: %n; %1, запросы по %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Server %3 (dynamo &quot;server&quot;, started here), clients on other hosts: %n; %1, %2 requests. Each client host runs: iometry-dynamo --manager %4 --name NAME --token-file TOKEN</source>
        <translation>
            <numerusform>Сервер %3 (Dynamo «server», запускается здесь), клиентов на других хостах: %n; %1, запросы по %2. На каждом хосте клиента выполняется: iometry-dynamo --manager %4 --name NAME --token-file TOKEN</numerusform>
            <numerusform>Сервер %3 (Dynamo «server», запускается здесь), клиентов на других хостах: %n; %1, запросы по %2. На каждом хосте клиента выполняется: iometry-dynamo --manager %4 --name NAME --token-file TOKEN</numerusform>
            <numerusform>Сервер %3 (Dynamo «server», запускается здесь), клиентов на других хостах: %n; %1, запросы по %2. На каждом хосте клиента выполняется: iometry-dynamo --manager %4 --name NAME --token-file TOKEN</numerusform>
        </translation>
    </message>
    <message>
        <source>loopback: the server and every client on this machine (127.0.0.1)</source>
        <translation>loopback: сервер и все клиенты на этой машине (127.0.0.1)</translation>
    </message>
    <message>
        <source>Steps × repeats:</source>
        <translation>Шаги × повторы:</translation>
    </message>
    <message>
        <source>The clients&apos; dynamos do not start by themselves: start one on each client host, with NAME its dynamo name.</source>
        <translation>Dynamo клиентов не запускаются сами: запустите по одному на каждом клиентском хосте, где NAME — имя его Dynamo.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ServerHostsPage</name>
    <message>
        <source>&amp;Loopback: server and clients all on this machine</source>
        <translation>&amp;Петля (loopback): сервер и все клиенты на этой машине</translation>
    </message>
    <message>
        <source>&amp;Several hosts: the server here, each client on its own host</source>
        <translation>Несколько &amp;хостов: сервер здесь, каждый клиент на своём хосте</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>Хосты</translation>
    </message>
    <message>
        <source>Server and clients</source>
        <translation>Сервер и клиенты</translation>
    </message>
    <message>
        <source>Se&amp;rver address:</source>
        <translation>Адрес &amp;сервера:</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Клиент</translation>
    </message>
    <message>
        <source>Dynamo name</source>
        <translation>Имя Dynamo</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <source>e.g. 10.0.0.%1</source>
        <translation>например, 10.0.0.%1</translation>
    </message>
    <message>
        <source>The server&apos;s dynamo is started on this machine; each client&apos;s dynamo is started by hand on its host (the summary tells how). Clients on one host share its dynamo name.</source>
        <translation>Dynamo сервера запускается на этой машине; Dynamo каждого клиента запускается вручную на его хосте (как именно — сказано в сводке). Клиенты на одном хосте используют одно имя Dynamo.</translation>
    </message>
    <message>
        <source>Number of &amp;clients:</source>
        <translation>Число &amp;клиентов:</translation>
    </message>
    <message>
        <source>One local dynamo over 127.0.0.1: shows how the stack and the CPU share out among clients.</source>
        <translation>Один локальный Dynamo через 127.0.0.1: показывает, как стек и ЦП распределяются между клиентами.</translation>
    </message>
    <message>
        <source>Tests the server&apos;s adapter and host for real.</source>
        <translation>Реальная проверка адаптера и хоста сервера.</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Сервер</translation>
    </message>
    <message>
        <source>Client %1</source>
        <translation>Клиент %1</translation>
    </message>
    <message>
        <source>%1: the dynamo name must be 1–64 letters, digits, spaces or _ - . characters, got &quot;%2&quot;.</source>
        <translation>%1: имя Dynamo должно состоять из 1–64 букв, цифр, пробелов или символов _ - ., а указано «%2».</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is the server&apos;s dynamo; give the client a name of its own.</source>
        <translation>%1: «%2» — это Dynamo сервера; дайте клиенту собственное имя.</translation>
    </message>
    <message>
        <source>%1: %2 is %3 but the server&apos;s %4 is %5: both ends of a pair must be of the same family.</source>
        <translation>%1: %2 — %3, а адрес сервера %4 — %5: оба конца пары должны быть одного семейства.</translation>
    </message>
    <message>
        <source>%1 has the server&apos;s address; type the address of the client&apos;s host.</source>
        <translation>%1: указан адрес сервера; введите адрес хоста клиента.</translation>
    </message>
    <message>
        <source>The server holds one TCP worker per client: all pairs run at once and the server carries their sum.</source>
        <translation>Сервер держит по одному TCP-воркеру на клиента: все пары работают одновременно, а сервер несёт их суммарную нагрузку.</translation>
    </message>
    <message>
        <source>Hosts (not used with loopback)</source>
        <translation>Хосты (не используются при loopback)</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ServerTestPage</name>
    <message>
        <source>&amp;Transmit: the server sends to every client</source>
        <translation>&amp;Передача: сервер передаёт каждому клиенту</translation>
    </message>
    <message>
        <source>&amp;Receive: every client sends to the server</source>
        <translation>П&amp;риём: каждый клиент передаёт серверу</translation>
    </message>
    <message>
        <source>&amp;Full duplex: both directions at once</source>
        <translation>Полный д&amp;уплекс: оба направления одновременно</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Тест</translation>
    </message>
    <message>
        <source>The direction is the server&apos;s point of view. All pairs run the same access specification.</source>
        <translation>Направление указано с точки зрения сервера. Все пары выполняют одну и ту же спецификацию доступа.</translation>
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
        <translation>В полном дуплексе каждое направление учитывается отдельно.</translation>
    </message>
    <message>
        <source>Requests and timing</source>
        <translation>Запросы и время</translation>
    </message>
    <message>
        <source>Request si&amp;ze:</source>
        <translation>Размер &amp;запроса:</translation>
    </message>
    <message>
        <source>R&amp;un time (measured):</source>
        <translation>&amp;Время измерения:</translation>
    </message>
    <message>
        <source>Ra&amp;mp (warm-up, not measured):</source>
        <translation>Про&amp;грев (не измеряется):</translation>
    </message>
    <message>
        <source>&amp;Sample interval (live charts):</source>
        <translation>&amp;Интервал выборки (живые графики):</translation>
    </message>
</context>
<context>
    <name>iometry::gui::SessionController</name>
    <message>
        <source>cannot find iometry-dynamo at %1</source>
        <translation>не удаётся найти iometry-dynamo по пути %1</translation>
    </message>
    <message>
        <source>a test is running: stop it before changing where Iometry listens</source>
        <translation>идёт тест: остановите его, прежде чем менять, где слушает Iometry</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an IP address</source>
        <translation>«%1» — не IP-адрес</translation>
    </message>
    <message>
        <source>the token must be one line of text</source>
        <translation>токен должен быть одной строкой текста</translation>
    </message>
    <message>
        <source>Iometry now listens elsewhere or with another token</source>
        <translation>Iometry теперь слушает на другом адресе или с другим токеном</translation>
    </message>
    <message>
        <source>%1; listening as before failed too: %2</source>
        <translation>%1; вернуть прежнее прослушивание тоже не удалось: %2</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>не удаётся создать папку %1</translation>
    </message>
    <message>
        <source>%1; listening on %2, any port, instead (Dynamos → Add a remote dynamo)</source>
        <translation>%1; вместо этого прослушивание на %2, любой порт (Dynamo → Добавить удалённый Dynamo)</translation>
    </message>
    <message>
        <source>the session is still closing</source>
        <translation>сеанс ещё закрывается</translation>
    </message>
    <message>
        <source>the session is closing: try again in a moment</source>
        <translation>сеанс закрывается: повторите через мгновение</translation>
    </message>
    <message>
        <source>the session was closed</source>
        <translation>сеанс был закрыт</translation>
    </message>
    <message>
        <source>name the IOmeter dynamos to let in: their protocol has no authentication</source>
        <translation>укажите имена динамо IOmeter, которых впускать: в их протоколе нет аутентификации</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a dynamo name: use 1–64 letters, digits, spaces or _ - . characters</source>
        <translation>«%1» — не имя динамо: используйте 1–64 букв, цифр, пробелов или символов _ - .</translation>
    </message>
</context>
<context>
    <name>iometry::gui::SettingsDialog</name>
    <message>
        <source>Results folder</source>
        <translation>Папка результатов</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>&amp;Results folder:</source>
        <translation>&amp;Папка результатов:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Обзор…</translation>
    </message>
    <message>
        <source>Each run writes a folder of its own here, named after the plan&apos;s title and the time (&quot;loopback-throughput-sweep-20261203-085141&quot;).</source>
        <translation>Каждый прогон записывает здесь собственную папку, названную по заголовку плана и времени («loopback-throughput-sweep-20261203-085141»).</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Тема:</translation>
    </message>
    <message>
        <source>Follow the desktop</source>
        <translation>Как на рабочем столе</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <source>&amp;Numbers:</source>
        <translation>&amp;Числа:</translation>
    </message>
    <message>
        <source>In the interface language&apos;s format</source>
        <translation>В формате языка интерфейса</translation>
    </message>
    <message>
        <source>Plain, in every language (1234.5)</source>
        <translation>Простой, для всех языков (1234.5)</translation>
    </message>
    <message>
        <source>How numbers read on screen. Files (CSV, JSON) always use the C locale, whatever is chosen here.</source>
        <translation>Как числа выглядят на экране. Файлы (CSV, JSON) всегда используют локаль C, что бы здесь ни было выбрано.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::SuiteDevicePage</name>
    <message>
        <source>Device and repeats</source>
        <translation>Устройство и повторы</translation>
    </message>
    <message>
        <source>The device under test as the review names it, and how often each step runs: these apply to every member.</source>
        <translation>Испытуемое устройство так, как его называет обзор, и сколько раз выполняется каждый шаг: это относится ко всем элементам.</translation>
    </message>
    <message>
        <source>e.g. Intel X540-T2, ixgbe 5.19</source>
        <translation>например, Intel X540-T2, ixgbe 5.19</translation>
    </message>
    <message>
        <source>each member&apos;s own</source>
        <translation>как у каждого элемента</translation>
    </message>
    <message>
        <source>&amp;Device under test:</source>
        <translation>&amp;Испытуемое устройство:</translation>
    </message>
    <message>
        <source>Recorded with the results, in suite.json: the suite as it ran.</source>
        <translation>Записывается вместе с результатами, в suite.json — набор в том виде, в каком он выполнялся.</translation>
    </message>
    <message>
        <source>&amp;Repeats of each step:</source>
        <translation>&amp;Повторов каждого шага:</translation>
    </message>
    <message>
        <source>The template&apos;s by default. For figures to publish reviewers use 15–20: single runs of a network test scatter by several per cent.</source>
        <translation>По умолчанию — как в шаблоне. Для публикуемых цифр обозреватели делают 15–20: результаты отдельных прогонов сетевого теста разбросаны на несколько процентов.</translation>
    </message>
    <message>
        <source>Run &amp;time of each step:</source>
        <translation>&amp;Время измерения каждого шага:</translation>
    </message>
    <message>
        <source>Shorter runs for a quick look at the whole suite; a method with a trial time of its own keeps it.</source>
        <translation>Более короткие прогоны, чтобы быстро просмотреть весь набор; метод со своим временем испытания сохраняет его.</translation>
    </message>
    <message>
        <source>Test file of the disk members</source>
        <translation>Тестовый файл дисковых элементов</translation>
    </message>
    <message>
        <source>e.g. 4 GiB</source>
        <translation>например, 4 GiB</translation>
    </message>
    <message>
        <source>&amp;Path:</source>
        <translation>П&amp;уть:</translation>
    </message>
    <message>
        <source>A file on the disk under test, on the dynamo that runs them: the review creates it and writes only there.</source>
        <translation>Файл на испытуемом диске, на том Dynamo, который выполняет дисковые элементы: набор создаёт этот файл и пишет только в него.</translation>
    </message>
    <message>
        <source>File &amp;size:</source>
        <translation>&amp;Размер файла:</translation>
    </message>
    <message>
        <source>Bytes, or with KiB, MiB, GiB or TiB. Larger than the disk&apos;s cache, so that the disk is measured and not its cache.</source>
        <translation>В байтах или с суффиксом KiB, MiB, GiB или TiB. Больше кэша диска, чтобы измерялся сам диск, а не его кэш.</translation>
    </message>
    <message>
        <source>Give the test file&apos;s path.</source>
        <translation>Укажите путь к тестовому файлу.</translation>
    </message>
    <message>
        <source>Give the test file&apos;s size.</source>
        <translation>Укажите размер тестового файла.</translation>
    </message>
    <message>
        <source>Path: %1</source>
        <translation>Путь: %1</translation>
    </message>
    <message>
        <source>File size: %1</source>
        <translation>Размер файла: %1</translation>
    </message>
</context>
<context>
    <name>iometry::gui::SuiteFolderPage</name>
    <message>
        <source>Results folder</source>
        <translation>Папка результатов</translation>
    </message>
    <message>
        <source>Every member writes its results into a folder of its own in this one, beside suite.json, the record of the suite as it ran.</source>
        <translation>Каждый элемент записывает свои результаты в собственную папку внутри этой, рядом с suite.json — записью набора в том виде, в каком он выполнялся.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Выбрать…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Папка:</translation>
    </message>
    <message>
        <source>A new folder by default, named after the suite and the time. A folder that holds a suite&apos;s results already is carried on with File → Resume suite…, never written over.</source>
        <translation>По умолчанию — новая папка, названная по набору и времени. Папка, где уже есть результаты набора, продолжается через Файл → Продолжить набор тестов… и никогда не перезаписывается.</translation>
    </message>
    <message>
        <source>Results folder of the suite</source>
        <translation>Папка результатов набора</translation>
    </message>
    <message>
        <source>Give the folder the suite&apos;s results go to.</source>
        <translation>Укажите папку, куда записываются результаты набора.</translation>
    </message>
    <message>
        <source>%1 is not a whole path: give the folder from the root.</source>
        <translation>%1 — не полный путь: укажите папку от корня.</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder.</source>
        <translation>%1 — файл, а не папка.</translation>
    </message>
    <message>
        <source>%1 already holds a suite&apos;s results: choose another folder (File → Resume suite… carries that suite on).</source>
        <translation>В %1 уже есть результаты набора: выберите другую папку (Файл → Продолжить набор тестов… продолжит тот набор).</translation>
    </message>
</context>
<context>
    <name>iometry::gui::SuiteHostsPage</name>
    <message>
        <source>&amp;On the dynamos chosen below</source>
        <translation>&amp;На Dynamo, выбранных ниже</translation>
    </message>
    <message>
        <source>&amp;Loopback: the whole suite on this machine</source>
        <translation>&amp;Петля (loopback): весь набор на этой машине</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>Хосты</translation>
    </message>
    <message>
        <source>Which dynamo runs each dynamo the suite names, and the address its data goes through: that address chooses the adapter under test.</source>
        <translation>Какой Dynamo выполняет каждый Dynamo, названный в наборе, и через какой адрес идут его данные: этот адрес выбирает испытуемый адаптер.</translation>
    </message>
    <message>
        <source>Each of the suite&apos;s dynamos runs on a dynamo connected to this window, or on a new one started on this machine. To add a dynamo on another host: Dynamos → Add a remote dynamo…</source>
        <translation>Каждый Dynamo набора работает на Dynamo, подключённом к этому окну, или на новом, запущенном на этой машине. Чтобы добавить Dynamo на другом хосте: Dynamo → Добавить удалённый Dynamo…</translation>
    </message>
    <message>
        <source>Every dynamo is started on this machine and every address is 127.0.0.1: to try the suite, or for a baseline. Members that sweep the MTU are left out: the loopback MTU is never changed.</source>
        <translation>Все Dynamo запускаются на этой машине, все адреса — 127.0.0.1: чтобы опробовать набор или получить базовый уровень. Элементы, перебирающие MTU, пропускаются: MTU loopback никогда не меняется.</translation>
    </message>
    <message>
        <source>Dynamo of the suite</source>
        <translation>Dynamo набора</translation>
    </message>
    <message>
        <source>Runs on</source>
        <translation>Где работает</translation>
    </message>
    <message>
        <source>Data address</source>
        <translation>Адрес данных</translation>
    </message>
    <message>
        <source>Dynamo %1</source>
        <translation>Dynamo %1</translation>
    </message>
    <message>
        <source>The suite starts it on the machine that runs it.</source>
        <translation>Набор запускает его на машине, которая его выполняет.</translation>
    </message>
    <message>
        <source>The suite expects it on another host.</source>
        <translation>Набор ожидает его на другом хосте.</translation>
    </message>
    <message>
        <source>the suite&apos;s: %1</source>
        <translation>в наборе: %1</translation>
    </message>
    <message>
        <source>none: no pair of the suite has an end on it</source>
        <translation>нет: ни у одной пары набора нет конца на нём</translation>
    </message>
    <message>
        <source>%1 (this machine)</source>
        <translation>%1 (эта машина)</translation>
    </message>
    <message>
        <source>%1 (another host)</source>
        <translation>%1 (другой хост)</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>A new dynamo “%1” on this machine</source>
        <translation>Новый Dynamo «%1» на этой машине</translation>
    </message>
    <message>
        <source>loopback: every dynamo on this machine, every address 127.0.0.1</source>
        <translation>loopback: все Dynamo на этой машине, все адреса 127.0.0.1</translation>
    </message>
    <message>
        <source>%1 on a new dynamo on this machine</source>
        <translation>%1 на новом Dynamo на этой машине</translation>
    </message>
    <message>
        <source>%1 on dynamo %2, this machine</source>
        <translation>%1 на Dynamo %2, эта машина</translation>
    </message>
    <message>
        <source>%1 on dynamo %2, another host</source>
        <translation>%1 на Dynamo %2, другой хост</translation>
    </message>
    <message>
        <source>%1 on dynamo %2 at %3</source>
        <translation>%1 на Dynamo %2 на %3</translation>
    </message>
    <message>
        <source>%1, data address %2</source>
        <translation>%1, адрес данных %2</translation>
    </message>
    <message>
        <source>Dynamo %1: a dynamo of that name is connected from another host, so none would be started on this machine; choose that dynamo for it, or another one.</source>
        <translation>Dynamo %1: Dynamo с таким именем подключён с другого хоста, поэтому на этой машине ни один не будет запущен; выберите для него этот Dynamo или другой.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::SuiteRunner</name>
    <message>
        <source>dynamo %1, on which the suite runs, is not connected: start it on its host (Dynamos → Add a remote dynamo… tells how)</source>
        <translation>Dynamo %1, на котором выполняется набор, не подключён: запустите его на его хосте (как — подскажет Dynamo → Добавить удалённый Dynamo…)</translation>
    </message>
    <message>
        <source>every member of the suite in %1 has completed: nothing is left to run</source>
        <translation>все элементы набора в %1 завершены: выполнять больше нечего</translation>
    </message>
    <message>
        <source>dynamo %1, on which the suite in %2 runs, is not connected: start it on its host (Dynamos → Add a remote dynamo… tells how), then resume</source>
        <translation>Dynamo %1, на котором выполняется набор в %2, не подключён: запустите его на его хосте (как — подскажет Dynamo → Добавить удалённый Dynamo…), затем продолжите</translation>
    </message>
    <message>
        <source>a suite is running already</source>
        <translation>набор уже выполняется</translation>
    </message>
    <message>
        <source>a test is running: stop it first</source>
        <translation>идёт тест: сначала остановите его</translation>
    </message>
    <message>
        <source>the session is not open: no dynamo can run the suite</source>
        <translation>сеанс не открыт: ни один Dynamo не может выполнить набор</translation>
    </message>
    <message>
        <source>the session closed before member &quot;%1&quot; could start</source>
        <translation>сеанс закрылся до того, как смог начаться элемент «%1»</translation>
    </message>
</context>
<context>
    <name>iometry::gui::SuiteSummaryPage</name>
    <message>
        <source>Summary</source>
        <translation>Сводка</translation>
    </message>
    <message>
        <source>After Finish the members run one after another; the Results page shows which one runs, with its live charts.</source>
        <translation>После нажатия «Завершить» элементы выполняются один за другим; на странице «Результаты» видно, какой из них идёт, с его живыми графиками.</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Элемент</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Метод</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Шаги</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Повторы</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Длительность</translation>
    </message>
    <message>
        <source>Suite:</source>
        <translation>Набор:</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>Устройство:</translation>
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
        <translation>Результаты:</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>не более %1</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>около %1</translation>
    </message>
    <message>
        <source>left out: %1</source>
        <translation>пропущен: %1</translation>
    </message>
    <message>
        <source>Total: about %1 for %2 members, %3 step runs</source>
        <translation>Итого: около %1; элементов: %2, прогонов шагов: %3</translation>
    </message>
    <message>
        <source>Total: at most %1 for %2 members, %3 step runs</source>
        <translation>Итого: не более %1; элементов: %2, прогонов шагов: %3</translation>
    </message>
    <message>
        <source>The suite cannot run yet:
%1</source>
        <translation>Набор пока нельзя выполнить:
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
        <translation>Обзор, который нужно выполнить: шаблон одного из стандартных обзоров, у каждого указана длительность при повторах шаблона, или собственный файл набора.</translation>
    </message>
    <message>
        <source>&amp;Open a suite file…</source>
        <translation>&amp;Открыть файл набора…</translation>
    </message>
    <message>
        <source>The templates were not found beside Iometry (share/iometry/examples/suites): open a suite file.</source>
        <translation>Шаблоны не найдены рядом с Iometry (share/iometry/examples/suites): откройте файл набора.</translation>
    </message>
    <message>
        <source>%1 holds no suite: open a suite file.</source>
        <translation>В %1 нет ни одного набора: откройте файл набора.</translation>
    </message>
    <message>
        <source>Open a suite file</source>
        <translation>Открыть файл набора</translation>
    </message>
    <message>
        <source>Iometry suites (*.json)</source>
        <translation>Наборы Iometry (*.json)</translation>
    </message>
    <message>
        <source>Suite file: %1</source>
        <translation>Файл набора: %1</translation>
    </message>
    <message>
        <source>Choose a template, or open a suite file of your own.</source>
        <translation>Выберите шаблон или откройте собственный файл набора.</translation>
    </message>
    <message>
        <source>%1 is not a valid suite:
%2</source>
        <translation>%1 — некорректный набор:
%2</translation>
    </message>
</context>
<context>
    <name>iometry::gui::SummaryPage</name>
    <message>
        <source>Summary</source>
        <translation>Сводка</translation>
    </message>
    <message>
        <source>Plan &amp;name:</source>
        <translation>Название &amp;плана:</translation>
    </message>
    <message>
        <source>The plan cannot be used yet:
%1</source>
        <translation>План пока нельзя использовать:
%1</translation>
    </message>
    <message>
        <source>After Finish the plan is in the main window, where every page can still change it before Start.</source>
        <translation>После нажатия «Завершить» план откроется в главном окне, где его ещё можно изменить на любой странице до нажатия «Старт».</translation>
    </message>
</context>
<context>
    <name>iometry::gui::TargetsPage</name>
    <message>
        <source>Add worker</source>
        <translation>Добавить воркер</translation>
    </message>
    <message>
        <source>Remove worker</source>
        <translation>Удалить воркер</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Воркеры</translation>
    </message>
    <message>
        <source>Addresses</source>
        <translation>Адреса</translation>
    </message>
    <message>
        <source>MTU</source>
        <translation>MTU</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Драйвер</translation>
    </message>
    <message>
        <source>Connected dynamos</source>
        <translation>Подключённые Dynamo</translation>
    </message>
    <message>
        <source>No dynamo is connected yet: type the addresses of the workers by hand; they are checked as IP addresses.</source>
        <translation>Ни один Dynamo пока не подключён: введите адреса воркеров вручную; они проверяются как IP-адреса.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 Mbit/s</source>
        <translation>%1 Мбит/с</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>Each worker runs one access spec. A TCP or UDP worker listens on Bind; its partner, created on the peer dynamo, connects from Peer address, so the data path is exactly Bind ↔ Peer address. A disk worker reads and writes Path, a test file or a block device of its dynamo. Columns of the kinds the plan has are shown.</source>
        <translation>Каждый воркер выполняет одну спецификацию доступа. TCP- или UDP-воркер слушает на локальном адресе; его партнёр, создаваемый на Dynamo партнёра, подключается с адреса партнёра, так что путь данных — ровно «локальный адрес ↔ адрес партнёра». Дисковый воркер читает и пишет путь — тестовый файл или блочное устройство своего Dynamo. Показаны столбцы тех видов, которые есть в плане.</translation>
    </message>
    <message>
        <source>Network interfaces</source>
        <translation>Сетевые интерфейсы</translation>
    </message>
    <message>
        <source>Block devices</source>
        <translation>Блочные устройства</translation>
    </message>
    <message>
        <source>Size, model, type</source>
        <translation>Размер, модель, тип</translation>
    </message>
    <message>
        <source>Safe to write?</source>
        <translation>Можно писать?</translation>
    </message>
    <message>
        <source>The dynamo reports no block device.</source>
        <translation>Dynamo не сообщает ни одного блочного устройства.</translation>
    </message>
    <message>
        <source>IOmeter %1 dynamo, %2 (no authentication)</source>
        <translation>динамо IOmeter %1, %2 (без аутентификации)</translation>
    </message>
    <message>
        <source>IOmeter disk targets</source>
        <translation>Дисковые цели IOmeter</translation>
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
        <translation>Тестовый файл</translation>
    </message>
    <message>
        <source>The IOmeter dynamo lists no disk target.</source>
        <translation>Динамо IOmeter не сообщает ни одной дисковой цели.</translation>
    </message>
    <message>
        <source>physical disk</source>
        <translation>физический диск</translation>
    </message>
    <message>
        <source>file system</source>
        <translation>файловая система</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 Б</translation>
    </message>
    <message>
        <source>prepared</source>
        <translation>подготовлен</translation>
    </message>
    <message>
        <source>not prepared: filled before its first step</source>
        <translation>не подготовлен: заполняется перед первым шагом</translation>
    </message>
</context>
<context>
    <name>iometry::gui::TestSetupPage</name>
    <message>
        <source>e.g. Adapter throughput sweep</source>
        <translation>например, Пропускная способность адаптера</translation>
    </message>
    <message>
        <source>Hosts, cable, adapters, anything the report should say</source>
        <translation>Хосты, кабель, адаптеры — всё, что должно попасть в отчёт</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>План</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Название:</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>Описание:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>Measured seconds of each step, more than 0 and at most 86400.</source>
        <translation>Длительность измерения на каждом шаге в секундах: больше 0 и не более 86400.</translation>
    </message>
    <message>
        <source>Warm-up seconds before the measured part of each step, 0 to 3600. Ramp intervals are recorded but left out of the results.</source>
        <translation>Время прогрева в секундах перед измеряемой частью каждого шага, от 0 до 3600. Интервалы прогрева записываются, но не входят в результаты.</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>Length of one sample interval of the live charts, 100 to 60000 ms.</source>
        <translation>Длина одного интервала выборки для графиков в реальном времени, от 100 до 60000 мс.</translation>
    </message>
    <message>
        <source>How many times each step runs, 1 to 1000.</source>
        <translation>Сколько раз выполняется каждый шаг, от 1 до 1000.</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Среднее</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Медиана</translation>
    </message>
    <message>
        <source>Best (highest Mbit/s)</source>
        <translation>Лучший, макс. Мбит/с</translation>
    </message>
    <message>
        <source>How the repeats of a step are combined in its aggregate row.</source>
        <translation>Как повторы шага объединяются в его итоговую строку.</translation>
    </message>
    <message>
        <source>Seed of the request sequences, 0 to 9223372036854775807. The same plan with the same seed replays the same requests.</source>
        <translation>Зерно генератора случайных чисел (seed) для последовательностей запросов, от 0 до 9223372036854775807. Тот же план с тем же зерном воспроизводит те же запросы.</translation>
    </message>
    <message>
        <source>Timing and repeats</source>
        <translation>Время и повторы</translation>
    </message>
    <message>
        <source>Run time:</source>
        <translation>Время измерения:</translation>
    </message>
    <message>
        <source>Ramp-up time:</source>
        <translation>Время прогрева:</translation>
    </message>
    <message>
        <source>Sample interval:</source>
        <translation>Интервал выборки:</translation>
    </message>
    <message>
        <source>Repeats:</source>
        <translation>Повторы:</translation>
    </message>
    <message>
        <source>Aggregate:</source>
        <translation>Агрегирование:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Зерно ГСЧ:</translation>
    </message>
    <message>
        <source>Sweep the request size</source>
        <translation>Перебирать размер запроса</translation>
    </message>
    <message>
        <source>64, 512, 4 KiB, 64K, 1M</source>
        <translation>64, 512, 4 KiB, 64K, 1M</translation>
    </message>
    <message>
        <source>Request sizes, separated by commas, in the order they run: bytes or K/KiB, M/MiB (1 K = 1024 bytes), 1 B to 16 MiB.</source>
        <translation>Размеры запроса через запятую, в порядке выполнения: в байтах или с суффиксами K/KiB, M/MiB (1 K = 1024 байта), от 1 Б до 16 МиБ.</translation>
    </message>
    <message>
        <source>Classic 64 B … 256 KiB</source>
        <translation>Классические 64 Б … 256 КиБ</translation>
    </message>
    <message>
        <source>The 13 doubling sizes of the reviews: 64, 128, 256 … 256 KiB.</source>
        <translation>13 удваивающихся размеров, принятых в обзорах: 64, 128, 256 … 256 КиБ.</translation>
    </message>
    <message>
        <source>Sweep the outstanding I/Os</source>
        <translation>Перебирать глубину очереди</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Список</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Диапазон</translation>
    </message>
    <message>
        <source>Outstanding I/Os, separated by commas, 1 to 4096.</source>
        <translation>Значения глубины очереди через запятую, от 1 до 4096.</translation>
    </message>
    <message>
        <source>exponential (× step)</source>
        <translation>экспоненциально (× шаг)</translation>
    </message>
    <message>
        <source>linear (+ step)</source>
        <translation>линейно (+ шаг)</translation>
    </message>
    <message>
        <source>from</source>
        <translation>от</translation>
    </message>
    <message>
        <source>to</source>
        <translation>до</translation>
    </message>
    <message>
        <source>step</source>
        <translation>шаг</translation>
    </message>
    <message>
        <source>Request size first, then outstanding I/Os</source>
        <translation>Сначала размер запроса, затем глубина очереди</translation>
    </message>
    <message>
        <source>Outstanding I/Os first, then request size</source>
        <translation>Сначала глубина очереди, затем размер запроса</translation>
    </message>
    <message>
        <source>The first axis is the outer loop: with size first, every size runs all its outstanding values before the next size.</source>
        <translation>Первая ось — внешний цикл: если первым идёт размер, то для каждого размера выполняются все значения глубины очереди, прежде чем перейти к следующему размеру.</translation>
    </message>
    <message>
        <source>Sweeps</source>
        <translation>Перебор параметров</translation>
    </message>
    <message>
        <source>In each step every line of every access spec runs with this size.</source>
        <translation>На каждом шаге все строки всех спецификаций доступа выполняются с этим размером.</translation>
    </message>
    <message>
        <source>In each step every worker keeps this many requests in flight. A range runs from its start while the value stays at most its end.</source>
        <translation>На каждом шаге каждый воркер держит столько одновременных запросов. Диапазон идёт от начального значения, пока значение не превысит конечное.</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>Порядок:</translation>
    </message>
    <message numerus="yes">
        <source>%n step</source>
        <translation>
            <numerusform>%n шаг</numerusform>
            <numerusform>%n шага</numerusform>
            <numerusform>%n шагов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <translation>
            <numerusform>%n шаг</numerusform>
            <numerusform>%n шага</numerusform>
            <numerusform>%n шагов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repeat</source>
        <translation>
            <numerusform>%n повтор</numerusform>
            <numerusform>%n повтора</numerusform>
            <numerusform>%n повторов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repeats</source>
        <translation>
            <numerusform>%n повтор</numerusform>
            <numerusform>%n повтора</numerusform>
            <numerusform>%n повторов</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 × %2 ≈ %3</source>
        <translation>%1 × %2 ≈ %3</translation>
    </message>
    <message>
        <source>Each step runs %1 of ramp-up and %2 measured; setting up the dynamos between steps comes on top.</source>
        <translation>Каждый шаг: %1 прогрева и %2 измерения; настройка Dynamo между шагами — сверх того.</translation>
    </message>
    <message>
        <source>Cycle the number of workers on each dynamo</source>
        <translation>Перебирать число воркеров на каждом Dynamo</translation>
    </message>
    <message>
        <source>Numbers of workers, separated by commas, in the order they run: in each step every dynamo runs its first N workers, in plan order.</source>
        <translation>Числа воркеров через запятую в порядке выполнения: на каждом шаге каждый Dynamo запускает своих первых N воркеров в порядке плана.</translation>
    </message>
    <message>
        <source>One more worker per dynamo in each step, up to the most any dynamo holds.</source>
        <translation>На каждом шаге на один воркер больше на каждом Dynamo, вплоть до наибольшего их числа на одном Dynamo.</translation>
    </message>
    <message>
        <source>Cycle the number of targets</source>
        <translation>Перебирать число целей</translation>
    </message>
    <message>
        <source>Numbers of targets, separated by commas, in the order they run: in each step the plan&apos;s first N workers run, in plan order, across dynamos.</source>
        <translation>Числа целей через запятую в порядке выполнения: на каждом шаге работают первые N воркеров плана в порядке плана, на всех Dynamo.</translation>
    </message>
    <message>
        <source>One more target in each step, up to all of the plan&apos;s workers.</source>
        <translation>На каждом шаге на одну цель больше, вплоть до всех воркеров плана.</translation>
    </message>
    <message>
        <source>Workers cycling adds a worker on every dynamo at each step; targets cycling adds one worker (its target) at a time, across dynamos. A worker left out runs neither end of its pair. Only one of the two.</source>
        <translation>Перебор воркеров добавляет по воркеру на каждом Dynamo на каждом шаге; перебор целей добавляет по одному воркеру (его цель) за раз, на всех Dynamo. Невключённый воркер не запускает ни один конец своей пары. Только один из двух.</translation>
    </message>
    <message>
        <source>1 … %1</source>
        <translation>1 … %1</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>не более %1</translation>
    </message>
    <message>
        <source>Idle time:</source>
        <translation>Время простоя:</translation>
    </message>
    <message>
        <source>Seconds before and after each step when only the probes run, 0 to 600: their latency idle, to compare with it under the load. Needs a probe worker (the Probe column of the workers).</source>
        <translation>Секунды до и после каждого шага, когда работают только зонды, от 0 до 600: их задержка в простое — для сравнения с задержкой под нагрузкой. Нужен воркер-зонд (столбец «Зонд» у воркеров).</translation>
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
        <translation>Повторы:</translation>
    </message>
    <message>
        <source>Steps × repeats:</source>
        <translation>Шаги × повторы:</translation>
    </message>
</context>
<context>
    <name>iometry::gui::TopologyModel</name>
    <message>
        <source>Topology</source>
        <translation>Топология</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>All managers</source>
        <translation>Все менеджеры</translation>
    </message>
    <message>
        <source>connected, %1</source>
        <translation>подключён, %1</translation>
    </message>
    <message>
        <source>starts with the test</source>
        <translation>запустится с тестом</translation>
    </message>
    <message>
        <source>waiting for it to connect</source>
        <translation>ожидание подключения</translation>
    </message>
    <message>
        <source> (not in the plan)</source>
        <translation> (нет в плане)</translation>
    </message>
    <message>
        <source>probe, %1 Hz: %2</source>
        <translation>зонд, %1 Гц: %2</translation>
    </message>
    <message>
        <source>connected, IOmeter %1 dynamo</source>
        <translation>подключён, динамо IOmeter %1</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>подключён</translation>
    </message>
</context>
<context>
    <name>iometry::gui::UdpRampPage</name>
    <message>
        <source>Offered rates</source>
        <translation>Предлагаемые скорости</translation>
    </message>
    <message>
        <source>Host A sends one UDP stream to host B at each rate in turn; every rate is one trial, and the curve past the knee shows how the path degrades.</source>
        <translation>Хост A передаёт хосту B один поток UDP поочерёдно на каждой скорости; каждая скорость — одно испытание, а кривая после излома показывает, как деградирует путь.</translation>
    </message>
    <message>
        <source>Use the &amp;reviews&apos; ramp</source>
        <translation>Как в о&amp;бзорах</translation>
    </message>
    <message>
        <source>&amp;Datagram size:</source>
        <translation>&amp;Размер датаграммы:</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>О&amp;т:</translation>
    </message>
    <message>
        <source>T&amp;o:</source>
        <translation>Д&amp;о:</translation>
    </message>
    <message>
        <source>&amp;Step:</source>
        <translation>&amp;Шаг:</translation>
    </message>
    <message>
        <source>&amp;Trial time:</source>
        <translation>Длительность &amp;испытания:</translation>
    </message>
    <message>
        <source>The last rate (%1 Mbit/s) is below the first (%2 Mbit/s).</source>
        <translation>Последняя скорость (%1 Мбит/с) меньше первой (%2 Мбит/с).</translation>
    </message>
    <message>
        <source>That is more than %1 rates; take a larger step.</source>
        <translation>Это больше %1 скоростей; увеличьте шаг.</translation>
    </message>
    <message>
        <source>1472 B fills a 1500-byte Ethernet frame over IPv4.</source>
        <translation>1472 Б заполняют 1500-байтный кадр Ethernet поверх IPv4.</translation>
    </message>
    <message>
        <source>The reviews ramp 200 → 800 Mbit/s in steps of 10.</source>
        <translation>В обзорах скорость наращивают 200 → 800 Мбит/с с шагом 10.</translation>
    </message>
    <message>
        <source>Each trial warms up for %1 first, not measured.</source>
        <translation>Сначала каждое испытание прогревается %1, без измерения.</translation>
    </message>
</context>
<context>
    <name>iometry::gui::UdpRampWizard</name>
    <message>
        <source>Where the two ends of the UDP stream run. Host A&apos;s address sends to host B&apos;s, so these choose the adapters under test.</source>
        <translation>Где работают два конца потока UDP. Адрес хоста A передаёт на адрес хоста B, поэтому эти адреса и определяют тестируемые адаптеры.</translation>
    </message>
    <message>
        <source>Measures the UDP stack and the CPU of this machine, not an adapter: the baseline to compare adapters against.</source>
        <translation>Измеряет стек UDP и ЦП этой машины, а не адаптер: это базовый уровень для сравнения адаптеров.</translation>
    </message>
    <message>
        <source>Measures the link between two machines: A&apos;s adapter sends, B&apos;s receives.</source>
        <translation>Измеряет канал между двумя машинами: адаптер A передаёт, адаптер B принимает.</translation>
    </message>
    <message>
        <source>UDP ramp</source>
        <translation>Наращивание скорости UDP</translation>
    </message>
    <message>
        <source>UDP ramp: %1 → %2 Mbit/s, %3</source>
        <translation>Наращивание скорости UDP: %1 → %2 Мбит/с, %3</translation>
    </message>
    <message>
        <source>offers %1, %2, … %3 Mbit/s of %4-byte datagrams, %5 each</source>
        <translation>подаёт %1, %2, … %3 Мбит/с датаграммами по %4 байт, по %5 на каждую скорость</translation>
    </message>
    <message>
        <source>One UDP stream over loopback on this machine: the holder %1 to its partner. procedure.json holds the achieved rate and the loss at each offered rate.</source>
        <translation>Один поток UDP через loopback на этой машине: воркер-отправитель %1 своему партнёру. procedure.json содержит достигнутую скорость и потери для каждой предлагаемой скорости.</translation>
    </message>
    <message>
        <source>Two hosts: A (this machine, %1) %2 to B (%3), a dynamo started by hand. procedure.json holds the achieved rate and the loss at each offered rate. %4</source>
        <translation>Два хоста: A (эта машина, %1) %2 на B (%3; Dynamo запускается вручную). procedure.json содержит достигнутую скорость и потери для каждой предлагаемой скорости. %4</translation>
    </message>
    <message>
        <source>Topology:</source>
        <translation>Топология:</translation>
    </message>
    <message>
        <source>Stream:</source>
        <translation>Поток:</translation>
    </message>
    <message>
        <source>one way, the worker sends to its partner</source>
        <translation>в одну сторону, воркер передаёт партнёру</translation>
    </message>
    <message>
        <source>one way, host A sends to host B</source>
        <translation>в одну сторону, хост A передаёт хосту B</translation>
    </message>
    <message>
        <source>Datagrams:</source>
        <translation>Датаграммы:</translation>
    </message>
    <message>
        <source>%1 B of UDP payload</source>
        <translation>%1 Б полезной нагрузки UDP</translation>
    </message>
    <message>
        <source>Offered rates:</source>
        <translation>Предлагаемые скорости:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>%1 Mbit/s (1 rate)</source>
        <translation>%1 Мбит/с (1 скорость)</translation>
    </message>
    <message>
        <source>%1 Mbit/s (%2 rates)</source>
        <translation>%1 Мбит/с (скоростей: %2)</translation>
    </message>
    <message>
        <source>Each trial:</source>
        <translation>Каждое испытание:</translation>
    </message>
    <message>
        <source>%1 warm-up + %2 measured</source>
        <translation>%1 прогрева + %2 измерения</translation>
    </message>
    <message>
        <source>Trials:</source>
        <translation>Испытания:</translation>
    </message>
</context>
<context>
    <name>iometry::gui::UnderLoadPage</name>
    <message>
        <source>Load and probe</source>
        <translation>Нагрузка и зонд</translation>
    </message>
    <message>
        <source> Hz</source>
        <translation> Гц</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Нагрузка</translation>
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
        <translation>Время</translation>
    </message>
    <message>
        <source>&amp;Idle before and after:</source>
        <translation>&amp;Простой до и после:</translation>
    </message>
    <message>
        <source>The probe alone before the load starts and again after it ends: its latency with nothing else running, which the latency under the load is compared with.</source>
        <translation>Зонд в одиночку до начала нагрузки и снова после её окончания: его задержка, когда больше ничего не работает, — с ней сравнивается задержка под нагрузкой.</translation>
    </message>
    <message>
        <source>&amp;Under load:</source>
        <translation>&amp;Под нагрузкой:</translation>
    </message>
    <message>
        <source>The load&apos;s time after %1 of warm-up, the probe running all through it.</source>
        <translation>Время нагрузки после %1 прогрева; зонд работает всё это время.</translation>
    </message>
    <message>
        <source>%1 a second</source>
        <translation>%1 в секунду</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Время:</translation>
    </message>
    <message>
        <source>%1 probe alone, %2 warm-up + %3 under the load, %1 probe alone</source>
        <translation>%1 только зонд, %2 прогрев + %3 под нагрузкой, %1 только зонд</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>Длительность:</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>около %1</translation>
    </message>
    <message>
        <source>The probe runs alone for %1 before the load and %1 after it; summary.csv gives its latency in each part (scope probe, phase idle_before, load and idle_after), and the Report page&apos;s view Latency under load draws it against the load&apos;s throughput.</source>
        <translation>Зонд работает один %1 до нагрузки и %1 после неё; summary.csv даёт его задержку в каждой части (scope probe, phase idle_before, load и idle_after), а вид «Задержка под нагрузкой» на странице «Отчёт» рисует её рядом с пропускной способностью нагрузки.</translation>
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
        <translation>&amp;Отметить все</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>&amp;Снять все</translation>
    </message>
</context>
<context>
    <name>iometry::gui::WorkerModel</name>
    <message>
        <source>any</source>
        <translation>любой</translation>
    </message>
    <message>
        <source>Dynamo %1 is not connected: its addresses cannot be offered, type them.</source>
        <translation>Dynamo %1 не подключён: его адреса нельзя предложить, введите их вручную.</translation>
    </message>
    <message numerus="yes">
        <source>Dynamo %1 is connected (%2), %n CPU.</source>
        <translation>
            <numerusform>Dynamo %1 подключён (%2), %n ЦП.</numerusform>
            <numerusform>Dynamo %1 подключён (%2), %n ЦП.</numerusform>
            <numerusform>Dynamo %1 подключён (%2), %n ЦП.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dynamo %1 is connected (%2), %n CPUs.</source>
        <translation>
            <numerusform>Dynamo %1 подключён (%2), %n ЦП.</numerusform>
            <numerusform>Dynamo %1 подключён (%2), %n ЦП.</numerusform>
            <numerusform>Dynamo %1 подключён (%2), %n ЦП.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
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
        <translation>Локальный адрес</translation>
    </message>
    <message>
        <source>Peer dynamo</source>
        <translation>Dynamo партнёра</translation>
    </message>
    <message>
        <source>Peer address</source>
        <translation>Адрес партнёра</translation>
    </message>
    <message>
        <source>Spec</source>
        <translation>Спецификация</translation>
    </message>
    <message>
        <source>Outstanding</source>
        <translation>Очередь</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>ЦП</translation>
    </message>
    <message>
        <source>Peer CPU</source>
        <translation>ЦП партнёра</translation>
    </message>
    <message>
        <source>1 to 64 letters, digits, spaces or _ - . characters, unique in the plan.</source>
        <translation>От 1 до 64 букв, цифр, пробелов или символов _ - . — уникальное в плане.</translation>
    </message>
    <message>
        <source>The host this worker runs on.</source>
        <translation>Хост, на котором работает этот воркер.</translation>
    </message>
    <message>
        <source>The access specification it runs (Access Specifications page).</source>
        <translation>Спецификация доступа, которую он выполняет (страница «Спецификации доступа»).</translation>
    </message>
    <message>
        <source>%1: %2 is not an address of dynamo %3 (it has %4)</source>
        <translation>%1: %2 — не адрес Dynamo %3 (его адреса: %4)</translation>
    </message>
    <message>
        <source>this column cannot be edited</source>
        <translation>этот столбец нельзя редактировать</translation>
    </message>
    <message>
        <source>no such worker</source>
        <translation>нет такого воркера</translation>
    </message>
    <message numerus="yes">
        <source>%1: dynamo %2 has %n CPU (0–%3), got %4</source>
        <translation>
            <numerusform>%1: у Dynamo %2 %n ЦП (0–%3), указано %4</numerusform>
            <numerusform>%1: у Dynamo %2 %n ЦП (0–%3), указано %4</numerusform>
            <numerusform>%1: у Dynamo %2 %n ЦП (0–%3), указано %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: dynamo %2 has %n CPUs (0–%3), got %4</source>
        <translation>
            <numerusform>%1: у Dynamo %2 %n ЦП (0–%3), указано %4</numerusform>
            <numerusform>%1: у Dynamo %2 %n ЦП (0–%3), указано %4</numerusform>
            <numerusform>%1: у Dynamo %2 %n ЦП (0–%3), указано %4</numerusform>
        </translation>
    </message>
    <message>
        <source>no such cell</source>
        <translation>нет такой ячейки</translation>
    </message>
    <message>
        <source>workers: must not be empty (a plan needs at least one worker)</source>
        <translation>workers: не может быть пустым (в плане нужен хотя бы один воркер)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>all of it</source>
        <translation>целиком</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>tcp — a stream or request/response pair</source>
        <translation>tcp — поток или пара запрос/ответ</translation>
    </message>
    <message>
        <source>udp — paced datagrams</source>
        <translation>udp — датаграммы с заданным темпом</translation>
    </message>
    <message>
        <source>disk — a test file or block device</source>
        <translation>disk — тестовый файл или блочное устройство</translation>
    </message>
    <message>
        <source>auto — io_uring, else libaio, else sync</source>
        <translation>auto — io_uring, иначе libaio, иначе sync</translation>
    </message>
    <message>
        <source>sync — pread/pwrite, one at a time</source>
        <translation>sync — pread/pwrite по одной</translation>
    </message>
    <message>
        <source>%1 — %2, %3</source>
        <translation>%1 — %2, %3</translation>
    </message>
    <message>
        <source>Rate (Mbit/s)</source>
        <translation>Скорость, Мбит/с</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Путь</translation>
    </message>
    <message>
        <source>File size</source>
        <translation>Размер файла</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Движок</translation>
    </message>
    <message>
        <source>O_DIRECT</source>
        <translation>O_DIRECT</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <source>Block device</source>
        <translation>Блочное устройство</translation>
    </message>
    <message>
        <source>Force</source>
        <translation>Принудительно</translation>
    </message>
    <message>
        <source>The kind of target: tcp (a stream or request/response pair), udp (paced datagrams) or disk (a test file or a block device).</source>
        <translation>Вид цели: tcp (поток или пара запрос/ответ), udp (датаграммы с заданным темпом) или disk (тестовый файл или блочное устройство).</translation>
    </message>
    <message>
        <source>default</source>
        <translation>по умолчанию</translation>
    </message>
    <message>
        <source>default (%1)</source>
        <translation>по умолчанию (%1)</translation>
    </message>
    <message>
        <source>Dynamo %1 does not offer %2 (it has %3): the run would fail.</source>
        <translation>Dynamo %1 не предлагает %2 (у него есть %3): запуск завершится ошибкой.</translation>
    </message>
    <message>
        <source>default — off for streams, on for request/response</source>
        <translation>по умолчанию — выкл. для потоков, вкл. для запрос/ответ</translation>
    </message>
    <message>
        <source>Send buffer</source>
        <translation>Буфер отправки</translation>
    </message>
    <message>
        <source>Receive buffer</source>
        <translation>Буфер приёма</translation>
    </message>
    <message>
        <source>Congestion</source>
        <translation>Управление перегрузкой</translation>
    </message>
    <message>
        <source>No delay</source>
        <translation>Без задержки</translation>
    </message>
    <message>
        <source>MSS</source>
        <translation>MSS</translation>
    </message>
    <message>
        <source>Zero-copy</source>
        <translation>Без копирования</translation>
    </message>
    <message>
        <source>Busy poll µs</source>
        <translation>Busy poll, мкс</translation>
    </message>
    <message>
        <source>Pacing Mbit/s</source>
        <translation>Ограничение, Мбит/с</translation>
    </message>
    <message>
        <source>%1: only a %2 worker has it</source>
        <translation>%1: это есть только у воркера %2</translation>
    </message>
    <message>
        <source> or </source>
        <translation> или </translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Фаза</translation>
    </message>
    <message>
        <source>The step of the phase sweep it runs in: a step of phase p runs only the workers of phase p, one group after another.</source>
        <translation>Шаг развёртки по фазам, в котором он работает: шаг фазы p запускает только воркеры фазы p, группы идут одна за другой.</translation>
    </message>
    <message>
        <source>&quot;1 GiB&quot; and &quot;512 MiB&quot; are read too. Empty for all of a block device.</source>
        <translation>Понимаются и «1 GiB», «512 MiB». Пусто — блочное устройство целиком.</translation>
    </message>
    <message>
        <source>A block device&apos;s span is filled with stamps first.</source>
        <translation>Область блочного устройства сначала заполняется метками.</translation>
    </message>
    <message>
        <source>It is destroyed; a device in use is refused all the same.</source>
        <translation>Они уничтожаются; используемое устройство отклоняется всё равно.</translation>
    </message>
    <message>
        <source>The data path is Bind ↔ Peer address.</source>
        <translation>Путь данных — «Локальный адрес» ↔ «Адрес партнёра».</translation>
    </message>
    <message>
        <source>The worker&apos;s own dynamo for loopback.</source>
        <translation>Для loopback — собственный Dynamo воркера.</translation>
    </message>
    <message>
        <source>Of the same family as Bind.</source>
        <translation>Того же семейства, что и локальный адрес.</translation>
    </message>
    <message>
        <source>Empty for any.</source>
        <translation>Пусто — любой.</translation>
    </message>
    <message>
        <source>Linux doubles it and caps it at net.core.wmem_max. Empty: the kernel&apos;s default.</source>
        <translation>Linux удваивает его и ограничивает значением net.core.wmem_max. Пусто: значение ядра по умолчанию.</translation>
    </message>
    <message>
        <source>Linux doubles it, caps it at net.core.rmem_max and stops tuning it. Empty: the kernel&apos;s default, autotuned.</source>
        <translation>Linux удваивает его, ограничивает значением net.core.rmem_max и перестаёт его автоматически настраивать. Пусто: значение ядра по умолчанию с автонастройкой.</translation>
    </message>
    <message>
        <source>The ones the connected dynamos of the pair offer are listed; another name may be typed, but a dynamo without it refuses the step. Empty: the host&apos;s default.</source>
        <translation>В списке — те, что предлагают подключённые dynamo этой пары; можно ввести и другое имя, но dynamo, у которого его нет, отклонит шаг. Пусто: значение хоста по умолчанию.</translation>
    </message>
    <message>
        <source>Default: off for streams, on for request/response.</source>
        <translation>По умолчанию: выкл. для потоков, вкл. для запрос/ответ.</translation>
    </message>
    <message>
        <source>The path&apos;s MTU may make it smaller. Empty: as the MTU allows.</source>
        <translation>MTU пути может его уменьшить. Пусто: сколько позволяет MTU.</translation>
    </message>
    <message>
        <source>Worth it from about 10 KB a request.</source>
        <translation>Имеет смысл примерно от 10 КБ на запрос.</translation>
    </message>
    <message>
        <source>More than net.core.busy_read needs root. Empty: net.core.busy_read.</source>
        <translation>Больше net.core.busy_read требует root. Пусто: net.core.busy_read.</translation>
    </message>
    <message>
        <source>Headers included. Empty: no limit.</source>
        <translation>С заголовками. Пусто: без ограничения.</translation>
    </message>
    <message>
        <source>1000000: as fast as the sender can. A ping-pong has none.</source>
        <translation>1000000 — так быстро, как может отправитель. У пинг-понга её нет.</translation>
    </message>
    <message>
        <source>more than %1, at most %2</source>
        <translation>больше %1, не более %2</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>от %1 до %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 или %2</translation>
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
        <translation>При переборе глубины очереди на каждом шаге заменяется значением шага.</translation>
    </message>
    <message>
        <source>Requests in flight</source>
        <translation>Число одновременных запросов</translation>
    </message>
    <message>
        <source>Pin the worker to this CPU of its host</source>
        <translation>Привязать воркер к этому ЦП его хоста</translation>
    </message>
    <message>
        <source>Rate (/s)</source>
        <translation>Частота, /с</translation>
    </message>
    <message>
        <source>Empty: as fast as the requests in flight allow (a closed loop). A rate: open loop, every latency timed from its request&apos;s scheduled time. A request/response or disk worker only.</source>
        <translation>Пусто: так быстро, как позволяют запросы в пути (замкнутый цикл). Частота: открытый цикл, каждая задержка отсчитывается от запланированного времени запроса. Только для воркера запрос/ответ или дискового.</translation>
    </message>
    <message>
        <source>Requests (or I/Os) a second, on a schedule</source>
        <translation>Запросов (или операций ввода-вывода) в секунду по расписанию</translation>
    </message>
    <message>
        <source>Arrivals</source>
        <translation>Поступление</translation>
    </message>
    <message>
        <source>constant: even gaps, the steadiest load; poisson: exponential gaps of the same mean, as many independent clients. Only with a rate.</source>
        <translation>constant: равные промежутки, самая ровная нагрузка; poisson: экспоненциальные промежутки с тем же средним, как у множества независимых клиентов. Только с частотой.</translation>
    </message>
    <message>
        <source>How the scheduled requests come due</source>
        <translation>Как наступает срок запланированных запросов</translation>
    </message>
    <message>
        <source>Probe (Hz)</source>
        <translation>Зонд, Гц</translation>
    </message>
    <message>
        <source>Empty: part of the load. A rate: a probe, which measures latency beside the load one request at a time, in every step and the plan&apos;s idle seconds, never counted in the load&apos;s numbers (a request/response or disk worker, one in flight).</source>
        <translation>Пусто: часть нагрузки. Частота: зонд, который измеряет задержку рядом с нагрузкой по одному запросу за раз — в каждом шаге и в секунды простоя плана, никогда не учитываясь в числах нагрузки (воркер запрос/ответ или дисковый, один запрос в пути).</translation>
    </message>
    <message>
        <source>Probe requests a second</source>
        <translation>Запросов зонда в секунду</translation>
    </message>
    <message>
        <source>Data pattern</source>
        <translation>Шаблон данных</translation>
    </message>
    <message>
        <source>Empty: pseudo_random. Not with verify: its writes carry the verification stamps.</source>
        <translation>Пусто: pseudo_random. Не вместе с verify: тогда записи несут проверочные метки.</translation>
    </message>
    <message>
        <source>stamps (verify)</source>
        <translation>метки (verify)</translation>
    </message>
    <message>
        <source>default (pseudo_random)</source>
        <translation>по умолчанию (pseudo_random)</translation>
    </message>
    <message>
        <source>default — pseudo_random</source>
        <translation>по умолчанию — pseudo_random</translation>
    </message>
    <message>
        <source>repeating — each write one byte value, a new one per write</source>
        <translation>repeating — каждая запись из одного значения байта, новое для каждой записи</translation>
    </message>
    <message>
        <source>pseudo_random — one random buffer that every write carries</source>
        <translation>pseudo_random — один случайный буфер, который несёт каждая запись</translation>
    </message>
    <message>
        <source>full_random — each write from a random place of a 16 MiB random region</source>
        <translation>full_random — каждая запись из случайного места случайной области в 16 МиБ</translation>
    </message>
    <message>
        <source>Start offset</source>
        <translation>Начальное смещение</translation>
    </message>
    <message>
        <source>The I/Os stay in [start offset, start offset + file size); a test file is as long as both. &quot;1 GiB&quot; is read too; empty is 0.</source>
        <translation>Операции остаются в [начальное смещение, начальное смещение + размер файла); тестовый файл такой длины, как оба вместе. «1 GiB» тоже понимается; пусто — 0.</translation>
    </message>
</context>
</TS>

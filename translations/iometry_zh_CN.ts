<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Article</name>
    <message>
        <source>Could not write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>sequential</source>
        <translation>顺序</translation>
    </message>
    <message>
        <source>%1 % random</source>
        <translation>%1 % 随机</translation>
    </message>
    <message>
        <source>%1 %2, %3 % read</source>
        <translation>%1 %2，%3 % 读取</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>未开始</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>被中断</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>被停止</translation>
    </message>
    <message>
        <source>Test report: %1</source>
        <translation>测试报告：%1</translation>
    </message>
    <message>
        <source>Not measured on any device: %1.</source>
        <translation>在所有设备上均未测得结果：%1。</translation>
    </message>
    <message>
        <source>Devices and test setup</source>
        <translation>测试设备与测试方法</translation>
    </message>
    <message>
        <source>Devices under test: %1. Each was measured with the same methods, in the same order; every figure draws one colour per device, and every number is a measurement of Iometry (throughput counted where the data arrived, the CPU load of the hosts under test).</source>
        <translation>被测设备：%1。每台设备均采用相同的测试方法、按相同的顺序测量；每张图中每台设备各用一种颜色，所有数值均为 Iometry 的实测结果（吞吐量在数据接收端统计，CPU 占用率取自被测主机）。</translation>
    </message>
    <message>
        <source>Left out on %1 before the run: %2 (%3).</source>
        <translation>在 %1 上，运行前已排除 %2（%3）。</translation>
    </message>
    <message>
        <source>Each step measured %1 after a ramp of %2</source>
        <translation>每一步先预热 %2，再测量 %1</translation>
    </message>
    <message>
        <source>Each step measured %1</source>
        <translation>每一步测量 %1</translation>
    </message>
    <message>
        <source>%1, %2 times; the figures show the %3 of the repeats.</source>
        <translation>%1，重复 %2 次；图中为各次重复的%3。</translation>
    </message>
    <message>
        <source>%1, once.</source>
        <translation>%1，仅运行一次。</translation>
    </message>
    <message>
        <source>%1 The load: %2. %3</source>
        <translation>%1负载：%2。%3</translation>
    </message>
    <message>
        <source>Not part of the suite of %1.</source>
        <translation>以下设备的测试套件中没有此项：%1。</translation>
    </message>
    <message>
        <source>On %1 this member %2: the figures show what it measured before.</source>
        <translation>在 %1 上，该测试项%2；图表显示的是此前测得的数据。</translation>
    </message>
    <message>
        <source>On %1 this member %2 before it measured anything.</source>
        <translation>在 %1 上，该测试项%2，未测得任何数据。</translation>
    </message>
    <message>
        <source>%1: throughput against %2</source>
        <translation>%1：吞吐量随%2的变化</translation>
    </message>
    <message>
        <source>Throughput against %1</source>
        <translation>吞吐量随%1的变化</translation>
    </message>
    <message>
        <source>I/O rate against %1</source>
        <translation>I/O 速率随%1的变化</translation>
    </message>
    <message>
        <source>I/O rate against %1: %2</source>
        <translation>I/O 速率随%1的变化：%2</translation>
    </message>
    <message>
        <source>Highest I/O rate (IOPS)</source>
        <translation>最高 I/O 速率（IOPS）</translation>
    </message>
    <message>
        <source>Disk: the standard presets</source>
        <translation>磁盘：标准测试项</translation>
    </message>
    <message>
        <source>The presets disk benchmarks print, each a run of its own: sequential and random requests, read and then written, at the queue depths named. The load: %1. Each measured %2 after a ramp of %3.</source>
        <translation>磁盘基准测试软件给出的标准测试项，每项单独运行一次：顺序与随机请求，先读后写，队列深度见各项名称。负载：%1。每项先预热 %3，再测量 %2。</translation>
    </message>
    <message>
        <source>%1 read (MB/s)</source>
        <translation>%1 读取（MB/s）</translation>
    </message>
    <message>
        <source>%1 write (MB/s)</source>
        <translation>%1 写入（MB/s）</translation>
    </message>
    <message>
        <source>%1 read (IOPS)</source>
        <translation>%1 读取（IOPS）</translation>
    </message>
    <message>
        <source>%1 write (IOPS)</source>
        <translation>%1 写入（IOPS）</translation>
    </message>
    <message>
        <source>Transmit, receive and full duplex side by side</source>
        <translation>发送、接收与全双工对比</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>结果汇总</translation>
    </message>
    <message>
        <source>The headline number of every method, per device.</source>
        <translation>各测试方法在每台设备上的关键结果。</translation>
    </message>
    <message>
        <source>The headline numbers of every section.</source>
        <translation>各节的关键结果。</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>章节</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>MTU %1</source>
        <translation>MTU %1</translation>
    </message>
    <message>
        <source>Request size</source>
        <translation>请求大小</translation>
    </message>
    <message>
        <source>Outstanding I/Os</source>
        <translation>队列深度</translation>
    </message>
    <message>
        <source>Clients</source>
        <translation>客户端数</translation>
    </message>
    <message>
        <source>request size</source>
        <translation>请求大小</translation>
    </message>
    <message>
        <source>outstanding I/Os</source>
        <translation>队列深度</translation>
    </message>
    <message>
        <source>the number of clients</source>
        <translation>客户端数</translation>
    </message>
    <message>
        <source>Throughput (Gbit/s)</source>
        <translation>吞吐量（Gbit/s）</translation>
    </message>
    <message>
        <source>Throughput (Mbit/s)</source>
        <translation>吞吐量（Mbit/s）</translation>
    </message>
    <message>
        <source>Solid lines: throughput, counted where the data arrived, with error bars of ± one standard deviation of the repeats; dotted lines: the CPU load of the hosts on the right axis.</source>
        <translation>实线：吞吐量（在数据接收端统计），误差棒为各次重复的 ± 1 个标准差；点线：各主机的 CPU 占用率，对应右侧纵轴。</translation>
    </message>
    <message>
        <source>Throughput, counted where the data arrived, with error bars of ± one standard deviation of the repeats.</source>
        <translation>吞吐量（在数据接收端统计），误差棒为各次重复的 ± 1 个标准差。</translation>
    </message>
    <message>
        <source>CPU load (%)</source>
        <translation>CPU 占用率（%）</translation>
    </message>
    <message>
        <source>CPU load</source>
        <translation>CPU 占用率</translation>
    </message>
    <message>
        <source>P/E index against %1</source>
        <translation>P/E 指数随%1的变化</translation>
    </message>
    <message>
        <source>The performance/efficiency index: throughput in Mbit/s per percent of CPU load. Higher is better: more data for the same load.</source>
        <translation>性能/效率指数：每 1% CPU 占用率对应的吞吐量 (Mbit/s)。数值越高越好：相同负载下传输的数据更多。</translation>
    </message>
    <message>
        <source>P/E index (Mbit/s per CPU %)</source>
        <translation>P/E 指数（每 1% CPU 占用率的 Mbit/s）</translation>
    </message>
    <message>
        <source>Mbit/s</source>
        <translation>Mbit/s</translation>
    </message>
    <message>
        <source>± SD</source>
        <translation>± 标准差</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>CPU %</translation>
    </message>
    <message>
        <source>P/E</source>
        <translation>P/E</translation>
    </message>
    <message>
        <source>I/O rate and latency against %1</source>
        <translation>I/O 速率与延迟随%1的变化</translation>
    </message>
    <message>
        <source>Solid lines: I/O operations per second with error bars of ± one standard deviation of the repeats; dotted lines: the mean latency of an I/O on the right axis.</source>
        <translation>实线：每秒 I/O 操作数，误差棒为各次重复的 ± 1 个标准差；点线：单次 I/O 的平均延迟，对应右侧纵轴。</translation>
    </message>
    <message>
        <source>I/O rate (IOPS)</source>
        <translation>I/O 速率（IOPS）</translation>
    </message>
    <message>
        <source>Mean latency (µs)</source>
        <translation>平均延迟（µs）</translation>
    </message>
    <message>
        <source>mean latency</source>
        <translation>平均延迟</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Mean (µs)</source>
        <translation>平均（µs）</translation>
    </message>
    <message>
        <source>p99 (µs)</source>
        <translation>p99（µs）</translation>
    </message>
    <message>
        <source>Transmit</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Receive</source>
        <translation>接收</translation>
    </message>
    <message>
        <source>Full duplex</source>
        <translation>全双工</translation>
    </message>
    <message>
        <source>Throughput per client count</source>
        <translation>不同客户端数下的吞吐量</translation>
    </message>
    <message>
        <source>For each number of clients: the aggregate throughput (solid bars) and the mean of one pair (hatched bars).</source>
        <translation>每种客户端数下：总吞吐量（实心柱）与单个连接对的平均值（斜线填充柱）。</translation>
    </message>
    <message>
        <source>aggregate</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>per pair</source>
        <translation>每对</translation>
    </message>
    <message>
        <source>Aggregate</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试项</translation>
    </message>
    <message>
        <source>Read MB/s</source>
        <translation>读取 MB/s</translation>
    </message>
    <message>
        <source>Write MB/s</source>
        <translation>写入 MB/s</translation>
    </message>
    <message>
        <source>Read IOPS</source>
        <translation>读取 IOPS</translation>
    </message>
    <message>
        <source>Write IOPS</source>
        <translation>写入 IOPS</translation>
    </message>
    <message>
        <source>Read and write rates of the standard presets</source>
        <translation>标准测试项的读写速率</translation>
    </message>
    <message>
        <source>MB/s of each preset: solid bars read, hatched bars write.</source>
        <translation>各测试项的 MB/s：实心柱为读取，斜线填充柱为写入。</translation>
    </message>
    <message>
        <source>Data rate (MB/s)</source>
        <translation>数据速率（MB/s）</translation>
    </message>
    <message>
        <source>read</source>
        <translation>读取</translation>
    </message>
    <message>
        <source>write</source>
        <translation>写入</translation>
    </message>
    <message>
        <source>The result of every step as the method recorded it.</source>
        <translation>测试方法记录的每一步结果。</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>%1 Gbit/s</source>
        <translation>%1 Gbit/s</translation>
    </message>
    <message>
        <source>%1 Mbit/s</source>
        <translation>%1 Mbit/s</translation>
    </message>
    <message>
        <source>link speed unknown</source>
        <translation>链路速率未知</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最佳值</translation>
    </message>
    <message>
        <source>What was run on every device, in this order: each method&apos;s steps, the time of one step (ramp included), its repeats and how they were combined.</source>
        <translation>各设备上按顺序运行的内容：每种方法的步数、单步时长（含预热）、重复次数及其汇总方式。</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>测试项</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Step (s)</source>
        <translation>单步时长（秒）</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>重复次数</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>汇总方式</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>最多 %1</translation>
    </message>
    <message>
        <source>Gbit/s</source>
        <translation>Gbit/s</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>ns</source>
        <translation>ns</translation>
    </message>
    <message>
        <source>frames/s</source>
        <translation>帧/秒</translation>
    </message>
    <message>
        <source>%1, with O_DIRECT</source>
        <translation>%1，使用 O_DIRECT</translation>
    </message>
    <message>
        <source>a TCP connection between %1 and %2</source>
        <translation>%1 与 %2 之间的 TCP 连接</translation>
    </message>
    <message>
        <source>UDP datagrams between %1 and %2</source>
        <translation>%1 与 %2 之间的 UDP 数据报</translation>
    </message>
    <message>
        <source>The method: %1.</source>
        <translation>测试方法：%1。</translation>
    </message>
    <message>
        <source>%1 Its settings: %2.</source>
        <translation>%1其参数：%2。</translation>
    </message>
    <message>
        <source>%1 over %2</source>
        <translation>%1 依次取 %2</translation>
    </message>
    <message>
        <source>The steps vary %1.</source>
        <translation>各步之间变化的参数：%1。</translation>
    </message>
    <message>
        <source>the request size</source>
        <translation>请求大小</translation>
    </message>
    <message>
        <source>the MTU of the data interfaces</source>
        <translation>数据接口的 MTU</translation>
    </message>
    <message>
        <source>Figure %1.</source>
        <translation>图 %1</translation>
    </message>
    <message>
        <source>Table %1.</source>
        <translation>表 %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Written by Iometry %1 on %2 from its results folders; every figure&apos;s and table&apos;s data is in the folder beside this file.</source>
        <translation>由 Iometry %1 于 %2 根据结果文件夹生成；每个图和表的数据都在本文件旁边的文件夹中。</translation>
    </message>
    <message>
        <source> (continued)</source>
        <translation>（续）</translation>
    </message>
    <message>
        <source>MTU (bytes)</source>
        <translation>MTU（字节）</translation>
    </message>
    <message>
        <source>the MTU</source>
        <translation>MTU</translation>
    </message>
    <message>
        <source>Device under test: %1. Every number is a measurement of Iometry (throughput counted where the data arrived, the CPU load of the hosts under test).</source>
        <translation>被测设备：%1。所有数值均为 Iometry 的实测结果（吞吐量在数据接收端统计，CPU 占用率取自被测主机）。</translation>
    </message>
    <message>
        <source>Devices under test: %1. They did not all run the same methods: the table of runs below lists what each ran, and a figure or table shows only the devices measured for it, each in its own colour. Every number is a measurement of Iometry (throughput counted where the data arrived, the CPU load of the hosts under test).</source>
        <translation>被测设备：%1。并非每台设备都采用了相同的测试方法：下方的运行表列出了每台设备所运行的内容，每张图或表只包含为其测量过的设备，各用一种颜色。所有数值均为 Iometry 的实测结果（吞吐量在数据接收端统计，CPU 占用率取自被测主机）。</translation>
    </message>
    <message>
        <source>%1 Mode: %2.</source>
        <translation>%1 模式：%2。</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Solid lines: throughput, counted where the data arrived; dotted lines: the CPU load of the hosts on the right axis.</source>
        <translation>实线：吞吐量（在数据接收端统计）；点线：各主机的 CPU 占用率，对应右侧纵轴。</translation>
    </message>
    <message>
        <source>Throughput, counted where the data arrived.</source>
        <translation>吞吐量（在数据接收端统计）。</translation>
    </message>
    <message>
        <source>the median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>the best</source>
        <translation>最佳值</translation>
    </message>
    <message>
        <source>the mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>Throughput (%1 of the repeats) and its standard deviation</source>
        <translation>吞吐量（各次重复的%1）及其标准差</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>%1, the CPU load and the P/E index at every step.</source>
        <translation>每一步的%1、CPU 占用率和 P/E 指数。</translation>
    </message>
    <message>
        <source>%1 at every step.</source>
        <translation>每一步的%1。</translation>
    </message>
    <message>
        <source>Solid lines: I/O operations per second; dotted lines: the mean latency of an I/O on the right axis.</source>
        <translation>实线：每秒 I/O 操作数；点线：单次 I/O 的平均延迟，对应右侧纵轴。</translation>
    </message>
    <message>
        <source>I/O rate, data rate and latency of every step (decimal MB: a million bytes).</source>
        <translation>每一步的 I/O 速率、数据速率和延迟（十进制 MB：一百万字节）。</translation>
    </message>
    <message>
        <source>transmit</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>receive</source>
        <translation>接收</translation>
    </message>
    <message>
        <source>full duplex</source>
        <translation>全双工</translation>
    </message>
    <message>
        <source>The standard presets: SEQ sequential, RND random; the request size; Q the outstanding I/Os of each worker, T the workers (threads). MB/s in decimal megabytes (a million bytes).</source>
        <translation>标准测试项：SEQ 为顺序，RND 为随机；其后为请求大小；Q 为每个线程的队列深度，T 为线程数。MB/s 按十进制兆字节计（一百万字节）。</translation>
    </message>
    <message>
        <source>it sweeps the MTU, and on loopback the MTU is never changed</source>
        <translation>该项要扫描 MTU，而回环接口的 MTU 从不更改</translation>
    </message>
    <message>
        <source>every device</source>
        <translation>所有设备</translation>
    </message>
    <message>
        <source>On %1 the suite ran on one host over loopback: the MTU sizes its template sweeps (%2) were left out, since the loopback&apos;s MTU is never changed.</source>
        <translation>在 %1 上，测试套件经回环在单台主机上运行：由于回环接口的 MTU 从不更改，模板中扫描的各个 MTU 值（%2）均被略去。</translation>
    </message>
    <message>
        <source>On %1 every step ran once, where the template asks for %3 repeats.</source>
        <translation>在 %1 上，每一步只运行一次，而模板要求重复 %3 次。</translation>
    </message>
    <message>
        <source>On %1 every step ran %2 times, where the template asks for %3.</source>
        <translation>在 %1 上，每一步运行 %2 次，而模板要求 %3 次。</translation>
    </message>
    <message>
        <source>On %1 every step measured %2, where the template&apos;s plans ask for %3.</source>
        <translation>在 %1 上，每一步测量 %2，而模板中的计划要求 %3。</translation>
    </message>
    <message>
        <source>%1, and %2 more of them</source>
        <translation>%1，另有 %2 个负载</translation>
    </message>
    <message>
        <source>%1 repeats of every step</source>
        <translation>每一步重复 %1 次</translation>
    </message>
    <message>
        <source>every step once</source>
        <translation>每一步只运行一次</translation>
    </message>
    <message>
        <source>%1 per step after a ramp of %2</source>
        <translation>每一步先预热 %2，再测量 %1</translation>
    </message>
    <message>
        <source>other steps (see its table)</source>
        <translation>采用其他步骤（见其表格）</translation>
    </message>
    <message>
        <source>On %1 this member ran otherwise: %2.</source>
        <translation>在 %1 上，该测试项的运行方式有所不同：%2。</translation>
    </message>
    <message>
        <source>Aggregate throughput with %1 clients (%2)</source>
        <translation>%1 个客户端时的总吞吐量（%2）</translation>
    </message>
    <message>
        <source>Highest throughput (%1)</source>
        <translation>最高吞吐量（%1）</translation>
    </message>
    <message>
        <source>P/E index at the highest throughput (Mbit/s per CPU %)</source>
        <translation>最高吞吐量处的 P/E 指数（每 1% CPU 占用率的 Mbit/s）</translation>
    </message>
    <message>
        <source>The three modes&apos; throughput at every request size, from the sections above, a figure per device with the CPU load of each mode: full duplex adds both directions. The P/E index of a mode is given as the classic reviews give it: the highest throughput divided by the CPU load at that same request size.</source>
        <translation>三种模式在各请求大小下的吞吐量（取自以上各节），每台设备一张图，并附各模式的 CPU 占用率：全双工为两个方向之和。各模式的 P/E 指数按经典评测的算法给出：最高吞吐量除以同一请求大小下的 CPU 占用率。</translation>
    </message>
    <message>
        <source>%1: transmit, receive and full duplex</source>
        <translation>%1：发送、接收与全双工</translation>
    </message>
    <message>
        <source>%1, CPU load</source>
        <translation>%1，CPU 占用率</translation>
    </message>
    <message>
        <source>full duplex, transmit direction</source>
        <translation>全双工，发送方向</translation>
    </message>
    <message>
        <source>full duplex, receive direction</source>
        <translation>全双工，接收方向</translation>
    </message>
    <message>
        <source>Throughput of %1 in each mode, a colour per mode, counted where the data arrived.</source>
        <translation>%1 在各模式下的吞吐量（在数据接收端统计），每种模式一种颜色。</translation>
    </message>
    <message>
        <source>Full duplex adds both directions; the dashed lines beside it are each direction alone.</source>
        <translation>全双工为两个方向之和；其旁的虚线为单个方向各自的吞吐量。</translation>
    </message>
    <message>
        <source>Dotted lines: the CPU load of the hosts in each mode, on the right axis.</source>
        <translation>点线：各模式下各主机的 CPU 占用率，对应右侧纵轴。</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>P/E index per mode</source>
        <translation>各模式的 P/E 指数</translation>
    </message>
    <message>
        <source>The P/E index of each mode as the classic reviews give it: the highest throughput in Mbit/s divided by the CPU load in percent at that same request size. Higher is better.</source>
        <translation>按经典评测的算法给出的各模式 P/E 指数：最高吞吐量（Mbit/s）除以同一请求大小下的 CPU 占用率（%）。数值越高越好。</translation>
    </message>
    <message>
        <source>Each mode&apos;s highest throughput, the request size it was reached at, the CPU load there and the P/E index (throughput ÷ CPU load)</source>
        <translation>各模式的最高吞吐量、达到该值时的请求大小、此时的 CPU 占用率以及 P/E 指数（吞吐量 ÷ CPU 占用率）</translation>
    </message>
    <message>
        <source>Highest throughput per MTU</source>
        <translation>各 MTU 下的最高吞吐量</translation>
    </message>
    <message>
        <source>For each MTU the highest throughput over the request sizes (solid bars) and the CPU load of the hosts at that point (hatched bars, right axis).</source>
        <translation>每个 MTU 下各请求大小中的最高吞吐量（实心柱），以及该点处各主机的 CPU 占用率（斜线填充柱，对应右侧纵轴）。</translation>
    </message>
    <message>
        <source>For each MTU the highest throughput over the request sizes.</source>
        <translation>每个 MTU 下各请求大小中的最高吞吐量。</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Per MTU the highest throughput, the request size it was reached at, the CPU load there and the P/E index.</source>
        <translation>各 MTU 下的最高吞吐量、达到该值时的请求大小、此时的 CPU 占用率以及 P/E 指数。</translation>
    </message>
    <message>
        <source>Peak throughput of every test</source>
        <translation>各测试项的峰值吞吐量</translation>
    </message>
    <message>
        <source>The highest throughput each device reached in each test, over all its request sizes.</source>
        <translation>每台设备在各测试项中、所有请求大小下达到的最高吞吐量。</translation>
    </message>
    <message>
        <source>Threads per host</source>
        <translation>每台主机的线程数</translation>
    </message>
    <message>
        <source>threads per host</source>
        <translation>每台主机的线程数</translation>
    </message>
    <message>
        <source>Throughput in %1 in transmit, receive and full duplex at every request size, MTU %2.</source>
        <translation>各请求大小下发送、接收与全双工模式的吞吐量（%1），MTU %2。</translation>
    </message>
    <message>
        <source>Throughput in %1 in transmit, receive and full duplex at every request size.</source>
        <translation>各请求大小下发送、接收与全双工模式的吞吐量（%1）。</translation>
    </message>
    <message>
        <source>Throughput in %1 for each number of clients: the aggregate and every pair, with the server&apos;s CPU load.</source>
        <translation>不同客户端数下的吞吐量（%1）：总计及每个连接对，并附服务器的 CPU 占用率。</translation>
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
        <translation>网卡最高支持 %1</translation>
    </message>
    <message>
        <source>slot up to %1</source>
        <translation>插槽最高支持 %1</translation>
    </message>
    <message>
        <source>RX %1 of %2</source>
        <translation>RX %1（最大 %2）</translation>
    </message>
    <message>
        <source>TX %1 of %2</source>
        <translation>TX %1（最大 %2）</translation>
    </message>
    <message>
        <source>%1 TB</source>
        <translation>%1 TB</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>firmware %1</source>
        <translation>固件 %1</translation>
    </message>
    <message>
        <source>scheduler %1</source>
        <translation>调度器 %1</translation>
    </message>
    <message>
        <source>%1 logical CPUs</source>
        <translation>%1 个逻辑 CPU</translation>
    </message>
    <message>
        <source>%1–%2 GHz</source>
        <translation>%1–%2 GHz</translation>
    </message>
    <message>
        <source>up to %1 GHz</source>
        <translation>最高 %1 GHz</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>The hosts of every device&apos;s runs, each once: the dynamos it was (with the devices, where not all of them), its system, processor, memory, kernel and default TCP congestion control.</source>
        <translation>各设备测试所用的主机，每台只列一次：它所充当的节点（若并非用于所有设备，则注明相应设备）、系统、处理器、内存、内核以及默认的 TCP 拥塞控制算法。</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Dynamos</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Processor</source>
        <translation>处理器</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>TCP congestion control</source>
        <translation>TCP 拥塞控制</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>data interface</source>
        <translation>数据接口</translation>
    </message>
    <message>
        <source>firmware</source>
        <translation>固件</translation>
    </message>
    <message>
        <source>PCIe link</source>
        <translation>PCIe 链路</translation>
    </message>
    <message>
        <source>ring sizes</source>
        <translation>环形缓冲区大小</translation>
    </message>
    <message>
        <source>offloads</source>
        <translation>卸载功能</translation>
    </message>
    <message>
        <source>disk target</source>
        <translation>磁盘测试目标</translation>
    </message>
    <message>
        <source>disk</source>
        <translation>磁盘</translation>
    </message>
    <message>
        <source>file system</source>
        <translation>文件系统</translation>
    </message>
    <message>
        <source>What each device was on every dynamo: its data interfaces (driver, link speed, MTU, firmware, PCIe link, ring sizes and the offloads that were on) and its disk targets (the disk behind each and the file system of a test file).</source>
        <translation>每台设备在各节点上的情况：其数据接口（驱动、链路速率、MTU、固件、PCIe 链路、环形缓冲区大小以及已启用的卸载功能）和磁盘测试目标（每个目标所在的磁盘以及测试文件所在的文件系统）。</translation>
    </message>
    <message>
        <source>Dynamo</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>send %1</source>
        <translation>发送缓冲区 %1</translation>
    </message>
    <message>
        <source>receive %1</source>
        <translation>接收缓冲区 %1</translation>
    </message>
    <message>
        <source>kernel defaults</source>
        <translation>内核默认值</translation>
    </message>
    <message>
        <source>TCP socket</source>
        <translation>TCP 套接字</translation>
    </message>
    <message>
        <source>the block device %1 of host %2</source>
        <translation>主机 %2 上的块设备 %1</translation>
    </message>
    <message>
        <source>a test file %1 on host %2</source>
        <translation>主机 %2 上的测试文件 %1</translation>
    </message>
    <message>
        <source>%1 (host %2)</source>
        <translation>%1（主机 %2）</translation>
    </message>
    <message>
        <source>One step: every load of the plan as written.</source>
        <translation>单个步骤：按计划原样运行全部负载。</translation>
    </message>
    <message>
        <source>the outstanding I/Os of every thread</source>
        <translation>每个线程的未完成 I/O 数</translation>
    </message>
    <message>
        <source>the number of threads on each host</source>
        <translation>每台主机上的线程数</translation>
    </message>
    <message>
        <source>the number of clients that run</source>
        <translation>运行的客户端数</translation>
    </message>
    <message>
        <source>the phase: which group of loads runs</source>
        <translation>阶段：运行哪一组负载</translation>
    </message>
    <message>
        <source>At size</source>
        <translation>对应大小</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>The highest throughput of every test in %1, over all its request sizes.</source>
        <translation>各测试在所有请求大小中的最高吞吐量（%1）。</translation>
    </message>
    <message>
        <source>On %1 %2 was set to %3 in every plan</source>
        <translation>在 %1 上，所有计划中的 %2 被设为 %3</translation>
    </message>
    <message>
        <source>On %1 %2 was set to %3 in the plan of %4</source>
        <translation>在 %1 上，测试 %4 的计划中的 %2 被设为 %3</translation>
    </message>
    <message>
        <source>%1, where the template leaves it to its default.</source>
        <translation>%1，而模板使用其默认值。</translation>
    </message>
    <message>
        <source>%1, where the template asks for %2.</source>
        <translation>%1，而模板要求 %2。</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 kB</source>
        <translation>%1 kB</translation>
    </message>
    <message>
        <source>driver %1</source>
        <translation>驱动程序 %1</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>旋转式</translation>
    </message>
    <message>
        <source>non-rotational</source>
        <translation>非旋转式</translation>
    </message>
    <message>
        <source>%1 GiB usable</source>
        <translation>%1 GiB 可用</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>时间（s）</translation>
    </message>
    <message>
        <source>Latency under load</source>
        <translation>负载下的延迟</translation>
    </message>
    <message>
        <source>Probe&apos;s median latency (ms)</source>
        <translation>探针延迟中位数（ms）</translation>
    </message>
    <message>
        <source>Probe&apos;s median latency (µs)</source>
        <translation>探针延迟中位数（µs）</translation>
    </message>
    <message>
        <source>The load&apos;s throughput (left axis) and each probe&apos;s median latency per interval (right axis) through the run; in the shaded seconds only the probes ran.</source>
        <translation>整个运行过程中负载的吞吐量（左轴）和每个探针每个区间的延迟中位数（右轴）；阴影部分的秒数内只有探针在运行。</translation>
    </message>
    <message>
        <source>probe %1, median</source>
        <translation>探针 %1，中位数</translation>
    </message>
    <message>
        <source>Per step each probe&apos;s median latency idle (the seconds before the load), under the load, and what the load added; its 99th percentile under the load, and its median idle again after it.</source>
        <translation>每一步中每个探针在空闲时（负载前的几秒）、负载下的延迟中位数以及负载增加的部分；负载下的第 99 百分位数，以及负载之后再次空闲时的中位数。</translation>
    </message>
    <message>
        <source>%1 (µs)</source>
        <translation>%1（µs）</translation>
    </message>
    <message>
        <source>%1 (ms)</source>
        <translation>%1（ms）</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Probe</source>
        <translation>探针</translation>
    </message>
    <message>
        <source>Idle median</source>
        <translation>空闲中位数</translation>
    </message>
    <message>
        <source>Median under load</source>
        <translation>负载下中位数</translation>
    </message>
    <message>
        <source>Added by the load</source>
        <translation>负载增加</translation>
    </message>
    <message>
        <source>p99 under load</source>
        <translation>负载下 p99</translation>
    </message>
    <message>
        <source>Idle median after</source>
        <translation>之后的空闲中位数</translation>
    </message>
    <message>
        <source>Probes measured the latency beside the load: a request at a time on a schedule of their own, never counted in the load&apos;s numbers, and alone in the idle seconds before and after each step.</source>
        <translation>探针在负载旁测量延迟：按自己的时间表一次发送一个请求，从不计入负载的数字；在每个步骤前后的空闲秒数中单独运行。</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>under load</source>
        <translation>负载下</translation>
    </message>
    <message>
        <source>Probe&apos;s latency x (ms)</source>
        <translation>探针延迟 x（ms）</translation>
    </message>
    <message>
        <source>Probe&apos;s latency x (µs)</source>
        <translation>探针延迟 x（µs）</translation>
    </message>
    <message>
        <source>Share of the probe&apos;s requests ≥ x</source>
        <translation>探针请求 ≥ x 的比例</translation>
    </message>
    <message>
        <source>Latency under load: the probes&apos; distribution</source>
        <translation>负载下的延迟：探针的分布</translation>
    </message>
    <message>
        <source>For each probe, the share of its requests that took x or longer: in the idle seconds (dashed) and under the load (solid), every step&apos;s together; both axes logarithmic.</source>
        <translation>每个探针耗时 x 或更长的请求所占比例：空闲秒数内（虚线）与负载下（实线），所有步骤合并；两轴均为对数刻度。</translation>
    </message>
    <message>
        <source>probe %1, %2</source>
        <translation>探针 %1，%2</translation>
    </message>
    <message>
        <source>Each probe&apos;s latency in the idle seconds and under the load, every step&apos;s together: how many requests it timed and their percentiles.</source>
        <translation>每个探针在空闲秒数内与负载下的延迟，所有步骤合并：计时的请求数及其百分位数。</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>时段</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求数</translation>
    </message>
    <message>
        <source>max</source>
        <translation>最大值</translation>
    </message>
</context>
<context>
    <name>ArticleExport</name>
    <message>
        <source>Could not write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>An article needs at least one results folder.</source>
        <translation>文章至少需要一个结果文件夹。</translation>
    </message>
    <message>
        <source>An article compares at most %1 devices, got %2.</source>
        <translation>一篇文章最多比较 %1 台设备，实际给出了 %2 台。</translation>
    </message>
    <message>
        <source>Unknown article language &quot;%1&quot;: use %2.</source>
        <translation>未知的文章语言“%1”：请使用 %2。</translation>
    </message>
    <message>
        <source>An article is written as .html or .pdf, not &quot;%1&quot;.</source>
        <translation>文章只能保存为 .html 或 .pdf，不能是“%1”。</translation>
    </message>
    <message>
        <source>Could not make the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
</context>
<context>
    <name>BlockDevices</name>
    <message>
        <source>rotational</source>
        <translation>机械硬盘</translation>
    </message>
    <message>
        <source>SSD</source>
        <translation>SSD</translation>
    </message>
    <message>
        <source>%1, %2-byte blocks</source>
        <translation>%1，%2 字节块</translation>
    </message>
    <message>
        <source>safe: nothing found on it</source>
        <translation>安全：未发现任何内容</translation>
    </message>
    <message>
        <source>in use: %1</source>
        <translation>正在使用：%1</translation>
    </message>
    <message>
        <source>holds data: %1</source>
        <translation>含有数据：%1</translation>
    </message>
    <message>
        <source>the dynamo did not say it is safe</source>
        <translation>Dynamo 未表明其安全</translation>
    </message>
    <message>
        <source>%1, a partition of %2,</source>
        <extracomment>a partition named in a reason, e.g. &quot;/dev/vda1, a partition of /dev/vda,&quot;</extracomment>
        <translation>%1（%2 的分区）</translation>
    </message>
    <message>
        <source>%1 is mounted at %2</source>
        <translation>%1 挂载于 %2</translation>
    </message>
    <message>
        <source>%1 is in use as swap</source>
        <translation>%1 正用作交换空间</translation>
    </message>
    <message>
        <source>%1 is in use by %2</source>
        <translation>%1 正被 %2 使用</translation>
    </message>
    <message>
        <source>%1 backs the loop device %2</source>
        <translation>%1 是 loop 设备 %2 的后端</translation>
    </message>
    <message>
        <source>%1 is busy (opened exclusively by the kernel or a program)</source>
        <translation>%1 正忙（被内核或某个程序独占打开）</translation>
    </message>
    <message>
        <source>%1 carries conflicting signatures</source>
        <translation>%1 带有相互冲突的签名</translation>
    </message>
    <message>
        <source>%1 carries a %2 partition table</source>
        <translation>%1 带有 %2 分区表</translation>
    </message>
    <message>
        <source>%1 holds a swap signature</source>
        <translation>%1 带有交换空间签名</translation>
    </message>
    <message>
        <source>%1 holds a hibernation image</source>
        <translation>%1 存有休眠映像</translation>
    </message>
    <message>
        <source>%1 is an LVM physical volume</source>
        <translation>%1 是 LVM 物理卷</translation>
    </message>
    <message>
        <source>%1 is a RAID member</source>
        <translation>%1 是 RAID 成员</translation>
    </message>
    <message>
        <source>%1 holds an encrypted volume</source>
        <translation>%1 存有加密卷</translation>
    </message>
    <message>
        <source>%1 holds a %2 filesystem</source>
        <translation>%1 存有 %2 文件系统</translation>
    </message>
    <message>
        <source>%1 holds a %2 signature</source>
        <translation>%1 带有 %2 签名</translation>
    </message>
    <message>
        <source>label &quot;%1&quot;</source>
        <translation>卷标“%1”</translation>
    </message>
    <message>
        <source>bad checksum</source>
        <translation>校验和错误</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>%1 carries an %2 partition table</source>
        <translation>%1 带有 %2 分区表</translation>
    </message>
    <message>
        <source>%1 holds an %2 filesystem</source>
        <translation>%1 存有 %2 文件系统</translation>
    </message>
    <message>
        <source>%1 holds an %2 signature</source>
        <translation>%1 带有 %2 签名</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>Could not write %1. Check that the folder exists and is writable.</source>
        <translation>无法写入 %1。请检查该文件夹是否存在且可写。</translation>
    </message>
    <message>
        <source>There is no chart to save.</source>
        <translation>没有可保存的图表。</translation>
    </message>
    <message>
        <source>Cannot save a chart as &quot;%1&quot;: choose a file name ending in .png, .pdf or .svg.</source>
        <translation>无法将图表保存为“%1”：请选择以 .png、.pdf 或 .svg 结尾的文件名。</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>保存图表</translation>
    </message>
    <message>
        <source>Cannot save the chart</source>
        <translation>无法保存图表</translation>
    </message>
    <message>
        <source>Copy image</source>
        <translation>复制图像</translation>
    </message>
    <message>
        <source>Save image as…</source>
        <translation>图像另存为…</translation>
    </message>
    <message>
        <source>Copy data (CSV)</source>
        <translation>复制数据 (CSV)</translation>
    </message>
    <message>
        <source>Save data as CSV…</source>
        <translation>数据另存为 CSV…</translation>
    </message>
    <message>
        <source>Save chart data</source>
        <translation>保存图表数据</translation>
    </message>
    <message>
        <source>Cannot save the chart data</source>
        <translation>无法保存图表数据</translation>
    </message>
</context>
<context>
    <name>CompareFigure</name>
    <message numerus="yes">
        <source>median of %n repeats</source>
        <translation>
            <numerusform>%n 次重复的中位数</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>best of %n repeats</source>
        <translation>
            <numerusform>%n 次重复中的最佳</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mean of %n repeats</source>
        <translation>
            <numerusform>%n 次重复的平均值</numerusform>
        </translation>
    </message>
    <message>
        <source>CPU load (%)</source>
        <translation>CPU 负载（%）</translation>
    </message>
    <message>
        <source>Interrupts per second</source>
        <translation>每秒中断数</translation>
    </message>
    <message>
        <source>Softirq time (%)</source>
        <translation>软中断时间（%）</translation>
    </message>
    <message>
        <source>NIC drops</source>
        <translation>网卡丢包</translation>
    </message>
    <message>
        <source>%1 Gbit/s</source>
        <translation>%1 Gbit/s</translation>
    </message>
    <message>
        <source>%1 Mbit/s</source>
        <translation>%1 Mbit/s</translation>
    </message>
    <message>
        <source>MTU %1</source>
        <translation>MTU %1</translation>
    </message>
    <message>
        <source>Points: %1; error bars: ± 1 standard deviation</source>
        <translation>数据点：%1；误差棒：± 1 个标准差</translation>
    </message>
    <message>
        <source>Points: %1; error bars: lowest to highest repeat</source>
        <translation>数据点：%1；误差棒：从最低到最高的重复</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>I/O rate (IOPS)</source>
        <translation>I/O 速率（IOPS）</translation>
    </message>
    <message>
        <source>Throughput (MB/s)</source>
        <translation>吞吐量（MB/s）</translation>
    </message>
    <message>
        <source>Throughput (Gbit/s)</source>
        <translation>吞吐量（Gbit/s）</translation>
    </message>
    <message>
        <source>Throughput (Mbit/s)</source>
        <translation>吞吐量（Mbit/s）</translation>
    </message>
    <message>
        <source>No results to show</source>
        <translation>没有可显示的结果</translation>
    </message>
    <message numerus="yes">
        <source>Comparison of %n runs</source>
        <translation>
            <numerusform>%n 次运行的比较</numerusform>
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
        <translation>MB/s</translation>
    </message>
    <message>
        <source>%1: IOPS</source>
        <translation>%1：IOPS</translation>
    </message>
    <message>
        <source>%1: MB/s</source>
        <translation>%1：MB/s</translation>
    </message>
    <message>
        <source>Mean latency</source>
        <translation>平均延迟</translation>
    </message>
    <message>
        <source>%1: mean latency</source>
        <translation>%1：平均延迟</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>p99 延迟</translation>
    </message>
    <message>
        <source>%1: p99 latency</source>
        <translation>%1：p99 延迟</translation>
    </message>
    <message>
        <source>I/O rate (IOPS)</source>
        <translation>I/O 速率（IOPS）</translation>
    </message>
    <message>
        <source>Throughput (MB/s)</source>
        <translation>吞吐量（MB/s）</translation>
    </message>
    <message>
        <source>Latency (ms)</source>
        <translation>延迟（毫秒）</translation>
    </message>
    <message>
        <source>Latency (µs)</source>
        <translation>延迟（微秒）</translation>
    </message>
    <message>
        <source>No results to show</source>
        <translation>没有可显示的结果</translation>
    </message>
    <message>
        <source>Reads: p99</source>
        <translation>读：p99</translation>
    </message>
    <message>
        <source>%1: reads p99</source>
        <translation>%1：读 p99</translation>
    </message>
    <message>
        <source>Writes: p99</source>
        <translation>写：p99</translation>
    </message>
    <message>
        <source>%1: writes p99</source>
        <translation>%1：写 p99</translation>
    </message>
</context>
<context>
    <name>DynamoFacts</name>
    <message>
        <source>%1 Mbit/s</source>
        <translation>%1 Mbit/s</translation>
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
        <translation>磁盘：不同队列深度下的 4 KiB 随机读</translation>
    </message>
    <message>
        <source>IOmeter&apos;s classic storage curve: 4 KiB random reads with O_DIRECT at 1, 2, 4 … 32 outstanding I/Os, on a 1 GiB test file under /var/tmp that the dynamo creates and fills on first use. The report shows IOPS, MB/s and latency percentiles beside the device&apos;s own counters. On the Targets page, set Path and File size for the disk you test; a whole block device needs Block device ticked, and one that holds data is refused unless Force is ticked too.</source>
        <translation>IOmeter 经典的存储曲线：使用 O_DIRECT 进行 4 KiB 随机读，未完成 I/O 数为 1、2、4 … 32，测试文件为 /var/tmp 下的 1 GiB 文件，由 Dynamo 在首次使用时创建并填充。报告给出 IOPS、MB/s 和延迟百分位，并附设备自身的计数器。请在“目标”页上为要测试的磁盘设置“路径”和“文件大小”；测试整个块设备需勾选“块设备”，若该设备上存有数据，则还须勾选“强制”，否则会被拒绝。</translation>
    </message>
    <message>
        <source>Disk: 4 KiB random read on 1, 2, 3 targets</source>
        <translation>磁盘：在 1、2、3 个目标上 4 KiB 随机读</translation>
    </message>
    <message>
        <source>IOmeter&apos;s target cycling for storage: three disk workers, each on a 256 MiB test file under /var/tmp that its dynamo creates and fills on first use, reading 4 KiB at random with O_DIRECT, 4 in flight. The steps run the first 1, 2 and 3 workers in turn, adding one target at a time; the report says how many ran in each step, and its total sums only those. Put the files on different disks (each worker&apos;s Path) to see how the load spreads over them.</source>
        <translation>IOmeter 的存储目标循环：三个磁盘工作线程，各自使用 /var/tmp 下的一个 256 MiB 测试文件（由其 Dynamo 在首次使用时创建并填充），以 O_DIRECT 随机读取 4 KiB，每个同时 4 个在途请求。各步骤依次运行前 1、2、3 个工作线程，每次增加一个目标；报告会注明每一步运行了多少个，其总计也只汇总这些工作线程。把这些文件放在不同的磁盘上（各工作线程的“路径”），即可观察负载如何分布到各磁盘。</translation>
    </message>
    <message>
        <source>Disk: mixed random I/O with data verification</source>
        <translation>磁盘：带数据校验的混合随机 I/O</translation>
    </message>
    <message>
        <source>A test file under /var/tmp written and read at random in 8 KiB requests (70 % reads), 16 in flight; every write is stamped with its offset, the step&apos;s generation and a CRC-32C, and every read is checked. A block that comes back changed, misplaced or unstamped stops the step, keeps its results and fails the run, naming the file and the offset.</source>
        <translation>在 /var/tmp 下的一个测试文件上以 8 KiB 请求随机读写（70 % 为读），同时 16 个在途请求；每次写入都会标记其偏移量、所属步骤的代次和 CRC-32C，每次读取都会校验。若读回的块内容被改变、位置错乱或没有标记，该步骤即停止并保留其结果，运行判为失败，同时报告文件名和偏移量。</translation>
    </message>
    <message>
        <source>Loopback: one server, 1, 2, 3 clients</source>
        <translation>回环：一台服务器，1、2、3 个客户端</translation>
    </message>
    <message>
        <source>IOmeter&apos;s target cycling on one machine: a server dynamo and three client dynamos, each client sending 64 KiB requests to the server in one TCP stream over 127.0.0.1. The steps run the first 1, 2 and 3 workers in turn, so the server serves one, two, then three clients; the report says how many ran in each step, and its total sums only those. For real hosts, give each client dynamo its own host and address.</source>
        <translation>IOmeter 在单机上的目标循环：一个服务器 Dynamo 和三个客户端 Dynamo，每个客户端经 127.0.0.1 以一条 TCP 流向服务器发送 64 KiB 请求。各步骤依次运行前 1、2、3 个工作线程，因此服务器依次服务一个、两个、三个客户端；报告会注明每一步运行了多少个，其总计也只汇总这些工作线程。若用于真实主机，请为每个客户端 Dynamo 指定各自的主机和地址。</translation>
    </message>
    <message>
        <source>Loopback full duplex</source>
        <translation>回环全双工</translation>
    </message>
    <message>
        <source>One TCP pair over 127.0.0.1: half of the requests are sent and half received, so both directions carry traffic at once; each direction is counted separately.</source>
        <translation>经 127.0.0.1 的一个 TCP 对：一半请求发送、一半请求接收，因此两个方向同时有流量；每个方向分别统计。</translation>
    </message>
    <message>
        <source>Loopback fine size sweep (ping-pong)</source>
        <translation>回环精细大小扫描（乒乓）</translation>
    </message>
    <message>
        <source>NetPIPE-style: a TCP ping-pong over 127.0.0.1 (each request answered with as many bytes) at sizes 1 B … 64 KiB, every power of two and 3 bytes either side of it, 1 s each. The report gives each size&apos;s throughput and round trip, and the sizes whose throughput drops more than 10 % below both neighbours.</source>
        <translation>NetPIPE 式：经 127.0.0.1 的 TCP 乒乓（每个请求以相同的字节数应答），大小为 1 B … 64 KiB，取每个 2 的幂及其两侧各 3 字节，每个大小 1 s。报告给出每个大小的吞吐量和往返时间，以及吞吐量比两侧邻近大小都低 10 % 以上的大小。</translation>
    </message>
    <message>
        <source>Loopback request/response latency</source>
        <translation>回环请求/响应延迟</translation>
    </message>
    <message>
        <source>sockperf-style ping-pong over 127.0.0.1: the worker sends a request and its partner answers with as many bytes, one in flight, for 16 B … 16 KiB, 3 s each. The report gives per size the round trips, min, mean, standard deviation, p50 … p99.99 and max, and their distribution. Make the worker udp (and its spec&apos;s Read % 0) for a UDP ping-pong; set Bind and Peer address to a real link to time an adapter.</source>
        <translation>sockperf 式的经 127.0.0.1 乒乓：工作线程发送一个请求，其对端以相同的字节数应答，同时一个在途请求，大小为 16 B … 16 KiB，每个 3 s。报告按大小给出往返次数、最小值、平均值、标准差、p50 … p99.99 和最大值，以及其分布。将工作线程改为 udp（并把其规范的“读取 %”设为 0）即为 UDP 乒乓；将“绑定地址”和“对端地址”设为真实链路的地址，即可测量适配器的时延。</translation>
    </message>
    <message>
        <source>Loopback ramp: requests in flight</source>
        <translation>回环递增：在途请求数</translation>
    </message>
    <message>
        <source>How many 64-byte transactions must be in flight over 127.0.0.1 before the rate stops growing? Raises every worker&apos;s outstanding requests 1, 2, 4 … 64 and stops at the knee: the first value after which a step gains less than 5 %. The report has every point.</source>
        <translation>经 127.0.0.1 需要多少个 64 字节事务同时在途，速率才停止增长？将每个工作线程的在途请求数依次增加为 1、2、4 … 64，并在拐点处停止：拐点即此后一步增长不足 5 % 的第一个值。报告列出每个点。</translation>
    </message>
    <message>
        <source>Loopback zero-loss rate per frame size</source>
        <translation>回环各帧大小的零丢包速率</translation>
    </message>
    <message>
        <source>RFC 2544 throughput over 127.0.0.1, as if it were a 1 Gbit/s line: for each frame size 64 … 1518 bytes, the highest rate in % of line rate at which no datagram is lost, to 1 %, in 1-second trials, the rate found verified once more. On loopback the small frames stop where this machine&apos;s sender does, and the report says so; set Bind and Peer address to two adapters to test a real link.</source>
        <translation>经 127.0.0.1 进行 RFC 2544 吞吐量测试，将其视作 1 Gbit/s 线路：对 64 … 1518 字节的每种帧大小，求出不丢失任何数据报的最高速率（以线速的 % 表示），精度 1 %，每次试验 1 秒，找到的速率再验证一次。在回环上，小帧的速率受限于本机发送端的能力，报告会注明这一点；将“绑定地址”和“对端地址”设为两个适配器的地址即可测试真实链路。</translation>
    </message>
    <message>
        <source>Loopback receive</source>
        <translation>回环接收</translation>
    </message>
    <message>
        <source>One TCP pair over 127.0.0.1: the worker only receives; its partner sends.</source>
        <translation>经 127.0.0.1 的一个 TCP 对：工作线程只接收，其对端发送。</translation>
    </message>
    <message>
        <source>Loopback request/response</source>
        <translation>回环请求/响应</translation>
    </message>
    <message>
        <source>netperf TCP_RR-style transactions over 127.0.0.1: the worker sends a 64-byte request and its partner answers with a 64-byte reply; each transaction is timed as one round trip. The steps keep 1, 2, 4 and 8 transactions in flight.</source>
        <translation>经 127.0.0.1 的 netperf TCP_RR 式事务：工作线程发送 64 字节请求，其对端以 64 字节应答；每个事务按一次往返计时。各步骤分别保持 1、2、4 和 8 个在途事务。</translation>
    </message>
    <message>
        <source>Loopback throughput sweep</source>
        <translation>回环吞吐量扫描</translation>
    </message>
    <message>
        <source>One TCP pair over 127.0.0.1 on this machine: the worker sends to its partner, one request at a time, at each of the classic request sizes 64 B … 256 KiB. A quick check that everything works, and the loopback ceiling of this host.</source>
        <translation>本机上经 127.0.0.1 的一个 TCP 对：工作线程向其对端发送，每次一个请求，依次使用 64 B … 256 KiB 的各个经典请求大小。可用于快速检查一切是否正常，并得出本机的回环上限。</translation>
    </message>
    <message>
        <source>Loopback UDP ramp</source>
        <translation>回环 UDP 速率递增</translation>
    </message>
    <message>
        <source>The reviews&apos; UDP ramp on one host: the worker offers 200, 300 … 1000 Mbit/s of 1472-byte datagrams to its partner over 127.0.0.1, 2 s each. The report gives the rate that arrived and the loss at each offered rate, and the highest rate that arrived. Set Bind and Peer address to the two adapters of a real link to ramp it.</source>
        <translation>单台主机上的评测式 UDP 速率递增：工作线程经 127.0.0.1 向其对端依次以 200、300 … 1000 Mbit/s 的速率发送 1472 字节的数据报，每个速率 2 s。报告给出每个提供速率下的到达速率和丢包率，以及到达的最高速率。将“绑定地址”和“对端地址”设为真实链路两端适配器的地址，即可对该链路进行速率递增测试。</translation>
    </message>
    <message>
        <source>Loopback UDP by frame size</source>
        <translation>回环 UDP（按帧大小）</translation>
    </message>
    <message>
        <source>One UDP pair over 127.0.0.1: the worker offers 500 Mbit/s to its partner in datagrams that fill Ethernet frames of 64, 128, 256, 512, 1024, 1280 and 1518 bytes (payload = frame - 46). The report shows per size what arrived, the datagrams lost, reordered and duplicated, and the jitter.</source>
        <translation>经 127.0.0.1 的一个 UDP 对：工作线程以 500 Mbit/s 向其对端发送数据报，数据报恰好填满 64、128、256、512、1024、1280 和 1518 字节的以太网帧（有效载荷 = 帧 - 46）。报告按大小给出到达的速率，丢失、乱序和重复的数据报，以及抖动。</translation>
    </message>
    <message>
        <source>Adapter delay (round-trip method)</source>
        <translation>适配器时延（往返法）</translation>
    </message>
    <message>
        <source>The seed paper&apos;s method: a UDP ping-pong from this host&apos;s adapter (10.0.0.1) to the peer&apos;s (10.0.0.2), and the same over loopback on this host, for payloads 32 … 1460 bytes, 3 s each. The report gives the delay per size, (RTT_peer - RTT_loopback - Tf) / 2, and the line delay = A * Lp + B. Start dynamo B on the peer (Dynamos → Add a remote dynamo… shows how) and give the method your link&apos;s speed.</source>
        <translation>原始论文的方法：从本机的适配器（10.0.0.1）到对端的适配器（10.0.0.2）进行 UDP 乒乓，并在本机上经回环做同样的测试，有效载荷为 32 … 1460 字节，每个大小 3 s。报告给出每个大小的时延 (RTT_peer - RTT_loopback - Tf) / 2，以及时延直线 = A * Lp + B。请在对端启动 Dynamo B（方法见 Dynamo → 添加远程 Dynamo…），并为该方法设置链路速率。</translation>
    </message>
    <message>
        <source>Fast adapter, two hosts: large buffers, BBR, four connections</source>
        <translation>高速适配器，两台主机：大缓冲区、BBR、四个连接</translation>
    </message>
    <message>
        <source>A 10/25/100 GbE pair: host A (10.0.0.1) runs the workbench and a dynamo it starts, host B (10.0.0.2) a dynamo started by hand (Dynamos → Add a remote dynamo… shows how). Four TCP connections, as iperf3 with four parallel streams, with 16 MiB socket buffers and the BBR congestion control; the results record what each host&apos;s kernel granted, and the retransmissions. A host without BBR refuses the step before any traffic and names the algorithms it has.</source>
        <translation>一对 10/25/100 GbE 适配器：主机 A（10.0.0.1）运行工作台及其启动的一个 Dynamo，主机 B（10.0.0.2）运行一个手动启动的 Dynamo（方法见 Dynamo → 添加远程 Dynamo…）。四个 TCP 连接，相当于 iperf3 的四个并行流，套接字缓冲区为 16 MiB，拥塞控制算法为 BBR；结果记录每台主机内核实际分配的值以及重传次数。不支持 BBR 的主机会在产生任何流量之前拒绝该步骤，并列出其可用的算法。</translation>
    </message>
    <message>
        <source>Jumbo frames: TCP throughput at MTU 1500, 4000 and 9000</source>
        <translation>巨型帧：MTU 1500、4000 和 9000 下的 TCP 吞吐量</translation>
    </message>
    <message>
        <source>The reviews&apos; jumbo-frame test: one TCP stream from this host&apos;s adapter (10.0.0.1) to the peer&apos;s (10.0.0.2) in 64 KiB requests, once per MTU. Before each step both dynamos set the MTU of the interface holding their address (they need CAP_NET_ADMIN) and put the original back when the run ends, fails or loses its manager. The report compares throughput and CPU load per MTU. Start dynamo B on the peer (Dynamos → Add a remote dynamo… shows how).</source>
        <translation>评测中的巨型帧测试：从本机的适配器（10.0.0.1）到对端的适配器（10.0.0.2）的一条 TCP 流，请求大小 64 KiB，每个 MTU 运行一次。每一步之前，两个 Dynamo 都会设置其地址所在接口的 MTU（需要 CAP_NET_ADMIN），并在运行结束、失败或失去管理器时恢复原值。报告比较各 MTU 下的吞吐量和 CPU 占用率。请在对端启动 Dynamo B（方法见 Dynamo → 添加远程 Dynamo…）。</translation>
    </message>
    <message>
        <source>Zero-loss rate per frame size, raw frames, two hosts</source>
        <translation>各帧大小的零丢包速率，原始帧，两台主机</translation>
    </message>
    <message>
        <source>RFC 2544 throughput of a gigabit link between two hosts on one segment: host A (10.0.0.1) sends whole Ethernet frames of 64 … 1518 bytes through a packet socket, past its UDP stack, so that the small frames measure the link and the receiver rather than A&apos;s socket path. For each frame size, the highest rate in % of line rate at which no frame is lost, to 1 %, in 2-second trials. A&apos;s dynamo needs the CAP_NET_RAW capability (root, or the capability given to iometry-dynamo); B receives on a UDP socket and needs nothing. Start dynamo B on the peer (Dynamos → Add a remote dynamo… shows how).</source>
        <translation>同一网段上两台主机之间千兆链路的 RFC 2544 吞吐量：主机 A（10.0.0.1）通过数据包套接字（packet socket）发送 64 … 1518 字节的完整以太网帧，绕过其 UDP 协议栈，使小帧测得的是链路和接收端，而不是 A 的套接字路径。对每种帧大小，求出不丢失任何帧的最高速率（以线速的 % 表示），精度 1 %，每次试验 2 秒。A 的 Dynamo 需要 CAP_NET_RAW 能力（以 root 运行，或为 iometry-dynamo 赋予该能力）；B 在 UDP 套接字上接收，无需任何权限。请在对端启动 Dynamo B（方法见 Dynamo → 添加远程 Dynamo…）。</translation>
    </message>
    <message>
        <source>Adapter throughput sweep, two hosts</source>
        <translation>适配器吞吐量扫描，两台主机</translation>
    </message>
    <message>
        <source>Two hosts joined by a cable: host A (10.0.0.1) runs the workbench and a dynamo it starts, host B (10.0.0.2) a dynamo started by hand (Dynamos → Add a remote dynamo… shows how). A sends to B at each of the classic request sizes 64 B … 256 KiB, three times each, and the report keeps the mean.</source>
        <translation>两台用网线直连的主机：主机 A（10.0.0.1）运行工作台及其启动的一个 Dynamo，主机 B（10.0.0.2）运行一个手动启动的 Dynamo（方法见 Dynamo → 添加远程 Dynamo…）。A 依次以 64 B … 256 KiB 的各个经典请求大小向 B 发送，每个大小三次，报告保留平均值。</translation>
    </message>
    <message>
        <source>Adapter comparison</source>
        <translation>适配器对比</translation>
    </message>
    <message>
        <source>The comparison of adapters between two hosts: a TCP throughput sweep 64 B … 256 KiB (best of 5), a UDP ramp from 200 to 800 Mbit/s in steps of 10 until the delivered rate stops growing, a NetPIPE-style fine sweep of request/response sizes, and TCP throughput at MTU 1500, 3000, 4500, 6000, 7500 and 9000 (best of 5). About 24m09s at the template&apos;s repeats.</source>
        <translation>两台主机之间的适配器对比：TCP 吞吐量扫描 64 B … 256 KiB（取 5 次中的最佳值）；UDP 速率从 200 到 800 Mbit/s 以 10 为步长递增，直到送达速率不再增长；NetPIPE 式的请求/响应大小精细扫描；以及 MTU 1500、3000、4500、6000、7500 和 9000 下的 TCP 吞吐量（取 5 次中的最佳值）。按模板的重复次数约需 24m09s。</translation>
    </message>
    <message>
        <source>Adapter delay</source>
        <translation>适配器时延</translation>
    </message>
    <message>
        <source>The latency an adapter adds: UDP round trips of 32 … 1460 B to the peer and the same over loopback on each host, the difference per size against the wire time of a 1 Gbit/s link. About 3m36s at the template&apos;s repeats.</source>
        <translation>适配器引入的延迟：到对端以及在每台主机上经回环的 32 … 1460 B UDP 往返，按大小求出差值，并与 1 Gbit/s 链路上的线路传输时间对照。按模板的重复次数约需 3m36s。</translation>
    </message>
    <message>
        <source>Disk review</source>
        <translation>磁盘评测</translation>
    </message>
    <message>
        <source>The presets disk reviewers print: sequential 1 MiB at QD 8 and QD 1, random 4 KiB at QD 32 and QD 1, each read and then written, on a 1 GiB test file with O_DIRECT (the CrystalDiskMark grid); then 4 KiB random 70/30 read/write at queue depths 1 … 32. Each step 10 s after 2 s of ramp. Put the test file on the disk under test: the test creates it and writes only there. About 3m02s at the template&apos;s repeats.</source>
        <translation>磁盘评测常给出的标准测试项：顺序 1 MiB（QD 8 和 QD 1）、随机 4 KiB（QD 32 和 QD 1），每项先读后写，使用 1 GiB 测试文件和 O_DIRECT（即 CrystalDiskMark 的测试组合）；然后是 4 KiB 70/30 随机读/写，队列深度 1 … 32。每一步先预热 2 s，再测量 10 s。请将测试文件放在被测磁盘上：测试会创建该文件，并且只写入该文件。按模板的重复次数约需 3m02s。</translation>
    </message>
    <message>
        <source>Gigabit adapter review</source>
        <translation>千兆适配器评测</translation>
    </message>
    <message>
        <source>RFC 2544 zero-loss rate per frame size</source>
        <translation>RFC 2544 各帧大小的零丢包速率</translation>
    </message>
    <message>
        <source>The highest rate without loss for every frame size of RFC 2544 (64, 128, 256, 512, 1024, 1280, 1518 B), in packets per second and % of the 1 Gbit/s line rate, found by a binary search to 1 %; each trial 10 s. At most 33m36s at the template&apos;s repeats.</source>
        <translation>RFC 2544 规定的各帧大小（64、128、256、512、1024、1280、1518 B）下无丢包的最高速率，以每秒包数和 1 Gbit/s 线速的 % 表示，通过二分查找求得，精度 1 %；每次试验 10 s。按模板的重复次数最多需 33m36s。</translation>
    </message>
    <message>
        <source>One server, 1, 2, 3 clients</source>
        <translation>一台服务器，1、2、3 个客户端</translation>
    </message>
    <message>
        <source>One server loaded by 1, then 2, then 3 clients, each client a TCP stream of 64 KiB requests to the server: per-pair and aggregate throughput and the server&apos;s CPU at every client count, 5 repeats (the mean is kept). The server dynamo is the host under test; client1 … client3 are the load generators. About 3m15s at the template&apos;s repeats.</source>
        <translation>一台服务器依次由 1 个、2 个、3 个客户端加载，每个客户端以一条 TCP 流向服务器发送 64 KiB 请求：给出每种客户端数下每对连接的吞吐量、总吞吐量以及服务器的 CPU 占用率，重复 5 次（保留平均值）。服务器 Dynamo 即被测主机；client1 … client3 为负载生成端。按模板的重复次数约需 3m15s。</translation>
    </message>
    <message>
        <source>Loopback load–latency curve</source>
        <translation>Loopback 负载–延迟曲线</translation>
    </message>
    <message>
        <source>How the round trip of 64-byte TCP requests over 127.0.0.1 grows with their rate: one step finds the highest rate with 4 requests in flight, then 10, 25, 50, 75, 90 and 95 % of it are offered open loop at even gaps, every latency timed from the request&apos;s scheduled time.</source>
        <translation>经 127.0.0.1 的 64 字节 TCP 请求的往返时间如何随速率增长：一个步骤在 4 个请求在途时找到最高速率，然后以等间隔开环提供其 10、25、50、75、90 和 95 %，每个延迟都从请求的计划时间开始计时。</translation>
    </message>
    <message>
        <source>The classic adapter review between two hosts: TCP throughput and CPU load against request size 64 B … 256 KiB in transmit, receive and full duplex, 20 repeats of every step (the mean is kept), at MTU 1500 and again at 9000 (jumbo frames); the P/E index (Mbit/s per CPU %) of every point. Then latency under load: a UDP probe&apos;s 64-byte round trips, 10 a second, beside 10 s of full duplex TCP and alone 5 s before and after (as Flent&apos;s RRUL). A is this host&apos;s adapter, B the peer&apos;s: give both addresses, or run it over loopback on this host alone, without the MTU changes. About 3h18m at the template&apos;s repeats.</source>
        <translation>两台主机之间的经典适配器评测：在发送、接收和全双工模式下测量 TCP 吞吐量和 CPU 占用率随请求大小（64 B … 256 KiB）的变化，每一步重复 20 次（保留平均值），先在 MTU 1500 下、再在 MTU 9000（巨型帧）下各测一遍；并给出每个点的 P/E 指数（每 1% CPU 占用率的 Mbit/s）。然后是负载下的延迟：UDP 探针每秒 10 次 64 字节往返，在 10 秒全双工 TCP 旁运行，并在其前后各单独运行 5 秒（如 Flent 的 RRUL）。A 为本机的适配器，B 为对端的适配器：请提供两者的地址，或仅在本机上经回环运行（不更改 MTU）。按模板的重复次数约需 3h18m。</translation>
    </message>
</context>
<context>
    <name>KindSetting</name>
    <message>
        <source>Bytes of the test file; for a block device the span tested</source>
        <translation>测试文件的字节数；对块设备为测试的范围</translation>
    </message>
    <message>
        <source>The test file, or with block_device the device, on the worker&apos;s dynamo</source>
        <translation>工作线程所在 Dynamo 上的测试文件；设置 block_device 时为该设备</translation>
    </message>
    <message>
        <source>The path is a block device: the explicit consent to write to it</source>
        <translation>路径是块设备：这是写入它的明确同意</translation>
    </message>
    <message>
        <source>Open with O_DIRECT: requests go to the device, not the page cache</source>
        <translation>以 O_DIRECT 打开：请求直达设备而非页缓存</translation>
    </message>
    <message>
        <source>Write to a block device that holds a partition table or a file system</source>
        <translation>写入含有分区表或文件系统的块设备</translation>
    </message>
    <message>
        <source>How I/Os reach the kernel</source>
        <translation>I/O 如何到达内核</translation>
    </message>
    <message>
        <source>Writes carry a stamp that reads check</source>
        <translation>写入带有由读取校验的标记</translation>
    </message>
    <message>
        <source>The address this worker listens on</source>
        <translation>此工作线程监听的地址</translation>
    </message>
    <message>
        <source>The host its partner runs on</source>
        <translation>其对端所在的主机</translation>
    </message>
    <message>
        <source>The address the partner connects from</source>
        <translation>对端发起连接所用的地址</translation>
    </message>
    <message>
        <source>The CPU of its host the partner is pinned to</source>
        <translation>对端绑定到的其主机 CPU</translation>
    </message>
    <message>
        <source>TCP_CONGESTION: the congestion control both ends use</source>
        <translation>TCP_CONGESTION：两端使用的拥塞控制算法</translation>
    </message>
    <message>
        <source>SO_ZEROCOPY: send without copying the payload into the kernel</source>
        <translation>SO_ZEROCOPY：发送时不将有效载荷复制到内核</translation>
    </message>
    <message>
        <source>SO_SNDBUF: bytes asked for the send buffer of each connection</source>
        <translation>SO_SNDBUF：为每个连接请求的发送缓冲区字节数</translation>
    </message>
    <message>
        <source>SO_RCVBUF: bytes asked for the receive buffer of each connection</source>
        <translation>SO_RCVBUF：为每个连接请求的接收缓冲区字节数</translation>
    </message>
    <message>
        <source>TCP_NODELAY: send each request at once instead of gathering small segments</source>
        <translation>TCP_NODELAY：立即发送每个请求，而不是合并小分段</translation>
    </message>
    <message>
        <source>TCP_MAXSEG: the largest segment to send and to announce</source>
        <translation>TCP_MAXSEG：发送和通告的最大分段</translation>
    </message>
    <message>
        <source>SO_BUSY_POLL: how long a receive busy-polls the device before it sleeps</source>
        <translation>SO_BUSY_POLL：接收在休眠前忙轮询设备的时长</translation>
    </message>
    <message>
        <source>SO_MAX_PACING_RATE: the most each connection sends, on the wire</source>
        <translation>SO_MAX_PACING_RATE：每个连接在线路上的最大发送速率</translation>
    </message>
    <message>
        <source>How the sending end puts its datagrams on the link</source>
        <translation>发送端如何将数据报送上链路</translation>
    </message>
    <message>
        <source>The offered rate of the pair, in Mbit/s of payload</source>
        <translation>该对的提供速率，单位为有效载荷 Mbit/s</translation>
    </message>
    <message>
        <source>What writes carry, as IOmeter&apos;s data patterns; not with verify</source>
        <translation>写入携带的内容，即 IOmeter 的数据模式；不能与 verify 同用</translation>
    </message>
    <message>
        <source>Where the tested span starts on the target, a multiple of 512</source>
        <translation>被测区间在目标上的起点，须为 512 的倍数</translation>
    </message>
</context>
<context>
    <name>LiveChart</name>
    <message>
        <source>time, s</source>
        <translation>时间，秒</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>跟随</translation>
    </message>
    <message>
        <source>Follow the latest data. The wheel zooms and a drag pans the time axis, which stops following.</source>
        <translation>跟随最新数据。滚轮缩放、拖动平移时间轴，此时停止跟随。</translation>
    </message>
    <message>
        <source>Series to draw</source>
        <translation>要绘制的序列</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>CPU %</translation>
    </message>
    <message>
        <source>%1
t = %2 s
%3 %</source>
        <translation>%1
t = %2 秒
%3 %</translation>
    </message>
    <message>
        <source>%1
t = %2 s
%3 %4</source>
        <translation>%1
t = %2 秒
%3 %4</translation>
    </message>
</context>
<context>
    <name>MethodParam</name>
    <message>
        <source>%1.</source>
        <extracomment>A parameter&apos;s help (%1, no full stop) as a sentence</extracomment>
        <translation>%1。</translation>
    </message>
    <message>
        <source> B</source>
        <translation> B</translation>
    </message>
    <message>
        <source> Mbit/s</source>
        <translation> Mbit/s</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>UDP payload sizes, a ping-pong each to the peer and over loopback</source>
        <translation>UDP 有效载荷大小，每个大小分别到对端和经环回做一次乒乓</translation>
    </message>
    <message>
        <source>Bytes below the payload: 28 for UDP over IPv4 (8 + 20), 48 over IPv6</source>
        <translation>有效载荷之下的字节数：IPv4 上的 UDP 为 28 (8 + 20)，IPv6 上为 48</translation>
    </message>
    <message>
        <source>The link&apos;s speed: the time the frame&apos;s bits take on the wire is taken off the delay</source>
        <translation>链路速率：帧的比特在线路上传输所需的时间会从时延中扣除</translation>
    </message>
    <message>
        <source>The smallest request size</source>
        <translation>最小的请求大小</translation>
    </message>
    <message>
        <source>The largest request size</source>
        <translation>最大的请求大小</translation>
    </message>
    <message>
        <source>Base sizes per doubling: 1 tries the powers of two, 4 adds three sizes between each two</source>
        <translation>每次倍增的基准大小数：1 表示只测 2 的幂，4 表示在每两个之间再加三个大小</translation>
    </message>
    <message>
        <source>Each size is also tried this many bytes below and above, as NetPIPE does</source>
        <translation>每个大小还会在其上下各偏移这么多字节再测一次，与 NetPIPE 相同</translation>
    </message>
    <message>
        <source>A size whose Mbit/s is more than this below both neighbours&apos; is a drop-out</source>
        <translation>Mbit/s 比两侧邻近大小都低出超过此幅度的大小即为骤降</translation>
    </message>
    <message>
        <source>The request sizes, one step each, every request answered with as many bytes</source>
        <translation>请求大小，每个一步，每个请求都以同样多的字节应答</translation>
    </message>
    <message>
        <source>Requests every worker keeps in flight</source>
        <translation>每个 worker 同时在途的请求数</translation>
    </message>
    <message>
        <source>A pause after each reply before the next request, as ping -i</source>
        <translation>每次应答后、下一个请求前的停顿，如 ping -i</translation>
    </message>
    <message>
        <source>Round trips per size and worker, as ping -c: every one is timed</source>
        <translation>每个大小、每个 worker 的往返次数，如 ping -c：每次都计时</translation>
    </message>
    <message>
        <source>How long each size runs</source>
        <translation>每个大小运行的时长</translation>
    </message>
    <message>
        <source>The knob the ramp raises</source>
        <translation>阶梯逐步增大的参数</translation>
    </message>
    <message>
        <source>The rate that must keep growing</source>
        <translation>必须持续增长的速率</translation>
    </message>
    <message>
        <source>The knob&apos;s first value</source>
        <translation>参数的第一个值</translation>
    </message>
    <message>
        <source>Its last value: the ramp never goes beyond it</source>
        <translation>它的最后一个值：阶梯绝不会超过它</translation>
    </message>
    <message>
        <source>Added to (linear) or multiplied by (exponential) each value</source>
        <translation>与每个值相加（线性）或相乘（指数）</translation>
    </message>
    <message>
        <source>How the values grow</source>
        <translation>数值的增长方式</translation>
    </message>
    <message>
        <source>Less growth than this over the knee so far is a stall</source>
        <translation>相对目前拐点的增长低于此值即为停滞</translation>
    </message>
    <message>
        <source>Stalls in a row that end the ramp</source>
        <translation>连续多少次停滞后结束阶梯</translation>
    </message>
    <message>
        <source>Ethernet frame sizes, FCS included: one search each</source>
        <translation>以太网帧大小（含 FCS）：每个大小各查找一次</translation>
    </message>
    <message>
        <source>The line rate the search&apos;s percentages refer to</source>
        <translation>查找的百分比所参照的线速</translation>
    </message>
    <message>
        <source>A trial passes with at most this loss</source>
        <translation>丢失不超过此值的试验即为通过</translation>
    </message>
    <message>
        <source>The search stops this close to the answer, in % of line rate</source>
        <translation>查找在距答案这么近时停止，单位为线速的 %</translation>
    </message>
    <message>
        <source>The rate found runs once more to confirm it</source>
        <translation>找到的速率会再运行一次以确认</translation>
    </message>
    <message>
        <source>How long each trial offers its rate</source>
        <translation>每次试验提供其速率的时长</translation>
    </message>
    <message>
        <source>The first rate offered, in Mbit/s of UDP payload</source>
        <translation>提供的第一个速率，单位为 UDP 有效载荷 Mbit/s</translation>
    </message>
    <message>
        <source>The last rate offered: every rate up to it is tried</source>
        <translation>提供的最后一个速率：不超过它的每个速率都会被测试</translation>
    </message>
    <message>
        <source>Added for each next trial</source>
        <translation>每进行下一次试验时增加的量</translation>
    </message>
    <message>
        <source>Bytes of UDP payload in every datagram: every line gets this size</source>
        <translation>每个数据报的 UDP 有效载荷字节数：每一行都使用此大小</translation>
    </message>
    <message>
        <source>How long each rate is measured</source>
        <translation>每个速率测量的时长</translation>
    </message>
    <message>
        <source>Fractions of the highest rate found in a closed loop, each offered open loop as one level</source>
        <translation>闭环中找到的最高速率的比例，每个比例以开环方式作为一个级别提供</translation>
    </message>
    <message>
        <source>Total rates offered instead of fractions, one level each, without the search</source>
        <translation>直接提供的总速率（代替比例），每个一个级别，不做搜索</translation>
    </message>
    <message>
        <source>How a level&apos;s requests come due: at even gaps, or at exponential gaps of the same mean</source>
        <translation>一个级别的请求如何到期：等间隔，或同均值的指数分布间隔</translation>
    </message>
    <message>
        <source>How long each step runs, the search&apos;s too</source>
        <translation>每个步骤（包括搜索步骤）运行多长时间</translation>
    </message>
</context>
<context>
    <name>MethodTitle</name>
    <message>
        <source>Adapter delay</source>
        <translation>适配器时延</translation>
    </message>
    <message>
        <source>Fine size sweep</source>
        <translation>精细大小扫描</translation>
    </message>
    <message>
        <source>Request/response latency</source>
        <translation>请求/响应延迟</translation>
    </message>
    <message>
        <source>Ramp</source>
        <translation>逐级递增</translation>
    </message>
    <message>
        <source>Zero-loss rate per frame size</source>
        <translation>各帧大小的零丢包速率</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>参数扫描</translation>
    </message>
    <message>
        <source>UDP ramp</source>
        <translation>UDP 速率递增</translation>
    </message>
    <message>
        <source>Load–latency curve</source>
        <translation>负载–延迟曲线</translation>
    </message>
</context>
<context>
    <name>ProcedureFigure</name>
    <message>
        <source>Offered</source>
        <translation>提供速率</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>发送速率</translation>
    </message>
    <message>
        <source>Arrived</source>
        <translation>到达速率</translation>
    </message>
    <message>
        <source>Loss (%)</source>
        <translation>丢包率（%）</translation>
    </message>
    <message>
        <source>Zero-loss rate (% of line rate)</source>
        <translation>零丢包速率（占线速的 %）</translation>
    </message>
    <message>
        <source>(sender-limited)</source>
        <translation>（受发送端限制）</translation>
    </message>
    <message>
        <source>Frame size (bytes, FCS included)</source>
        <translation>帧大小（字节，含 FCS）</translation>
    </message>
    <message>
        <source>Mean latency</source>
        <translation>平均延迟</translation>
    </message>
    <message>
        <source>Drop-out</source>
        <translation>骤降</translation>
    </message>
    <message>
        <source>Request size (bytes)</source>
        <translation>请求大小（字节）</translation>
    </message>
    <message>
        <source>Mean latency (µs)</source>
        <translation>平均延迟（µs）</translation>
    </message>
    <message>
        <source>Lp: payload + headers (bytes)</source>
        <translation>Lp：有效载荷 + 报头（字节）</translation>
    </message>
    <message>
        <source>Knee</source>
        <translation>拐点</translation>
    </message>
    <message>
        <source>Outstanding I/Os</source>
        <translation>队列深度</translation>
    </message>
    <message>
        <source>Transactions/s</source>
        <translation>事务/秒</translation>
    </message>
    <message>
        <source>Operations/s</source>
        <translation>操作/秒</translation>
    </message>
    <message>
        <source>No figure for the procedure &quot;%1&quot;</source>
        <translation>测试过程“%1”没有对应的图表</translation>
    </message>
    <message>
        <source>No point was measured</source>
        <translation>没有测得任何数据点</translation>
    </message>
    <message>
        <source>min</source>
        <translation>最小</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>平均</translation>
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
        <translation>往返时间 x（µs）</translation>
    </message>
    <message>
        <source>Share of round trips ≥ x</source>
        <translation>往返时间 ≥ x 的占比</translation>
    </message>
    <message>
        <source>No round trip was timed</source>
        <translation>没有测到任何往返</translation>
    </message>
    <message>
        <source>Adapter delay against frame size</source>
        <translation>适配器时延随帧大小的变化</translation>
    </message>
    <message>
        <source>Payload L (bytes)</source>
        <translation>有效载荷 L（字节）</translation>
    </message>
    <message>
        <source>Delay (ns)</source>
        <translation>时延（ns）</translation>
    </message>
    <message>
        <source>Round trips to the peer and over loopback</source>
        <translation>到对端与经回环的往返时间</translation>
    </message>
    <message>
        <source>The mean round trip of each size; dotted: over loopback on the same host.</source>
        <translation>各大小的平均往返时间；点线：同一主机上经回环的往返时间。</translation>
    </message>
    <message>
        <source>Round trip (ns)</source>
        <translation>往返时间（ns）</translation>
    </message>
    <message>
        <source>to the peer</source>
        <translation>到对端</translation>
    </message>
    <message>
        <source>over loopback</source>
        <translation>经回环</translation>
    </message>
    <message>
        <source>Fine size sweep: throughput against message size</source>
        <translation>精细大小扫描：吞吐量随消息大小的变化</translation>
    </message>
    <message>
        <source>Request/response exchanges of every size on the fine grid; a dip shows a size the path handles badly.</source>
        <translation>在精细网格上对每个大小进行请求/响应交换；曲线的凹陷表示该路径处理不佳的大小。</translation>
    </message>
    <message>
        <source>Message size (bytes)</source>
        <translation>消息大小（字节）</translation>
    </message>
    <message>
        <source>Fine size sweep: latency against message size</source>
        <translation>精细大小扫描：延迟随消息大小的变化</translation>
    </message>
    <message>
        <source>The median round trip of each size.</source>
        <translation>各大小往返时间的中位数。</translation>
    </message>
    <message>
        <source>Round trip, median (µs)</source>
        <translation>往返时间中位数（µs）</translation>
    </message>
    <message>
        <source>Round-trip latency against request size</source>
        <translation>往返延迟随请求大小的变化</translation>
    </message>
    <message>
        <source>Round trip (µs)</source>
        <translation>往返时间（µs）</translation>
    </message>
    <message>
        <source>median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>99th percentile</source>
        <translation>第 99 百分位数</translation>
    </message>
    <message>
        <source>Ramp: the rate at each step</source>
        <translation>逐级递增：各步的速率</translation>
    </message>
    <message>
        <source>Each point is one step; the ramp stops where the rate stops growing.</source>
        <translation>每个点为一步；速率不再增长时递增即停止。</translation>
    </message>
    <message>
        <source>Zero-loss rate per frame size</source>
        <translation>各帧大小的零丢包速率</translation>
    </message>
    <message>
        <source>The highest rate at which no frame was lost, in % of the line rate, for each frame size of RFC 2544; no bar: no rate passed.</source>
        <translation>RFC 2544 各帧大小下未丢失任何帧的最高速率，以占线速的百分比表示；无柱：没有任何速率通过测试。</translation>
    </message>
    <message>
        <source>Zero-loss packet rate per frame size</source>
        <translation>各帧大小的零丢包帧速率</translation>
    </message>
    <message>
        <source>The same rates in frames per second.</source>
        <translation>以每秒帧数表示的相同速率。</translation>
    </message>
    <message>
        <source>Zero-loss rate (frames/s)</source>
        <translation>零丢包速率（帧/秒）</translation>
    </message>
    <message>
        <source>UDP ramp: the rate that arrived against the rate offered</source>
        <translation>UDP 速率递增：到达速率随提供速率的变化</translation>
    </message>
    <message>
        <source>Each point is one trial. Where a curve leaves the diagonal, datagrams are lost; the dotted curves give the loss on the right axis.</source>
        <translation>每个点为一次试验。曲线偏离对角线之处即出现数据报丢失；点线表示丢包率，对应右侧纵轴。</translation>
    </message>
    <message>
        <source>Half of the round trip to the peer less the round trip over loopback and the wire time of both frames: the time the adapters add; the straight line is the fitted model.</source>
        <translation>到对端的往返时间的一半，减去经回环的往返时间以及两个帧在线路上的传输时间，即为适配器引入的时延；直线为拟合的模型。</translation>
    </message>
    <message>
        <source>fit: delay = %1 ns/byte · Lp + %2 ns</source>
        <translation>拟合：时延 = %1 ns/字节 · Lp + %2 ns</translation>
    </message>
    <message>
        <source>The median round trip of each size (solid) and its 99th percentile (dashed), on a logarithmic axis.</source>
        <translation>各大小往返时间的中位数（实线）及其第 99 百分位数（虚线），对数坐标。</translation>
    </message>
    <message>
        <source>Latency distribution: P(RTT ≥ x) per size</source>
        <translation>延迟分布：每个大小的 P(RTT ≥ x)</translation>
    </message>
    <message>
        <source>For each size, the share of round trips that took x or longer; both axes logarithmic, so the tail down to 1 in 100 000 reads.</source>
        <translation>每个大小下耗时 x 或更长的往返所占比例；两轴均为对数坐标，因此可读到十万分之一的尾部。</translation>
    </message>
    <message>
        <source>Throughput (%1)</source>
        <translation>吞吐量（%1）</translation>
    </message>
    <message>
        <source>Offered rate (%1 of payload)</source>
        <translation>提供速率（有效载荷 %1）</translation>
    </message>
    <message>
        <source>Rate (%1 of payload)</source>
        <translation>速率（有效载荷 %1）</translation>
    </message>
    <message>
        <source>Latency against load, open loop</source>
        <translation>延迟随负载变化（开环）</translation>
    </message>
    <message>
        <source>Each point is one level of offered load, drawn at the rate it achieved; every latency is timed from the request&apos;s scheduled time, on a logarithmic axis. The circle marks the knee: the first level whose p99 is more than twice that of the lightest level.</source>
        <translation>每个点是一个提供负载级别，按其实际达到的速率绘制；每个延迟都从请求的计划时间开始计时，纵轴为对数刻度。圆圈标出拐点：p99 超过最轻级别两倍的第一个级别。</translation>
    </message>
    <message>
        <source>Achieved rate (operations/s)</source>
        <translation>达到的速率（操作/秒）</translation>
    </message>
    <message>
        <source>Achieved rate (transactions/s)</source>
        <translation>达到的速率（事务/秒）</translation>
    </message>
    <message>
        <source>Latency (µs)</source>
        <translation>延迟（µs）</translation>
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
        <translation>读取，p99</translation>
    </message>
    <message>
        <source>writes, p99</source>
        <translation>写入，p99</translation>
    </message>
</context>
<context>
    <name>ProcedureReport</name>
    <message>
        <source>Loss (%)</source>
        <translation>丢包率（%）</translation>
    </message>
    <message>
        <source>Datagrams</source>
        <translation>数据报</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>丢失</translation>
    </message>
    <message>
        <source>Jitter (µs)</source>
        <translation>抖动（µs）</translation>
    </message>
    <message>
        <source>Frame (bytes)</source>
        <translation>帧（字节）</translation>
    </message>
    <message>
        <source>Payload (bytes)</source>
        <translation>有效载荷（字节）</translation>
    </message>
    <message>
        <source>Rate (frames/s)</source>
        <translation>速率（帧/秒）</translation>
    </message>
    <message>
        <source>Line rate (%)</source>
        <translation>线速占比（%）</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>已验证</translation>
    </message>
    <message>
        <source>Limited by</source>
        <translation>受限于</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>试验次数</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>丢包</translation>
    </message>
    <message>
        <source>sender</source>
        <translation>发送端</translation>
    </message>
    <message>
        <source>Size (bytes)</source>
        <translation>大小（字节）</translation>
    </message>
    <message>
        <source>Transactions/s</source>
        <translation>事务/秒</translation>
    </message>
    <message>
        <source>Latency mean (µs)</source>
        <translation>平均延迟（µs）</translation>
    </message>
    <message>
        <source>Latency p50 (µs)</source>
        <translation>p50 延迟（µs）</translation>
    </message>
    <message>
        <source>Latency p99 (µs)</source>
        <translation>p99 延迟（µs）</translation>
    </message>
    <message>
        <source>Drop-out (%)</source>
        <translation>骤降（%）</translation>
    </message>
    <message>
        <source>L (bytes)</source>
        <translation>L（字节）</translation>
    </message>
    <message>
        <source>RTT peer (ns)</source>
        <translation>对端 RTT（ns）</translation>
    </message>
    <message>
        <source>RTT loopback (ns)</source>
        <translation>回环 RTT（ns）</translation>
    </message>
    <message>
        <source>Lp (bytes)</source>
        <translation>Lp（字节）</translation>
    </message>
    <message>
        <source>Lf (bytes)</source>
        <translation>Lf（字节）</translation>
    </message>
    <message>
        <source>Tf (ns)</source>
        <translation>Tf（ns）</translation>
    </message>
    <message>
        <source>Delay (ns)</source>
        <translation>时延（ns）</translation>
    </message>
    <message>
        <source>Residual (ns)</source>
        <translation>残差（ns）</translation>
    </message>
    <message>
        <source>Model RTT (ns)</source>
        <translation>模型 RTT（ns）</translation>
    </message>
    <message>
        <source>Operations/s</source>
        <translation>操作/秒</translation>
    </message>
    <message>
        <source>Request size (bytes)</source>
        <translation>请求大小（字节）</translation>
    </message>
    <message>
        <source>Outstanding I/Os</source>
        <translation>队列深度</translation>
    </message>
    <message>
        <source>Growth over the knee (%)</source>
        <translation>相对拐点的增长（%）</translation>
    </message>
    <message>
        <source>Grew</source>
        <translation>有增长</translation>
    </message>
    <message>
        <source>Round trips</source>
        <translation>往返次数</translation>
    </message>
    <message>
        <source>Min (µs)</source>
        <translation>最小（µs）</translation>
    </message>
    <message>
        <source>Mean (µs)</source>
        <translation>平均（µs）</translation>
    </message>
    <message>
        <source>Std dev (µs)</source>
        <translation>标准差（µs）</translation>
    </message>
    <message>
        <source>p50 (µs)</source>
        <translation>p50（µs）</translation>
    </message>
    <message>
        <source>p90 (µs)</source>
        <translation>p90（µs）</translation>
    </message>
    <message>
        <source>p99 (µs)</source>
        <translation>p99（µs）</translation>
    </message>
    <message>
        <source>p99.9 (µs)</source>
        <translation>p99.9（µs）</translation>
    </message>
    <message>
        <source>p99.99 (µs)</source>
        <translation>p99.99（µs）</translation>
    </message>
    <message>
        <source>Max (µs)</source>
        <translation>最大（µs）</translation>
    </message>
    <message>
        <source>RTT (µs)</source>
        <translation>RTT（µs）</translation>
    </message>
    <message>
        <source>P(RTT ≥ x)</source>
        <translation>P(RTT ≥ x)</translation>
    </message>
    <message>
        <source>Adapter delay at zero length, B (ns)</source>
        <translation>零长度时的适配器时延 B（ns）</translation>
    </message>
    <message>
        <source>Adapter delay per byte, A (ns/byte)</source>
        <translation>每字节的适配器时延 A (ns/字节)</translation>
    </message>
    <message>
        <source>Round trip at %1, median (µs)</source>
        <translation>%1 时的往返时间中位数（µs）</translation>
    </message>
    <message>
        <source>Round trip at %1, 99th percentile (µs)</source>
        <translation>%1 时的往返时间第 99 百分位数（µs）</translation>
    </message>
    <message>
        <source>Zero-loss rate at %1-byte frames (frames/s)</source>
        <translation>%1 字节帧的零丢包速率（帧/秒）</translation>
    </message>
    <message>
        <source>Zero-loss rate at %1-byte frames (% of line rate)</source>
        <translation>%1 字节帧的零丢包速率（占线速的 %）</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>RTT from (µs)</source>
        <translation>RTT 自（µs）</translation>
    </message>
    <message>
        <source>RTT below (µs)</source>
        <translation>RTT 低于（µs）</translation>
    </message>
    <message>
        <source>Share (%)</source>
        <translation>占比（%）</translation>
    </message>
    <message>
        <source>Cumulative (%)</source>
        <translation>累计（%）</translation>
    </message>
    <message>
        <source>Largest model error (% of the round trip)</source>
        <translation>模型最大误差（往返时间的 %）</translation>
    </message>
    <message>
        <source>Knee at request size (bytes)</source>
        <translation>拐点处的请求大小（字节）</translation>
    </message>
    <message>
        <source>Knee at outstanding I/Os</source>
        <translation>拐点处的队列深度</translation>
    </message>
    <message>
        <source>Rate at the knee (operations/s)</source>
        <translation>拐点处的速率（操作/秒）</translation>
    </message>
    <message>
        <source>Rate at the knee (transactions/s)</source>
        <translation>拐点处的速率（事务/秒）</translation>
    </message>
    <message>
        <source>Throughput (%1)</source>
        <translation>吞吐量（%1）</translation>
    </message>
    <message>
        <source>Highest throughput, at %1 (%2)</source>
        <translation>最高吞吐量（大小 %1，%2）</translation>
    </message>
    <message>
        <source>Rate at the knee (%1)</source>
        <translation>拐点处的速率（%1）</translation>
    </message>
    <message>
        <source>Rate (%1)</source>
        <translation>速率（%1）</translation>
    </message>
    <message>
        <source>Offered (%1)</source>
        <translation>提供速率（%1）</translation>
    </message>
    <message>
        <source>Achieved (%1)</source>
        <translation>实际速率（%1）</translation>
    </message>
    <message>
        <source>Sent (%1)</source>
        <translation>发送速率（%1）</translation>
    </message>
    <message>
        <source>Highest rate arrived (%1)</source>
        <translation>最高到达速率（%1）</translation>
    </message>
    <message>
        <source>No loss up to (%1 offered)</source>
        <translation>无丢包的最高提供速率（%1）</translation>
    </message>
    <message>
        <source>Fraction of max</source>
        <translation>占最高速率比例</translation>
    </message>
    <message>
        <source>Offered (operations/s)</source>
        <translation>提供（操作/秒）</translation>
    </message>
    <message>
        <source>Offered (transactions/s)</source>
        <translation>提供（事务/秒）</translation>
    </message>
    <message>
        <source>Achieved (operations/s)</source>
        <translation>达到（操作/秒）</translation>
    </message>
    <message>
        <source>Achieved (transactions/s)</source>
        <translation>达到（事务/秒）</translation>
    </message>
    <message>
        <source>Reads p99 (µs)</source>
        <translation>读取 p99（µs）</translation>
    </message>
    <message>
        <source>Writes p99 (µs)</source>
        <translation>写入 p99（µs）</translation>
    </message>
    <message>
        <source>p99 at %1 % of the highest rate (µs)</source>
        <translation>最高速率 %1 % 时的 p99（µs）</translation>
    </message>
    <message>
        <source>p99 at %1/s offered (µs)</source>
        <translation>提供 %1/秒 时的 p99（µs）</translation>
    </message>
    <message>
        <source>Highest rate, closed loop (operations/s)</source>
        <translation>最高速率，闭环（操作/秒）</translation>
    </message>
    <message>
        <source>Highest rate, closed loop (transactions/s)</source>
        <translation>最高速率，闭环（事务/秒）</translation>
    </message>
    <message>
        <source>Knee, achieved rate (operations/s)</source>
        <translation>拐点，达到的速率（操作/秒）</translation>
    </message>
    <message>
        <source>Knee, achieved rate (transactions/s)</source>
        <translation>拐点，达到的速率（事务/秒）</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Iometry cannot start its dynamo</source>
        <translation>Iometry 无法启动其 Dynamo</translation>
    </message>
</context>
<context>
    <name>ReportCurves</name>
    <message>
        <source>All workers</source>
        <translation>所有工作线程</translation>
    </message>
    <message>
        <source>Request size (bytes)</source>
        <translation>请求大小（字节）</translation>
    </message>
    <message>
        <source>Outstanding I/Os</source>
        <translation>队列深度</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>工作线程</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>%1 requests</source>
        <translation>%1 个请求</translation>
    </message>
    <message>
        <source>%1 outstanding</source>
        <translation>队列深度 %1</translation>
    </message>
    <message>
        <source>workers: %1</source>
        <translation>工作线程：%1</translation>
    </message>
    <message>
        <source>targets: %1</source>
        <translation>目标：%1</translation>
    </message>
    <message>
        <source>MTU (bytes)</source>
        <translation>MTU（字节）</translation>
    </message>
    <message>
        <source>MTU %1</source>
        <translation>MTU %1</translation>
    </message>
    <message>
        <source>All %1 workers</source>
        <translation>所有 %1 个工作线程</translation>
    </message>
</context>
<context>
    <name>ReportFigure</name>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>%1 throughput</source>
        <translation>%1 吞吐量</translation>
    </message>
    <message>
        <source>CPU load</source>
        <translation>CPU 占用率</translation>
    </message>
    <message>
        <source>%1 CPU load</source>
        <translation>%1 CPU 占用率</translation>
    </message>
    <message>
        <source>Request size (bytes)</source>
        <translation>请求大小（字节）</translation>
    </message>
    <message>
        <source>Throughput (Mbit/s)</source>
        <translation>吞吐量（Mbit/s）</translation>
    </message>
    <message>
        <source>CPU load (%)</source>
        <translation>CPU 占用率（%）</translation>
    </message>
    <message>
        <source>No results to show</source>
        <translation>没有可显示的结果</translation>
    </message>
    <message>
        <source>Received (read)</source>
        <translation>接收（读）</translation>
    </message>
    <message>
        <source>Sent (write)</source>
        <translation>发送（写）</translation>
    </message>
    <message>
        <source>Throughput (Gbit/s)</source>
        <translation>吞吐量（Gbit/s）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>ReportViewText</name>
    <message>
        <source>Throughput and CPU against request size</source>
        <translation>吞吐量和 CPU 随请求大小的变化</translation>
    </message>
    <message>
        <source>The procedure &quot;%1&quot; of %2 has no figure of its own</source>
        <translation>%2 的测试过程“%1”没有自己的图表</translation>
    </message>
    <message>
        <source>%1 holds no procedure.json: its plan had no method, only the throughput view</source>
        <translation>%1 中没有 procedure.json：其计划没有测试方法，只有吞吐量视图</translation>
    </message>
    <message>
        <source>%1 is not the result of a latency procedure: it has no latency distribution</source>
        <translation>%1 不是 latency 过程的结果：其中没有延迟分布</translation>
    </message>
    <message>
        <source>I/O rate and latency against outstanding I/Os</source>
        <translation>I/O 速率和延迟随队列深度的变化</translation>
    </message>
    <message>
        <source>I/O rate and latency against request size</source>
        <translation>I/O 速率和延迟随请求大小的变化</translation>
    </message>
    <message>
        <source>I/O rate and latency against workers</source>
        <translation>I/O 速率与延迟随工作线程数的变化</translation>
    </message>
    <message>
        <source>I/O rate and latency against targets</source>
        <translation>I/O 速率与延迟随目标数的变化</translation>
    </message>
    <message>
        <source>Throughput and CPU against workers</source>
        <translation>吞吐量与 CPU 随工作线程数的变化</translation>
    </message>
    <message>
        <source>Throughput and CPU against targets</source>
        <translation>吞吐量与 CPU 随目标数的变化</translation>
    </message>
    <message>
        <source>Throughput and CPU against outstanding I/Os</source>
        <translation>吞吐量与 CPU 随队列深度的变化</translation>
    </message>
    <message>
        <source>A comparison holds at most 8 runs, got %1</source>
        <translation>对比最多包含 8 次运行，实际为 %1</translation>
    </message>
    <message>
        <source>Runs are compared in the throughput view only, not &quot;%1&quot;</source>
        <translation>运行只能在吞吐量视图中对比，而不是“%1”</translation>
    </message>
    <message>
        <source>P/E index against the swept parameter</source>
        <translation>P/E 指数随扫描参数的变化</translation>
    </message>
    <message>
        <source>Throughput per client count: aggregate and per pair</source>
        <translation>按客户端数量的吞吐量：总计与每对</translation>
    </message>
    <message>
        <source>Suite: the disk presets&apos; grid</source>
        <translation>测试套件：标准磁盘预设结果表</translation>
    </message>
    <message>
        <source>%1 has no &quot;%2&quot; view (the P/E index needs a network sweep with CPU load, clients a run that cycles workers or targets, modes and grid a suite&apos;s member)</source>
        <translation>%1 没有“%2”视图（P/E 指数需要带 CPU 负载的网络扫描，clients 需要轮换工作线程或目标的运行，modes 和 grid 需要测试套件的成员）</translation>
    </message>
    <message>
        <source>%1 labels for %2 folders: give one per folder, or none</source>
        <translation>%1 个标签对应 %2 个文件夹：每个文件夹给一个，或都不给</translation>
    </message>
    <message>
        <source>Throughput and CPU against MTU</source>
        <translation>吞吐量与 CPU 随 MTU 的变化</translation>
    </message>
    <message>
        <source>Suite: transmit, receive and full duplex with their CPU load</source>
        <translation>测试套件：发送、接收与全双工及其 CPU 占用率</translation>
    </message>
    <message>
        <source>Suite: the P/E index per mode</source>
        <translation>测试套件：各模式的 P/E 指数</translation>
    </message>
    <message>
        <source>Highest throughput per MTU, with the CPU load</source>
        <translation>各 MTU 下的最高吞吐量及 CPU 占用率</translation>
    </message>
    <message>
        <source>Suite: the peak throughput of every test</source>
        <translation>套件：各测试的峰值吞吐量</translation>
    </message>
    <message>
        <source>Latency under load: throughput and the probes&apos; latency against time</source>
        <translation>负载下的延迟：吞吐量和探针延迟随时间的变化</translation>
    </message>
    <message>
        <source>Latency under load: the probes&apos; distribution idle and under the load</source>
        <translation>负载下的延迟：探针在空闲与负载下的分布</translation>
    </message>
    <message>
        <source>Unknown view &quot;%1&quot;: use method, distribution, throughput, pe, clients, modes, modes-pe, peak, mtu, grid, under-load or under-load-distribution</source>
        <translation>未知视图“%1”：请使用 method、distribution、throughput、pe、clients、modes、modes-pe、peak、mtu、grid、under-load 或 under-load-distribution</translation>
    </message>
</context>
<context>
    <name>ResultsFolder</name>
    <message>
        <source>%1 is missing</source>
        <translation>缺少 %1</translation>
    </message>
    <message>
        <source>%1 cannot be read</source>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <source>%1 is damaged (not valid JSON at byte %2)</source>
        <translation>%1 已损坏（第 %2 字节处不是有效的 JSON）</translation>
    </message>
    <message>
        <source>%1 is damaged (no JSON object)</source>
        <translation>%1 已损坏（没有 JSON 对象）</translation>
    </message>
    <message>
        <source>%1 is damaged (unexpected contents)</source>
        <translation>%1 已损坏（内容不符）</translation>
    </message>
    <message>
        <source>Shown from summary.csv alone: %1</source>
        <translation>仅依据 summary.csv 显示：%1</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>holder → partner</source>
        <extracomment>the two ends of a pair on one dynamo and address (loopback), as a direction</extracomment>
        <translation>持有端 → 伙伴端</translation>
    </message>
    <message>
        <source>partner → holder</source>
        <translation>伙伴端 → 持有端</translation>
    </message>
</context>
<context>
    <name>SpecLibrary</name>
    <message>
        <source>The worker sends, its partner receives (64 KiB requests).</source>
        <translation>工作者发送，其伙伴接收（64 KiB 请求）。</translation>
    </message>
    <message>
        <source>The partner sends, the worker receives (64 KiB requests).</source>
        <translation>伙伴发送，工作者接收（64 KiB 请求）。</translation>
    </message>
    <message>
        <source>Both directions at once, each counted separately (64 KiB requests).</source>
        <translation>双向同时进行，每个方向分别计数（64 KiB 请求）。</translation>
    </message>
    <message>
        <source>netperf TCP_RR style: a 64-byte request answered by a 64-byte reply, timed as one round trip.</source>
        <translation>netperf TCP_RR 风格：64 字节的请求得到 64 字节的应答，计时为一次往返。</translation>
    </message>
    <message>
        <source>Small reads scattered over the whole target: IOPS and latency, the classic storage figure.</source>
        <translation>分散在整个目标上的小块读取：IOPS 与延迟，经典的存储指标。</translation>
    </message>
    <message>
        <source>Small writes scattered over the whole target: what a database log or a busy file system asks.</source>
        <translation>分散在整个目标上的小块写入：数据库日志或繁忙文件系统的请求方式。</translation>
    </message>
    <message>
        <source>70 % reads and 30 % writes at random offsets: the OLTP-like mix.</source>
        <translation>随机偏移处 70 % 读取、30 % 写入：类似 OLTP 的混合负载。</translation>
    </message>
    <message>
        <source>Reads one after another from the start: streaming throughput in MB/s.</source>
        <translation>从头开始依次读取：以 MB/s 计的流式吞吐量。</translation>
    </message>
    <message>
        <source>Writes one after another from the start: streaming write throughput.</source>
        <translation>从头开始依次写入：流式写入吞吐量。</translation>
    </message>
    <message>
        <source>Large reads one after another: the most the device and its bus deliver.</source>
        <translation>依次进行的大块读取：设备及其总线所能提供的最大值。</translation>
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
        <translation>%1 Mbit/s</translation>
    </message>
    <message>
        <source>MTU %1</source>
        <translation>MTU %1</translation>
    </message>
    <message numerus="yes">
        <source>%n worker(s) per dynamo</source>
        <translation>
            <numerusform>每个 dynamo %n 个工作线程</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n target(s)</source>
        <translation>
            <numerusform>%n 个目标</numerusform>
        </translation>
    </message>
    <message>
        <source>phase %1</source>
        <translation>阶段 %1</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/秒</translation>
    </message>
</context>
<context>
    <name>TableExport</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
</context>
<context>
    <name>TextFormat</name>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 TiB</source>
        <translation>%1 TiB</translation>
    </message>
    <message>
        <source>%1 PiB</source>
        <translation>%1 PiB</translation>
    </message>
    <message>
        <source>n</source>
        <extracomment>decimal SI prefixes before a unit (&quot;25 Gbit/s&quot;), from 10⁻⁹ to 10¹²</extracomment>
        <translation>n</translation>
    </message>
    <message>
        <source>µ</source>
        <translation>µ</translation>
    </message>
    <message>
        <source>m</source>
        <translation>m</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>G</source>
        <translation>G</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>the rate asked</source>
        <translation>设定的速率</translation>
    </message>
    <message>
        <source>the sender&apos;s CPU</source>
        <translation>发送端的 CPU</translation>
    </message>
    <message>
        <source>the receiver&apos;s CPU</source>
        <translation>接收端的 CPU</translation>
    </message>
    <message>
        <source>the receive window</source>
        <translation>接收窗口</translation>
    </message>
    <message>
        <source>the send buffer</source>
        <translation>发送缓冲区</translation>
    </message>
    <message>
        <source>congestion</source>
        <translation>网络拥塞</translation>
    </message>
    <message>
        <source>the link</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>the path between the hosts</source>
        <translation>主机之间的路径</translation>
    </message>
    <message>
        <source>the device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>the requests in flight</source>
        <translation>在途请求数</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>sender short of its rate</source>
        <translation>发送端未达到速率</translation>
    </message>
    <message>
        <source>above the line rate</source>
        <translation>超过线路速率</translation>
    </message>
    <message>
        <source>retransmissions</source>
        <translation>重传</translation>
    </message>
    <message>
        <source>page cache</source>
        <translation>页缓存</translation>
    </message>
    <message>
        <source>compressed writes</source>
        <translation>压缩写入</translation>
    </message>
    <message>
        <source>CPU taken by the hypervisor</source>
        <translation>CPU 被虚拟机管理程序占用</translation>
    </message>
    <message>
        <source>errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>unstable repeats</source>
        <translation>重复结果不稳定</translation>
    </message>
    <message>
        <source>rate asked</source>
        <translation>设定速率</translation>
    </message>
    <message>
        <source>sender CPU</source>
        <translation>发送端 CPU</translation>
    </message>
    <message>
        <source>receiver CPU</source>
        <translation>接收端 CPU</translation>
    </message>
    <message>
        <source>Iometry CPU</source>
        <translation>Iometry CPU</translation>
    </message>
    <message>
        <source>window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>send buffer</source>
        <translation>发送缓冲</translation>
    </message>
    <message>
        <source>link</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>queue depth</source>
        <translation>队列深度</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>short of rate</source>
        <translation>未达速率</translation>
    </message>
    <message>
        <source>above line rate</source>
        <translation>超线速</translation>
    </message>
    <message>
        <source>retransmits</source>
        <translation>重传</translation>
    </message>
    <message>
        <source>cache</source>
        <translation>缓存</translation>
    </message>
    <message>
        <source>compressed</source>
        <translation>压缩</translation>
    </message>
    <message>
        <source>CPU steal</source>
        <translation>CPU 窃取</translation>
    </message>
    <message>
        <source>unstable</source>
        <translation>不稳定</translation>
    </message>
    <message>
        <source>core %1 at %2 %</source>
        <translation>核心 %1 占用 %2 %</translation>
    </message>
    <message>
        <source>busy %1 % of the time</source>
        <translation>%1 % 的时间忙碌</translation>
    </message>
    <message>
        <source>%1 in flight</source>
        <translation>在途 %1 个</translation>
    </message>
    <message>
        <source>%1 Mbit/s on the wire</source>
        <translation>线路上 %1 Mbit/s</translation>
    </message>
    <message>
        <source>a %1 Mbit/s link</source>
        <translation>%1 Mbit/s 的链路</translation>
    </message>
    <message>
        <source>%1 % retransmitted</source>
        <translation>重传 %1 %</translation>
    </message>
    <message>
        <source>%1 % of the time</source>
        <translation>%1 % 的时间</translation>
    </message>
    <message>
        <source>core %1 busy %2 % (saturated from %3 %)</source>
        <translation>核心 %1 忙碌 %2 %（%3 % 起即为饱和）</translation>
    </message>
    <message>
        <source>the device busy %1 % of the time (from %2 %)</source>
        <translation>设备 %1 % 的时间忙碌（阈值 %2 %）</translation>
    </message>
    <message>
        <source>%1 in flight of %2, by Little&apos;s law</source>
        <translation>按 Little 定律，在途 %1 个（共 %2 个）</translation>
    </message>
    <message>
        <source>%1 requests/s completed, %2 needed</source>
        <translation>完成 %1 个请求/秒，需要 %2</translation>
    </message>
    <message>
        <source>%1 Mbit/s sent, %2 needed</source>
        <translation>发送 %1 Mbit/s，需要 %2</translation>
    </message>
    <message>
        <source>%1 Mbit/s on the wire (full from %2)</source>
        <translation>线路上 %1 Mbit/s（%2 起即为满载）</translation>
    </message>
    <message>
        <source>%1 Mbit/s on a %2 Mbit/s link</source>
        <translation>%1 Mbit/s，链路为 %2 Mbit/s</translation>
    </message>
    <message>
        <source>%1 % of the segments retransmitted (from %2 %)</source>
        <translation>%1 % 的报文段被重传（阈值 %2 %）</translation>
    </message>
    <message>
        <source>waited on the receive window %1 % of the time (from %2 %)</source>
        <translation>%1 % 的时间在等待接收窗口（阈值 %2 %）</translation>
    </message>
    <message>
        <source>waited on the send buffer %1 % of the time (from %2 %)</source>
        <translation>%1 % 的时间在等待发送缓冲区（阈值 %2 %）</translation>
    </message>
    <message>
        <source>the device read %1 MB/s of the %2 MB/s read</source>
        <translation>设备读取 %1 MB/s，而读取总量为 %2 MB/s</translation>
    </message>
    <message>
        <source>the device wrote %1 MB/s of the %2 MB/s written</source>
        <translation>设备写入 %1 MB/s，而写入总量为 %2 MB/s</translation>
    </message>
    <message>
        <source>the hypervisor took %1 % of the CPU (from %2 %)</source>
        <translation>虚拟机管理程序占用了 %1 % 的 CPU（阈值 %2 %）</translation>
    </message>
    <message>
        <source>%1 requests failed</source>
        <translation>%1 个请求失败</translation>
    </message>
    <message>
        <source>the repeats spread %1 % (from %2 %)</source>
        <translation>重复结果离散 %1 %（阈值 %2 %）</translation>
    </message>
    <message>
        <source>%1; warnings: %2</source>
        <translation>%1；警告：%2</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>What limited it: %1.</source>
        <translation>限制因素：%1。</translation>
    </message>
    <message>
        <source>Iometry&apos;s own threads</source>
        <translation>Iometry 自身的线程</translation>
    </message>
    <message>
        <source>its threads on %1 at %2 %</source>
        <translation>%1 上的线程占用 %2 %</translation>
    </message>
    <message>
        <source>its threads on %1 wanting a CPU %2 % of the time</source>
        <translation>%1 上的线程有 %2 % 的时间在运行或等待 CPU</translation>
    </message>
    <message>
        <source>the worker&apos;s threads on %1 ran %2 % of their time (saturated from %3 %)</source>
        <translation>%1 上的工作线程运行了其时间的 %2 %（%3 % 起即为饱和）</translation>
    </message>
    <message>
        <source>the worker&apos;s threads on %1 ran or waited for a CPU %2 % of their time: the CPU was shared (from %3 %)</source>
        <translation>%1 上的工作线程有 %2 % 的时间在运行或等待 CPU：CPU 被共享（%3 % 起）</translation>
    </message>
    <message>
        <source>IOmeter dynamo&apos;s timer corrected</source>
        <translation>已校正 IOmeter dynamo 的计时器</translation>
    </message>
    <message>
        <source>IOmeter dynamo&apos;s received bytes may be high</source>
        <translation>IOmeter dynamo 的接收字节数可能偏高</translation>
    </message>
    <message>
        <source>IOmeter timer</source>
        <translation>IOmeter 计时器</translation>
    </message>
    <message>
        <source>IOmeter count</source>
        <translation>IOmeter 计数</translation>
    </message>
    <message>
        <source>its timer ran %1 times the rate its login said; its latencies were taken at the rate measured (tolerated to %2)</source>
        <translation>其计时器的速率是登录时所称的 %1 倍；延迟按实测速率计算（容差 %2）</translation>
    </message>
    <message>
        <source>a Linux IOmeter dynamo counts a TCP receive as the size asked: what it received may be up to about 3 % high</source>
        <translation>Linux 上的 IOmeter dynamo 按请求的大小计数 TCP 接收：其接收量可能偏高约 3 %</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>a dynamo lost</source>
        <translation>丢失了一个 dynamo</translation>
    </message>
    <message>
        <source>dynamo lost</source>
        <translation>dynamo 丢失</translation>
    </message>
    <message>
        <source>lost during the step or absent from it: what it ran ends where its data did</source>
        <translation>在该步骤中丢失或未参与：它运行的部分止于其数据结束之处</translation>
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
        <translation>限制因素</translation>
    </message>
    <message>
        <source>What limited the row&apos;s number — a core, the link, the device, the window, the requests in flight, the rate asked — and, after ⚠, what about it cannot be true. Hover a cell for the evidence: the counter, where it was read, its value and threshold</source>
        <translation>限制该行数值的因素——某个核心、链路、设备、窗口、在途请求数、设定速率——以及 ⚠ 之后不可能为真的情况。将鼠标悬停在单元格上可查看依据：计数器、读取位置、数值和阈值</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AccessSpecModel</name>
    <message>
        <source>= size</source>
        <translation>= 大小</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Share %</source>
        <translation>占比 %</translation>
    </message>
    <message>
        <source>Read %</source>
        <translation>读取 %</translation>
    </message>
    <message>
        <source>Random %</source>
        <translation>随机 %</translation>
    </message>
    <message>
        <source>Align</source>
        <translation>对齐</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>应答</translation>
    </message>
    <message>
        <source>Burst</source>
        <translation>突发</translation>
    </message>
    <message>
        <source>Delay ms</source>
        <translation>暂停 ms</translation>
    </message>
    <message>
        <source>Bytes per request, 1 B to 16 MiB. Type 512, 4K, 64 KiB or 1M.</source>
        <translation>每个请求的字节数，1 B 到 16 MiB。可输入 512、4K、64 KiB 或 1M。</translation>
    </message>
    <message>
        <source>Percentage of bursts that pick this line, 0 to 100. The shares of a spec add up to 100.</source>
        <translation>选择此行的突发所占百分比，0 到 100。一个规范中各行占比之和为 100。</translation>
    </message>
    <message>
        <source>Percentage of requests that are reads, 0 to 100. For TCP a read is a receive by this worker: 0 transmits, 100 receives, 50 is full duplex.</source>
        <translation>读请求所占百分比，0 到 100。对于 TCP，读即此工作线程接收数据：0 为发送，100 为接收，50 为全双工。</translation>
    </message>
    <message>
        <source>Percentage of requests at random offsets, 0 to 100 (disk targets).</source>
        <translation>随机偏移请求所占百分比，0 到 100（磁盘目标）。</translation>
    </message>
    <message>
        <source>Offset alignment in bytes (disk targets); 0 aligns to the request size.</source>
        <translation>偏移对齐字节数（磁盘目标）；0 表示按请求大小对齐。</translation>
    </message>
    <message>
        <source>Reply bytes per request; 0 for none. A reply makes each request a transaction timed as one round trip, and needs Read % 0 or 100.</source>
        <translation>每个请求的应答字节数；0 表示无应答。有应答时，每个请求都成为一个按一次往返计时的事务，且要求“读取 %”为 0 或 100。</translation>
    </message>
    <message>
        <source>Requests per burst, 1 to 1000000.</source>
        <translation>每次突发的请求数，1 到 1000000。</translation>
    </message>
    <message>
        <source>Pause after each burst, 0 to 60000 ms.</source>
        <translation>每次突发后的暂停时间，0 到 60000 ms。</translation>
    </message>
    <message>
        <source>%1: not a valid value</source>
        <translation>%1：无效的值</translation>
    </message>
    <message>
        <source>no such cell</source>
        <translation>没有这个单元格</translation>
    </message>
    <message>
        <source>lines: must not be empty (a spec needs at least one line)</source>
        <translation>lines：不能为空（规范至少需要一行）</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AccessSpecsPage</name>
    <message>
        <source>Add from library</source>
        <translation>从库中添加</translation>
    </message>
    <message>
        <source>The spec library could not be read:
%1</source>
        <translation>无法读取规范库：
%1</translation>
    </message>
    <message>
        <source>Add blank</source>
        <translation>添加空白规范</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Access specifications</source>
        <translation>访问规范</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Used by:</source>
        <translation>使用者：</translation>
    </message>
    <message>
        <source>Add line</source>
        <translation>添加行</translation>
    </message>
    <message>
        <source>Remove line</source>
        <translation>删除行</translation>
    </message>
    <message>
        <source>Selected spec</source>
        <translation>所选规范</translation>
    </message>
    <message numerus="yes">
        <source>%n line</source>
        <translation>
            <numerusform>%n 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lines</source>
        <translation>
            <numerusform>%n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>no worker yet (assign specs to workers on the Targets page)</source>
        <translation>尚无工作线程（请在“目标”页为工作线程分配规范）</translation>
    </message>
    <message>
        <source>The request size is swept (Test Setup: %1 to %2): in each step every line runs with that size, whatever its Size column says.</source>
        <translation>请求大小正在扫描（测试设置：%1 到 %2）：每一步中所有行都使用该大小，而不管其“大小”列的值。</translation>
    </message>
    <message>
        <source>New spec</source>
        <translation>新规范</translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation>%1 副本</translation>
    </message>
    <message>
        <source>specs: must not be empty (a plan needs at least one spec)</source>
        <translation>specs：不能为空（计划至少需要一个规范）</translation>
    </message>
    <message>
        <source>“%1” is run by %2: give them another spec on the Targets page first.</source>
        <translation>“%1”正由 %2 运行：请先在“目标”页为它们指定其他规范。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AdapterDelayWizard</name>
    <message>
        <source>The round-trip method needs two hosts: host B answers a UDP ping-pong across the link under test, and host A compares that round trip with its own loopback&apos;s.</source>
        <translation>往返法需要两台主机：主机 B 经被测链路应答 UDP 乒乓，主机 A 将该往返时间与自身回环的往返时间进行比较。</translation>
    </message>
    <message>
        <source>T&amp;rial run on this machine (loopback): measures nothing</source>
        <translation>在本机试运行（回环）(&amp;R)：不测量任何内容</translation>
    </message>
    <message>
        <source>Checks that the plan and the dynamo work. Both round trips go over loopback, so the delays come out near zero and mean nothing.</source>
        <translation>检查计划和 Dynamo 能否正常工作。两次往返都经过回环，因此得出的时延接近零，没有意义。</translation>
    </message>
    <message>
        <source>The measurement: A&apos;s adapter and B&apos;s, and the link between them.</source>
        <translation>正式测量：A 的适配器、B 的适配器以及二者之间的链路。</translation>
    </message>
    <message>
        <source>Adapter delay (round trip)</source>
        <translation>适配器时延（往返）</translation>
    </message>
    <message>
        <source>a UDP ping-pong for payloads of %1 bytes, %2 each, to the peer and over loopback; procedure.json gives the delay per size, (RTT_peer - RTT_loopback - Tf) / 2, and the line delay = A * Lp + B at %3 Mbit/s.</source>
        <translation>对 %1 字节的有效载荷进行 UDP 乒乓，每个大小到对端和经回环各测 %2；procedure.json 给出每个大小的时延 (RTT_peer - RTT_loopback - Tf) / 2，以及 %3 Mbit/s 下的时延直线 = A * Lp + B。</translation>
    </message>
    <message>
        <source>Adapter delay: trial run on loopback</source>
        <translation>适配器时延：回环试运行</translation>
    </message>
    <message>
        <source>A trial run of the round-trip method on this machine alone: %1 Both round trips go over loopback, so the delays mean nothing.</source>
        <translation>仅在本机上试运行往返法：%1 两次往返都经过回环，因此时延没有意义。</translation>
    </message>
    <message>
        <source>Adapter delay: %1</source>
        <translation>适配器时延：%1</translation>
    </message>
    <message>
        <source>The round-trip method: from this host&apos;s adapter (A, %1) to the peer&apos;s (B, %2), a dynamo started by hand, %3 %4</source>
        <translation>往返法：从本机的适配器（A，%1）到对端的适配器（B，%2，手动启动的 Dynamo），%3 %4</translation>
    </message>
    <message>
        <source>Ping-pong:</source>
        <translation>乒乓：</translation>
    </message>
    <message>
        <source>UDP over loopback, then again over loopback</source>
        <translation>UDP 经回环，然后再次经回环</translation>
    </message>
    <message>
        <source>UDP, A asks and B answers with as many bytes; then the same over A&apos;s loopback</source>
        <translation>UDP，A 发出请求，B 以相同字节数应答；然后经 A 的回环重复一次</translation>
    </message>
    <message>
        <source>Payload sizes:</source>
        <translation>有效载荷大小：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>Link:</source>
        <translation>链路：</translation>
    </message>
    <message>
        <source>%1 Mbit/s, %2 header bytes below the payload</source>
        <translation>%1 Mbit/s，有效载荷之下的报头 %2 字节</translation>
    </message>
    <message>
        <source>Each step:</source>
        <translation>每一步：</translation>
    </message>
    <message>
        <source>%1 warm-up + %2 measured; two steps per size</source>
        <translation>%1 预热 + %2 测量；每个大小两步</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>步数：</translation>
    </message>
    <message>
        <source>A trial run: it checks that the plan works, but the delays it reports mean nothing. For a measurement choose Two hosts.</source>
        <translation>这是试运行：它检查计划能否工作，但报告的时延没有意义。如需正式测量，请选择“两台主机”。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AdapterModePage</name>
    <message>
        <source>&amp;Transmit</source>
        <translation>发送(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Receive</source>
        <translation>接收(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Full duplex</source>
        <translation>全双工(&amp;F)</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>One direction per plan: every worker of a plan runs at the same time, so for several modes run this wizard once for each.</source>
        <translation>每个计划只测一个方向：计划中的所有工作线程同时运行，因此若要测多种模式，请为每种模式各运行一次此向导。</translation>
    </message>
    <message>
        <source>The worker sends, its partner receives.</source>
        <translation>工作线程发送，对端接收。</translation>
    </message>
    <message>
        <source>The partner sends, the worker receives.</source>
        <translation>对端发送，工作线程接收。</translation>
    </message>
    <message>
        <source>Both send and receive at once; each direction is counted separately.</source>
        <translation>双方同时发送和接收；每个方向分别统计。</translation>
    </message>
    <message>
        <source>Host A sends, host B receives: A&apos;s adapter transmits.</source>
        <translation>主机 A 发送，主机 B 接收：A 的适配器负责发送。</translation>
    </message>
    <message>
        <source>Host B sends, host A receives: A&apos;s adapter receives.</source>
        <translation>主机 B 发送，主机 A 接收：A 的适配器负责接收。</translation>
    </message>
    <message>
        <source>Both hosts send and receive at once; each direction is counted separately.</source>
        <translation>两台主机同时发送和接收；每个方向分别统计。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AdapterSweepPage</name>
    <message>
        <source>Sweep</source>
        <translation>扫描</translation>
    </message>
    <message>
        <source>Each checked request size is one step: it runs for the ramp, then is measured for the run time.</source>
        <translation>每个勾选的请求大小为一步：先预热，再按运行时间进行测量。</translation>
    </message>
    <message>
        <source>Request sizes</source>
        <translation>请求大小</translation>
    </message>
    <message>
        <source>Timing of each step</source>
        <translation>每一步的时间</translation>
    </message>
    <message>
        <source>&amp;Run time (measured):</source>
        <translation>运行时间（测量）(&amp;R)：</translation>
    </message>
    <message>
        <source>Ra&amp;mp (warm-up, not measured):</source>
        <translation>预热（不测量）(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Sample interval (live charts):</source>
        <translation>采样间隔（实时图表）(&amp;S)：</translation>
    </message>
    <message>
        <source>Check at least one request size.</source>
        <translation>请至少勾选一个请求大小。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AdapterThroughputWizard</name>
    <message>
        <source>Adapter throughput</source>
        <translation>适配器吞吐量</translation>
    </message>
    <message>
        <source>One TCP pair over loopback on this machine, %1, request sizes swept.</source>
        <translation>本机上经回环的一对 TCP 连接，%1，扫描请求大小。</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>模式：</translation>
    </message>
    <message>
        <source>Request sizes:</source>
        <translation>请求大小：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Each step:</source>
        <translation>每一步：</translation>
    </message>
    <message>
        <source>%1 ramp + %2 measured, sampled every %3 ms</source>
        <translation>%1 预热 + %2 测量，每 %3 毫秒采样一次</translation>
    </message>
    <message>
        <source>%1 (spec “%2”)</source>
        <translation>%1（规范“%2”）</translation>
    </message>
    <message>
        <source>Adapter throughput: %1, %2</source>
        <translation>适配器吞吐量：%1，%2</translation>
    </message>
    <message>
        <source>Two hosts: A (this machine, %1) runs a spawned dynamo, B (%2) a dynamo started by hand; %3, request sizes swept. %4</source>
        <translation>两台主机：A（本机，%1）运行自动启动的 Dynamo，B（%2）运行手动启动的 Dynamo；%3，扫描请求大小。%4</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AdapterTopologyPage</name>
    <message>
        <source>&amp;Loopback: both ends on this machine (127.0.0.1)</source>
        <translation>回环(&amp;L)：两端都在本机 (127.0.0.1)</translation>
    </message>
    <message>
        <source>&amp;Two hosts: this machine (A) and another one (B)</source>
        <translation>两台主机(&amp;T)：本机 (A) 和另一台（B）</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <source>Where the two ends of the TCP pair run. The data path is exactly host A&apos;s address to host B&apos;s address, so these choose the adapter under test.</source>
        <translation>TCP 连接对的两端在哪里运行。数据路径严格为主机 A 的地址到主机 B 的地址，因此这两个地址决定了被测适配器。</translation>
    </message>
    <message>
        <source>e.g. 10.0.0.2</source>
        <translation>例如 10.0.0.2</translation>
    </message>
    <message>
        <source>Host &amp;A address:</source>
        <translation>主机 A 地址(&amp;A)：</translation>
    </message>
    <message>
        <source>Host &amp;B address:</source>
        <translation>主机 B 地址(&amp;H)：</translation>
    </message>
    <message>
        <source>Dynamo A is started on this machine. Dynamo B is started by hand on host B; the summary tells how.</source>
        <translation>Dynamo A 在本机上启动。Dynamo B 需在主机 B 上手动启动，具体方法见摘要页。</translation>
    </message>
    <message>
        <source>Measures the TCP stack and the CPU of this machine, not an adapter: the baseline to compare adapters against.</source>
        <translation>测量的是本机的 TCP 协议栈和 CPU，而不是适配器：可作为比较各适配器的基准。</translation>
    </message>
    <message>
        <source>Measures the link between two machines, for example two adapters joined by a crossover cable.</source>
        <translation>测量两台机器之间的链路，例如用交叉线直连的两个适配器。</translation>
    </message>
    <message>
        <source>Host A</source>
        <translation>主机 A</translation>
    </message>
    <message>
        <source>Host B</source>
        <translation>主机 B</translation>
    </message>
    <message>
        <source>Host A&apos;s address %1 is %2 and host B&apos;s %3 is %4: both ends of the data path must be of the same family.</source>
        <translation>主机 A 的地址 %1 是 %2，而主机 B 的地址 %3 是 %4：数据路径两端必须属于同一地址族。</translation>
    </message>
    <message>
        <source>Hosts A and B have the same address; type the address of the other machine for B.</source>
        <translation>主机 A 和 B 的地址相同；请为 B 输入另一台机器的地址。</translation>
    </message>
    <message>
        <source>loopback on this machine (127.0.0.1)</source>
        <translation>本机回环 (127.0.0.1)</translation>
    </message>
    <message>
        <source>host A %1 (this machine) to host B %2</source>
        <translation>从主机 A %1（本机）到主机 B %2</translation>
    </message>
    <message>
        <source>loopback</source>
        <translation>回环</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 到 %2</translation>
    </message>
    <message>
        <source>%1: %2 is a loopback address. %3</source>
        <translation>%1：%2 是回环地址。%3</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AddDynamoDialog</name>
    <message>
        <source>%1 is reachable from this host only: a remote dynamo cannot connect to it. Choose an address of this host that the remote host can reach, then press Apply.</source>
        <translation>%1 只能从本机访问：远程 Dynamo 无法连接到它。请选择远程主机能够访问的本机地址，然后点击“应用”。</translation>
    </message>
    <message>
        <source>%1 listens on every address of this host, but the command must name one that the remote host can reach: pick it under “Remote hosts connect to”.</source>
        <translation>%1 会在本机的所有地址上监听，但命令中必须写明远程主机能访问的某个地址：请在“远程主机连接到”中选择。</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>New token</source>
        <translation>新令牌</translation>
    </message>
    <message>
        <source>Save token file…</source>
        <translation>保存令牌文件…</translation>
    </message>
    <message>
        <source>Remote hosts connect to:</source>
        <translation>远程主机连接到：</translation>
    </message>
    <message>
        <source>Copy commands</source>
        <translation>复制命令</translation>
    </message>
    <message>
        <source>Add a remote dynamo</source>
        <translation>添加远程 Dynamo</translation>
    </message>
    <message>
        <source>A dynamo on another host connects out to this workbench, proves that it holds the token, and then appears in the topology tree. Nothing has to listen on the remote host.</source>
        <translation>另一台主机上的 Dynamo 会主动连接到本工作台，证明自己持有令牌，然后出现在拓扑树中。远程主机上无需监听任何端口。</translation>
    </message>
    <message>
        <source>127.0.0.1 — this host only</source>
        <translation>127.0.0.1 — 仅本机</translation>
    </message>
    <message>
        <source>0.0.0.0 — every IPv4 address</source>
        <translation>0.0.0.0 — 所有 IPv4 地址</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>0 (any free port)</source>
        <translation>0（任意空闲端口）</translation>
    </message>
    <message>
        <source>A fixed port, such as 5201, keeps the command valid when Iometry starts again; 0 lets the system choose a free one.</source>
        <translation>使用固定端口（如 5201）时，Iometry 重新启动后命令依然有效；0 表示由系统选择空闲端口。</translation>
    </message>
    <message>
        <source>Makes a new random token when you press Apply; dynamos holding the old one can no longer join.</source>
        <translation>点击“应用”时生成新的随机令牌；持有旧令牌的 Dynamo 将无法再加入。</translation>
    </message>
    <message>
        <source>Writes the token to a file readable by you only, to copy to the remote host (for example with scp).</source>
        <translation>将令牌写入仅您可读的文件，以便复制到远程主机（例如用 scp）。</translation>
    </message>
    <message>
        <source>Where Iometry listens for dynamos</source>
        <translation>Iometry 监听 Dynamo 的位置</translation>
    </message>
    <message>
        <source>Listen address:</source>
        <translation>监听地址：</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>端口：</translation>
    </message>
    <message>
        <source>Token:</source>
        <translation>令牌：</translation>
    </message>
    <message>
        <source>for example B</source>
        <translation>例如 B</translation>
    </message>
    <message>
        <source>An address (or name) of this host that the remote host reaches; it goes into the command.</source>
        <translation>远程主机可访问的本机地址（或名称）；它会写入命令中。</translation>
    </message>
    <message>
        <source>Run these commands there (the first one creates the token file; copying a saved token file works too):</source>
        <translation>在那里运行以下命令（第一条会创建令牌文件；也可以复制已保存的令牌文件）：</translation>
    </message>
    <message>
        <source>On the remote host</source>
        <translation>在远程主机上</translation>
    </message>
    <message>
        <source>Dynamo name:</source>
        <translation>Dynamo 名称：</translation>
    </message>
    <message>
        <source>The dynamo appears in the topology tree once it connects. Anyone holding the token can join and run tests: keep the token file readable by you only.</source>
        <translation>Dynamo 连接后会出现在拓扑树中。任何持有令牌的人都能加入并运行测试：请确保令牌文件仅您可读。</translation>
    </message>
    <message>
        <source>%1 (not listening)</source>
        <translation>%1（未监听）</translation>
    </message>
    <message>
        <source>listening on %1; no dynamo connected</source>
        <translation>正在 %1 上监听；没有已连接的 Dynamo</translation>
    </message>
    <message>
        <source>listening on %1; connected: %2</source>
        <translation>正在 %1 上监听；已连接：%2</translation>
    </message>
    <message>
        <source>Save token file</source>
        <translation>保存令牌文件</translation>
    </message>
    <message>
        <source>Cannot save the token file</source>
        <translation>无法保存令牌文件</translation>
    </message>
    <message>
        <source>Token file saved</source>
        <translation>令牌文件已保存</translation>
    </message>
    <message>
        <source>Saved the token to %1, readable by you only. Copy it to the remote host (for example with scp) and give its path to --token-file.</source>
        <translation>令牌已保存到 %1，仅您可读。请将其复制到远程主机（例如用 scp），并把其路径传给 --token-file。</translation>
    </message>
    <message>
        <source>A test is running. Stop it before changing where Iometry listens: applying disconnects every dynamo.</source>
        <translation>测试正在运行。更改 Iometry 的监听位置前请先停止测试：应用设置会断开所有 Dynamo。</translation>
    </message>
    <message>
        <source>Cannot listen there</source>
        <translation>无法在该处监听</translation>
    </message>
    <message>
        <source>%1

Iometry listens as before.</source>
        <translation>%1

Iometry 仍按原设置监听。</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>状态：</translation>
    </message>
    <message>
        <source>Port 0 changes every time Iometry starts, and the command with it; a fixed port such as 5201 keeps it valid.</source>
        <translation>端口 0 在每次 Iometry 启动时都会变化，命令也随之改变；使用固定端口（如 5201）可使命令保持有效。</translation>
    </message>
    <message>
        <source>Not applied yet: press Apply to listen with these settings. Every dynamo reconnects then; remote ones must be started again.</source>
        <translation>尚未应用：点击“应用”以按这些设置监听。届时所有 Dynamo 都会重新连接；远程的需要重新启动。</translation>
    </message>
    <message>
        <source>1–64 letters, digits, spaces or _ - . characters</source>
        <translation>1–64 个字母、数字、空格或 _ - . 字符</translation>
    </message>
    <message>
        <source>Not a valid name: use 1–64 letters, digits, spaces or _ - . characters</source>
        <translation>名称无效：请使用 1–64 个字母、数字、空格或 _ - . 字符</translation>
    </message>
    <message>
        <source>closing the session: every dynamo is told bye, then Iometry listens again…</source>
        <translation>正在关闭会话：通知每个 Dynamo 结束（bye），然后 Iometry 重新监听…</translation>
    </message>
    <message>
        <source>Let in stock IOmeter 1.1 dynamos</source>
        <translation>接入原版 IOmeter 1.1 dynamo</translation>
    </message>
    <message>
        <source>Login port:</source>
        <translation>登录端口：</translation>
    </message>
    <message>
        <source>Their names:</source>
        <translation>它们的名称：</translation>
    </message>
    <message>
        <source>for example W2019, LAB-2 (comma-separated)</source>
        <translation>例如 W2019, LAB-2（以逗号分隔）</translation>
    </message>
    <message>
        <source>Only dynamos logging in under these names (their -n) are let in; a plan names each as a dynamo with &quot;protocol&quot;: &quot;iometer&quot;.</source>
        <translation>只接入以这些名称（其 -n）登录的 dynamo；计划中每个都写作带 &quot;protocol&quot;: &quot;iometer&quot; 的 dynamo。</translation>
    </message>
    <message>
        <source>IOmeter&apos;s protocol has no authentication: anyone who reaches this port and knows a name can log in a dynamo under it, and this workbench connects back to the address a login came from. Turn it on only on a network you trust, and name the dynamos.</source>
        <translation>IOmeter 的协议没有身份验证：任何能连到此端口并知道某个名称的人都能以该名称登录一个 dynamo，而本工作台会回连到登录来源的地址。只在可信的网络中开启，并写明 dynamo 的名称。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::AddressField</name>
    <message>
        <source>Type an address of this machine (the local dynamo has not reported its interfaces).</source>
        <translation>请输入本机地址（本地 Dynamo 尚未报告其网络接口）。</translation>
    </message>
    <message>
        <source>Pick one of this machine&apos;s addresses or type one.</source>
        <translation>请选择本机的某个地址，或手动输入。</translation>
    </message>
    <message>
        <source>Interface: %1</source>
        <translation>接口：%1</translation>
    </message>
    <message>
        <source>Not an address the local dynamo reports.</source>
        <translation>不是本地 Dynamo 报告的地址。</translation>
    </message>
    <message>
        <source>Type an address of dynamo %1&apos;s host (it has not reported its interfaces).</source>
        <translation>请输入 Dynamo %1 所在主机的地址（它尚未报告其网络接口）。</translation>
    </message>
    <message>
        <source>Pick one of the addresses of dynamo %1&apos;s host or type one.</source>
        <translation>请选择 Dynamo %1 所在主机的某个地址，或手动输入。</translation>
    </message>
    <message>
        <source>Not an address dynamo %1 reports.</source>
        <translation>不是 Dynamo %1 报告的地址。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ArticleDialog</name>
    <message>
        <source>Article</source>
        <translation>文章</translation>
    </message>
    <message>
        <source>One results folder per device under test (a suite&apos;s results folder, or a run&apos;s), in the order the article compares them. The preview shows the pages as the PDF prints them; Export writes HTML or PDF, with every figure and table beside it as PNG, SVG and CSV.</source>
        <translation>每台被测设备一个结果文件夹（测试套件的结果文件夹或单次运行的结果文件夹），顺序即文章中的比较顺序。预览按 PDF 的打印效果显示页面；“导出”写出 HTML 或 PDF，并在其旁边以 PNG、SVG 和 CSV 格式保存每张图和每个表格。</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>添加文件夹…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Language of the article:</source>
        <translation>文章语言：</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
    <message>
        <source>Test report: the devices&apos; names</source>
        <translation>测试报告：设备名称</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 上一页</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一页 ▶</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Results folder of a device</source>
        <translation>设备的结果文件夹</translation>
    </message>
    <message>
        <source>Reading the results folders…</source>
        <translation>正在读取结果文件夹…</translation>
    </message>
    <message>
        <source>Pages: %1; figures: %2; tables: %3.</source>
        <translation>页数：%1；图：%2；表：%3。</translation>
    </message>
    <message>
        <source>Export the article</source>
        <translation>导出文章</translation>
    </message>
    <message>
        <source>Web page, self-contained (*.html);;PDF document, A4 (*.pdf)</source>
        <translation>网页，独立文件 (*.html);;PDF 文档，A4 (*.pdf)</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>正在写入 %1…</translation>
    </message>
    <message>
        <source>Written: %1, and its figures and tables in %2.</source>
        <translation>已写入：%1，其图表和表格位于 %2。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::CompareTableModel</name>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Outstanding</source>
        <translation>未完成数</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>工作线程</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>序列</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>± stddev</source>
        <translation>± 标准差</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>重复次数</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Latency mean (µs)</source>
        <translation>平均延迟（µs）</translation>
    </message>
    <message>
        <source>Latency p99 (µs)</source>
        <translation>p99 延迟（µs）</translation>
    </message>
    <message>
        <source>Mbit/s</source>
        <translation>Mbit/s</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>CPU %</translation>
    </message>
    <message>
        <source>P/E index</source>
        <translation>P/E 指数</translation>
    </message>
    <message>
        <source>irq/s</source>
        <translation>中断/秒</translation>
    </message>
    <message>
        <source>softirq %</source>
        <translation>软中断 %</translation>
    </message>
    <message>
        <source>NIC drops</source>
        <translation>网卡丢包</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
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
        <translation>有效载荷大小</translation>
    </message>
    <message>
        <source>Sizes and link</source>
        <translation>大小与链路</translation>
    </message>
    <message>
        <source>For each checked size, one step times the round trip to B and one over A&apos;s loopback; their difference is what the link adds.</source>
        <translation>对每个勾选的大小，一步测量到 B 的往返时间，另一步测量经 A 回环的往返时间；两者之差即链路增加的时延。</translation>
    </message>
    <message>
        <source>&amp;Link speed:</source>
        <translation>链路速率(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Header bytes:</source>
        <translation>报头字节数(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Run time per size:</source>
        <translation>每个大小的运行时间(&amp;R)：</translation>
    </message>
    <message>
        <source>Measured to B and again over loopback, each after %1 of warm-up.</source>
        <translation>先测到 B 的往返，再经回环测一次，每次测量前预热 %1。</translation>
    </message>
    <message>
        <source>Check at least two payload sizes: the delay line is fitted through them.</source>
        <translation>请至少勾选两个有效载荷大小：时延直线由它们拟合得出。</translation>
    </message>
    <message>
        <source>They are the bytes L, as ping&apos;s; the delay line A·L + B is fitted through them.</source>
        <translation>即字节数 L，与 ping 的含义相同；时延直线 A·L + B 由这些点拟合得出。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::DiskCyclingPage</name>
    <message>
        <source>E&amp;xponential (× step)</source>
        <translation>指数(× 步长)(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Linear (+ step)</source>
        <translation>线性(+ 步长)(&amp;L)</translation>
    </message>
    <message>
        <source>S&amp;weep request sizes instead of the spec&apos;s</source>
        <translation>扫描请求大小以代替规范中的大小(&amp;W)</translation>
    </message>
    <message>
        <source>Request sizes</source>
        <translation>请求大小</translation>
    </message>
    <message>
        <source>Cycling</source>
        <translation>循环</translation>
    </message>
    <message>
        <source>Each step runs the pattern with another number of outstanding I/Os (and, if asked, request size): IOmeter&apos;s cycling, one row per step.</source>
        <translation>每一步以不同的队列深度（以及可选的请求大小）运行该模式：即 IOmeter 的循环，每步一行。</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>从(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;to</source>
        <translation>到(&amp;T)</translation>
    </message>
    <message>
        <source>s&amp;tep</source>
        <translation>步长(&amp;S)</translation>
    </message>
    <message>
        <source>Outstanding I/Os</source>
        <translation>队列深度</translation>
    </message>
    <message>
        <source>&amp;Run time per step:</source>
        <translation>每步运行时间(&amp;R)：</translation>
    </message>
    <message>
        <source>Measured; the rows of summary.csv are over this time.</source>
        <translation>计入测量；summary.csv 的各行基于这段时间。</translation>
    </message>
    <message>
        <source>R&amp;amp before each step:</source>
        <translation>每步前预热(&amp;A)：</translation>
    </message>
    <message>
        <source>I/Os run but are not counted, so queues and caches settle first.</source>
        <translation>I/O 会运行但不计入，以便队列和缓存先稳定下来。</translation>
    </message>
    <message>
        <source>No value: see below.</source>
        <translation>没有取值：见下文。</translation>
    </message>
    <message>
        <source>One step, %1 outstanding.</source>
        <translation>一步，队列深度 %1。</translation>
    </message>
    <message>
        <source>%1 steps: %2.</source>
        <translation>%1 步：%2。</translation>
    </message>
    <message>
        <source>The sync engine keeps one I/O in flight whatever this says: every step then measures the same queue depth.</source>
        <translation>无论此处设置为多少，sync 引擎都只保持一个 I/O 在途：每一步测量的都是同一队列深度。</translation>
    </message>
    <message>
        <source>Outstanding I/Os: the last value (%1) is less than the first (%2).</source>
        <translation>队列深度：最后一个值（%1）小于第一个值（%2）。</translation>
    </message>
    <message>
        <source>Outstanding I/Os: an exponential range multiplies by its step, which must be at least 2.</source>
        <translation>队列深度：指数范围按步长相乘，步长至少为 2。</translation>
    </message>
    <message>
        <source>Check at least one request size, or untick the size sweep.</source>
        <translation>请至少勾选一个请求大小，或取消大小扫描。</translation>
    </message>
    <message numerus="yes">
        <source>With %n request size, %1 steps in all.</source>
        <translation>
            <numerusform>共 %n 种请求大小，总计 %1 步。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %n request sizes, %1 steps in all.</source>
        <translation>
            <numerusform>共 %n 种请求大小，总计 %1 步。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>iometry::gui::DiskIoWizard</name>
    <message>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>sequential</source>
        <translation>顺序</translation>
    </message>
    <message>
        <source>%1 % random</source>
        <translation>%1 % 随机</translation>
    </message>
    <message>
        <source>%1 read</source>
        <translation>%1读</translation>
    </message>
    <message>
        <source>%1 write</source>
        <translation>%1写</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <source>%1 per I/O, %2 % reads, %3 % at random offsets</source>
        <translation>每次 I/O %1，%2 % 读，%3 % 随机偏移</translation>
    </message>
    <message>
        <source>Disk I/O</source>
        <translation>磁盘 I/O</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1，地址 %2</translation>
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
        <translation>磁盘：%1，%2，%3</translation>
    </message>
    <message>
        <source>the block device %1, whose contents it overwrites (force)</source>
        <translation>块设备 %1（会覆盖其内容，force）</translation>
    </message>
    <message>
        <source>the block device %1</source>
        <translation>块设备 %1</translation>
    </message>
    <message>
        <source>a %1 test file %2, which the dynamo creates and fills on first use</source>
        <translation>%1 的测试文件 %2（Dynamo 首次使用时创建并填充）</translation>
    </message>
    <message>
        <source>engine %1</source>
        <translation>引擎 %1</translation>
    </message>
    <message>
        <source>O_DIRECT</source>
        <translation>O_DIRECT</translation>
    </message>
    <message>
        <source>through the page cache</source>
        <translation>经过页缓存</translation>
    </message>
    <message>
        <source>every read verified</source>
        <translation>每次读取均校验</translation>
    </message>
    <message>
        <source>%1 on %2 (%3), at %4 outstanding I/Os%5. summary.csv has IOPS, MB/s and latency percentiles beside the device&apos;s own counters (dev_* columns); bench.json says which engine ran.</source>
        <translation>在%2上执行 %1（%3），队列深度 %4%5。summary.csv 给出 IOPS、MB/s 和延迟百分位，并附设备自身计数器（dev_* 列）；bench.json 记录实际运行的引擎。</translation>
    </message>
    <message>
        <source>, each at request sizes %1</source>
        <translation>，每个深度分别使用请求大小 %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>目标：</translation>
    </message>
    <message>
        <source>block device %1 (%2)</source>
        <translation>块设备 %1（%2）</translation>
    </message>
    <message>
        <source>Force:</source>
        <translation>强制：</translation>
    </message>
    <message>
        <source>yes: what %1 holds is overwritten</source>
        <translation>是：%1 上的内容将被覆盖</translation>
    </message>
    <message>
        <source>test file %1, %2, created and filled on first use</source>
        <translation>测试文件 %1，%2，首次使用时创建并填充</translation>
    </message>
    <message>
        <source>Pattern:</source>
        <translation>模式：</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>page cache</source>
        <translation>页缓存</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>校验</translation>
    </message>
    <message>
        <source>not verified</source>
        <translation>不校验</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>引擎：</translation>
    </message>
    <message>
        <source>Outstanding I/Os:</source>
        <translation>队列深度：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Each step:</source>
        <translation>每一步：</translation>
    </message>
    <message>
        <source>%1 ramp + %2 measured</source>
        <translation>%1 预热 + %2 测量</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>步数：</translation>
    </message>
    <message>
        <source>Span:</source>
        <translation>范围：</translation>
    </message>
    <message>
        <source>the first %1</source>
        <translation>前 %1</translation>
    </message>
    <message>
        <source>all of it</source>
        <translation>整个设备</translation>
    </message>
</context>
<context>
    <name>iometry::gui::DiskSpecPage</name>
    <message>
        <source>O_&amp;DIRECT: bypass the page cache</source>
        <translation>O_DIRECT：绕过页缓存(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Verify the data read</source>
        <translation>校验读取的数据(&amp;V)</translation>
    </message>
    <message>
        <source>Access pattern</source>
        <translation>访问模式</translation>
    </message>
    <message>
        <source>What each I/O is: its size, read or write, at a random or the next offset — and how the dynamo issues it.</source>
        <translation>每次 I/O 的内容：大小、读或写、随机偏移或下一个偏移——以及 Dynamo 如何发出它。</translation>
    </message>
    <message>
        <source>auto: io_uring, else libaio, else sync</source>
        <translation>auto：io_uring，否则 libaio，否则 sync</translation>
    </message>
    <message>
        <source>sync: pread/pwrite, one at a time</source>
        <translation>sync：pread/pwrite，一次一个</translation>
    </message>
    <message>
        <source>&amp;Access specification:</source>
        <translation>访问规范(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>引擎(&amp;E)：</translation>
    </message>
    <message>
        <source>Requests go to the device, not the page cache, so the figures are the disk&apos;s. Sizes and offsets must then be multiples of the device&apos;s logical block (512 or 4096 bytes); the library&apos;s are.</source>
        <translation>请求直达设备而不经过页缓存，因此数据反映的是磁盘本身。此时大小和偏移必须是设备逻辑块（512 或 4096 字节）的整数倍；库中的规范均满足。</translation>
    </message>
    <message>
        <source>(%1.)</source>
        <translation>（%1。）</translation>
    </message>
    <message>
        <source>Submission and completion rings, the buffers and the file registered: the least CPU per I/O. The dynamo refuses the plan where the kernel does not offer it.</source>
        <translation>提交队列与完成队列，缓冲区和文件均已注册：每次 I/O 占用 CPU 最少。内核不支持时，Dynamo 会拒绝该计划。</translation>
    </message>
    <message>
        <source>Linux native asynchronous I/O, as fio&apos;s libaio engine; with O_DIRECT it keeps every I/O in flight.</source>
        <translation>Linux 原生异步 I/O，与 fio 的 libaio 引擎相同；配合 O_DIRECT 可让所有 I/O 同时在途。</translation>
    </message>
    <message>
        <source>pread and pwrite one at a time, whatever the outstanding I/Os say: the baseline of a single thread.</source>
        <translation>无论队列深度为多少，都一次执行一个 pread/pwrite：单线程的基线。</translation>
    </message>
    <message>
        <source>The best the dynamo&apos;s kernel offers; bench.json records which engine ran.</source>
        <translation>Dynamo 所在内核提供的最佳引擎；bench.json 记录实际运行的引擎。</translation>
    </message>
    <message>
        <source>Every write stamps each 512-byte unit with its offset, the step and a CRC-32C, and every read checks them; a mismatch stops the run and names the offset. It costs CPU and needs a file Iometry filled.</source>
        <translation>每次写入都会在每个 512 字节单元中标记其偏移、步骤和 CRC-32C，每次读取都会校验；不匹配时运行停止并给出偏移。此功能消耗 CPU，且需要由 Iometry 填充的文件。</translation>
    </message>
    <message>
        <source>The disk spec library could not be read: %1</source>
        <translation>无法读取磁盘规范库：%1</translation>
    </message>
    <message>
        <source>Every write stamps each 512-byte unit with its offset, the step and a CRC-32C, and every read checks them; a mismatch stops the run and names the offset. The dynamo first writes stamps over the whole device, unless an earlier verified run did: that takes as long as writing the device once.</source>
        <translation>每次写入都会在每个 512 字节单元中写入其偏移量、步骤号和 CRC-32C，每次读取都会校验；一旦不匹配，运行即停止并报告偏移量。Dynamo 会先在整个设备上写入标记（除非之前的校验运行已写过）：所需时间与完整写一遍设备相同。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::DiskTableModel</name>
    <message>
        <source>No block device was sampled for this row.</source>
        <translation>此行未采样任何块设备。</translation>
    </message>
    <message>
        <source>I/Os the workers completed per second</source>
        <translation>工作线程每秒完成的 I/O 数</translation>
    </message>
    <message>
        <source>Bytes moved per second, in decimal megabytes (10⁶ bytes/s)</source>
        <translation>每秒传输的字节数，以十进制兆字节计（10⁶ 字节/秒）</translation>
    </message>
    <message>
        <source>Bytes moved per second, in mebibytes (2²⁰ bytes/s)</source>
        <translation>每秒传输的字节数，以 MiB 计（2²⁰ 字节/秒）</translation>
    </message>
    <message>
        <source>From just before an I/O is queued to the engine to its completion</source>
        <translation>从 I/O 即将提交给引擎到其完成</translation>
    </message>
    <message>
        <source>Busy share of all CPUs of the host under test</source>
        <translation>被测主机所有 CPU 的繁忙占比</translation>
    </message>
    <message>
        <source>Reads and writes the block device completed per second, as the kernel counts them (everything that used the device meanwhile)</source>
        <translation>块设备每秒完成的读写次数，按内核统计（包括期间使用该设备的一切）</translation>
    </message>
    <message>
        <source>Sectors the block device read and wrote, in MB/s</source>
        <translation>块设备读写的扇区，以 MB/s 计</translation>
    </message>
    <message>
        <source>Share of the time with at least one I/O in flight at the device (iostat&apos;s %util)</source>
        <translation>设备上至少有一个 I/O 在途的时间占比（iostat 的 %util）</translation>
    </message>
    <message>
        <source>I/Os in flight at the device on average (iostat&apos;s aqu-sz)</source>
        <translation>设备上平均在途的 I/O 数（iostat 的 aqu-sz）</translation>
    </message>
    <message>
        <source>Request size</source>
        <translation>请求大小</translation>
    </message>
    <message>
        <source>Outstanding I/Os</source>
        <translation>队列深度</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>系列</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>MiB/s</source>
        <translation>MiB/s</translation>
    </message>
    <message>
        <source>Latency mean (µs)</source>
        <translation>平均延迟（µs）</translation>
    </message>
    <message>
        <source>Latency p50 (µs)</source>
        <translation>p50 延迟（µs）</translation>
    </message>
    <message>
        <source>Latency p99 (µs)</source>
        <translation>p99 延迟（µs）</translation>
    </message>
    <message>
        <source>Latency max (µs)</source>
        <translation>最大延迟（微秒）</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>CPU %</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Device IOPS</source>
        <translation>设备 IOPS</translation>
    </message>
    <message>
        <source>Device MB/s</source>
        <translation>设备 MB/s</translation>
    </message>
    <message>
        <source>Device util %</source>
        <translation>设备利用率 %</translation>
    </message>
    <message>
        <source>Device queue</source>
        <translation>设备队列</translation>
    </message>
    <message>
        <source>The reads alone, timed as every I/O is</source>
        <translation>仅读操作，计时方式与每个 I/O 相同</translation>
    </message>
    <message>
        <source>The writes alone, timed as every I/O is</source>
        <translation>仅写操作，计时方式与每个 I/O 相同</translation>
    </message>
    <message>
        <source>Read latency mean (µs)</source>
        <translation>平均读延迟（µs）</translation>
    </message>
    <message>
        <source>Read latency p99 (µs)</source>
        <translation>读延迟 p99（µs）</translation>
    </message>
    <message>
        <source>Write latency mean (µs)</source>
        <translation>平均写延迟（µs）</translation>
    </message>
    <message>
        <source>Write latency p99 (µs)</source>
        <translation>写延迟 p99（µs）</translation>
    </message>
</context>
<context>
    <name>iometry::gui::DiskTargetPage</name>
    <message>
        <source>Test &amp;file</source>
        <translation>测试文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Block device</source>
        <translation>块设备(&amp;B)</translation>
    </message>
    <message>
        <source>F&amp;orce: overwrite what the device holds</source>
        <translation>强制：覆盖设备上的内容(&amp;O)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>What the worker reads and writes: a test file, which is safe anywhere, or a whole block device of this machine, whose contents the test destroys.</source>
        <translation>工作线程读写的对象：测试文件（在任何位置都安全），或本机的整个块设备（测试会破坏其内容）。</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Safe to write?</source>
        <translation>可安全写入？</translation>
    </message>
    <message>
        <source>A file on one of this machine&apos;s file systems. Its file system&apos;s cache and layout are part of what is measured.</source>
        <translation>本机某个文件系统上的文件。该文件系统的缓存与布局也计入测量结果。</translation>
    </message>
    <message>
        <source>&amp;Path:</source>
        <translation>路径(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>大小(&amp;S)：</translation>
    </message>
    <message>
        <source>The dynamo creates the file and fills it on first use, so reads hit written blocks, not holes; a file already this large is reused as it is, and stays after the run.</source>
        <translation>Dynamo 在首次使用时创建并填充该文件，使读取命中已写入的块而非空洞；已达到此大小的文件按原样复用，运行结束后保留。</translation>
    </message>
    <message>
        <source>A disk or partition as the local dynamo reports it, tested from its start. The dynamo refuses one that is in use, and one that holds data unless Force is ticked.</source>
        <translation>本地 Dynamo 报告的磁盘或分区，从起始处开始测试。Dynamo 拒绝正在使用的设备；对含有数据的设备，除非勾选“强制”，否则也会拒绝。</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>The local dynamo reports no block device: only a test file can be chosen.</source>
        <translation>本地 Dynamo 未报告任何块设备：只能选择测试文件。</translation>
    </message>
    <message>
        <source>No dynamo has connected yet, so this machine&apos;s block devices are not known: only a test file can be chosen.</source>
        <translation>尚无 Dynamo 连接，因此本机的块设备未知：只能选择测试文件。</translation>
    </message>
    <message>
        <source>%1 is in use: %2. The dynamo refuses it, Force or not.</source>
        <translation>%1 正在使用：%2。无论是否强制，Dynamo 都会拒绝它。</translation>
    </message>
    <message>
        <source>Everything on %1 (%2) will be overwritten: %3. Tick Force only if that data may be destroyed.</source>
        <translation>%1（%2）上的所有内容都将被覆盖：%3。仅当这些数据可以销毁时才勾选“强制”。</translation>
    </message>
    <message>
        <source>Type the path of the test file.</source>
        <translation>请输入测试文件的路径。</translation>
    </message>
    <message>
        <source>The test file&apos;s path must be absolute (the dynamo opens it on its own host): %1</source>
        <translation>测试文件的路径必须是绝对路径（Dynamo 在其所在主机上打开它）：%1</translation>
    </message>
    <message>
        <source>%1 is under /dev: to test a block device, choose Block device.</source>
        <translation>%1 位于 /dev 下：要测试块设备，请选择“块设备”。</translation>
    </message>
    <message>
        <source>%1 names a directory: add the test file&apos;s name.</source>
        <translation>%1 是一个目录：请加上测试文件名。</translation>
    </message>
    <message>
        <source>Pick a block device from the list.</source>
        <translation>请从列表中选择一个块设备。</translation>
    </message>
    <message>
        <source>%1 is in use (%2): the dynamo refuses it even with Force. Pick another device or a test file.</source>
        <translation>%1 正在使用（%2）：即使强制，Dynamo 也会拒绝。请选择其他设备或测试文件。</translation>
    </message>
    <message>
        <source>%1 holds data (%2): tick Force to overwrite it, or pick another device.</source>
        <translation>%1 含有数据（%2）：勾选“强制”以覆盖，或选择其他设备。</translation>
    </message>
    <message>
        <source>all of it</source>
        <translation>整个设备</translation>
    </message>
    <message>
        <source>&amp;Tested span:</source>
        <translation>测试范围(&amp;T)：</translation>
    </message>
    <message>
        <source>From the device&apos;s start; nothing beyond it is read or written. Verify fills the span with stamps first, so a span keeps that short on a large device.</source>
        <translation>从设备起始处开始；范围之外不读也不写。数据校验会先用标记填满该范围，因此在大容量设备上限定范围可缩短这一过程。</translation>
    </message>
    <message>
        <source>The tested span (%1 MiB) is larger than %2 (%3).</source>
        <translation>测试范围（%1 MiB）大于 %2（%3）。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::FineProtocolPage</name>
    <message>
        <source>&amp;TCP ping-pong</source>
        <translation>TCP 乒乓(&amp;T)</translation>
    </message>
    <message>
        <source>One request in flight, answered with as many bytes as it carried: NetPIPE&apos;s ping-pong gives each size&apos;s throughput and round trip.</source>
        <translation>同时只有一个在途请求，对端以相同的字节数应答：NetPIPE 式乒乓给出每个大小的吞吐量和往返时间。</translation>
    </message>
    <message>
        <source>Sizes %1 … %2. Drop-outs here are often the stack&apos;s buffer or segment boundaries.</source>
        <translation>大小 %1 … %2。这里的骤降通常出现在协议栈的缓冲区或分段边界处。</translation>
    </message>
    <message>
        <source>One datagram each way, %1 … %2 bytes: the path without TCP&apos;s acknowledgements and windows.</source>
        <translation>每个方向一个数据报，%1 … %2 字节：没有 TCP 确认和窗口的路径。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::FineSizesPage</name>
    <message>
        <source>Sizes</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Sizes double from the first to the last; each is one step, and its neighbours a few bytes either side are steps too.</source>
        <translation>大小从第一个到最后一个逐次倍增；每个大小为一步，其两侧相差几个字节的邻近大小也各为一步。</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>从(&amp;F)：</translation>
    </message>
    <message>
        <source>T&amp;o:</source>
        <translation>到(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Points per doubling:</source>
        <translation>每次倍增的点数(&amp;P)：</translation>
    </message>
    <message>
        <source>P&amp;erturbation:</source>
        <translation>扰动(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Drop-out threshold:</source>
        <translation>骤降阈值(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Run time per size:</source>
        <translation>每个大小的运行时间(&amp;R)：</translation>
    </message>
    <message>
        <source>Measured, after %1 of warm-up.</source>
        <translation>预热 %1 后进行测量。</translation>
    </message>
    <message>
        <source>The last size (%1 B) is below the first (%2 B).</source>
        <translation>最后一个大小 (%1 B) 小于第一个大小 (%2 B)。</translation>
    </message>
    <message>
        <source>The others double from it.</source>
        <translation>其余大小由它逐次倍增。</translation>
    </message>
    <message>
        <source>The report lists every drop-out.</source>
        <translation>报告会列出每个骤降。</translation>
    </message>
    <message>
        <source>A UDP ping-pong takes %1 … %2 bytes per datagram.</source>
        <translation>UDP 乒乓每个数据报可用 %1 … %2 字节。</translation>
    </message>
    <message>
        <source>A TCP ping-pong takes %1 … %2 per request.</source>
        <translation>TCP 乒乓每个请求可用 %1 … %2。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::FineSweepWizard</name>
    <message>
        <source>Where the two ends of the ping-pong run. Host A asks, host B answers, over A&apos;s and B&apos;s addresses: these choose the adapters under test.</source>
        <translation>乒乓的两端在哪里运行。主机 A 发出请求，主机 B 应答，经由 A 和 B 的地址：这两个地址决定了被测适配器。</translation>
    </message>
    <message>
        <source>Measures the stack and the CPU of this machine, not an adapter: the baseline to compare adapters against.</source>
        <translation>测量的是本机的协议栈和 CPU，而不是适配器：可作为比较各适配器的基准。</translation>
    </message>
    <message>
        <source>Measures the link between two machines, for example two adapters joined by a crossover cable.</source>
        <translation>测量两台机器之间的链路，例如用交叉线直连的两个适配器。</translation>
    </message>
    <message>
        <source>Fine size sweep (NetPIPE)</source>
        <translation>精细大小扫描 (NetPIPE)</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>Fine size sweep: %1 ping-pong %2, %3</source>
        <translation>精细大小扫描：%1 乒乓 %2，%3</translation>
    </message>
    <message>
        <source>NetPIPE-style: a %1 ping-pong (each request answered with as many bytes) at sizes %2, %3 per doubling and %4 bytes either side, %5 each. procedure.json lists each size&apos;s throughput and round trip, and the sizes whose throughput drops more than %6 % below both neighbours.</source>
        <translation>NetPIPE 式：%1 乒乓（每个请求以相同的字节数应答），大小 %2，每次倍增 %3 个点，两侧各偏移 %4 字节，每个大小 %5。procedure.json 列出每个大小的吞吐量和往返时间，以及吞吐量比两侧邻近大小都低 %6 % 以上的大小。</translation>
    </message>
    <message>
        <source>Ping-pong:</source>
        <translation>乒乓：</translation>
    </message>
    <message>
        <source>UDP, one request in flight, each answered with as many bytes</source>
        <translation>UDP，同时一个在途请求，每个请求以相同的字节数应答</translation>
    </message>
    <message>
        <source>TCP, one request in flight, each answered with as many bytes</source>
        <translation>TCP，同时一个在途请求，每个请求以相同的字节数应答</translation>
    </message>
    <message>
        <source>Sizes:</source>
        <translation>大小：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 B (1 size)</source>
        <translation>%1 B（1 个大小）</translation>
    </message>
    <message>
        <source>%1 B (%2 sizes)</source>
        <translation>%1 B（%2 个大小）</translation>
    </message>
    <message>
        <source>Drop-outs:</source>
        <translation>骤降：</translation>
    </message>
    <message>
        <source>sizes more than %1 % below both neighbours</source>
        <translation>比两侧邻近大小都低 %1 % 以上的大小</translation>
    </message>
    <message>
        <source>Each size:</source>
        <translation>每个大小：</translation>
    </message>
    <message>
        <source>%1 warm-up + %2 measured</source>
        <translation>%1 预热 + %2 测量</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>步数：</translation>
    </message>
</context>
<context>
    <name>iometry::gui::GuideViewer</name>
    <message>
        <source>User guide</source>
        <translation>用户指南</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LatencyProtocolPage</name>
    <message>
        <source>&amp;TCP request/response</source>
        <translation>TCP 请求/响应(&amp;T)</translation>
    </message>
    <message>
        <source>Host A sends a request, host B answers with as many bytes; every round trip is timed, and each size&apos;s whole distribution is kept.</source>
        <translation>主机 A 发送请求，主机 B 以相同的字节数应答；每次往返都计时，并保留每个大小的完整分布。</translation>
    </message>
    <message>
        <source>&amp;Requests in flight:</source>
        <translation>在途请求数(&amp;R)：</translation>
    </message>
    <message>
        <source>A UDP ping-pong keeps one request in flight: the next leaves when the reply is in.</source>
        <translation>UDP 乒乓同时只有一个在途请求：收到应答后才发出下一个。</translation>
    </message>
    <message>
        <source>Over one TCP connection, as netperf TCP_RR: the round trip includes TCP&apos;s own work. Sizes %1 … %2.</source>
        <translation>通过一个 TCP 连接，如 netperf TCP_RR：往返包含 TCP 自身的处理。大小 %1 … %2。</translation>
    </message>
    <message>
        <source>One datagram each way, as sockperf ping-pong: %1 … %2 bytes, one request in flight.</source>
        <translation>每个方向一个数据报，如 sockperf ping-pong：%1 … %2 字节，一次一个在途请求。</translation>
    </message>
    <message>
        <source>With one, each round trip is timed alone; more keep several requests queued on the connection, and time them under load.</source>
        <translation>为 1 时每次往返单独计时；更多时连接上排队多个请求，在负载下计时。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LatencySizesPage</name>
    <message>
        <source>Request sizes</source>
        <translation>请求大小</translation>
    </message>
    <message>
        <source>Sizes and timing</source>
        <translation>大小与时间</translation>
    </message>
    <message>
        <source>Each checked size is one step: requests of that size, each answered with as many bytes, for the time given.</source>
        <translation>每个勾选的大小为一步：在给定时间内发送该大小的请求，每个请求以相同的字节数应答。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>&amp;Interval:</source>
        <translation>间隔(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Time per size:</source>
        <translation>每个大小的时间(&amp;T)：</translation>
    </message>
    <message>
        <source>Check at least one request size.</source>
        <translation>请至少勾选一个请求大小。</translation>
    </message>
    <message>
        <source>no count: by time</source>
        <translation>不计数：按时间</translation>
    </message>
    <message>
        <source>&amp;Round trips per size:</source>
        <translation>每个大小的往返次数(&amp;R)：</translation>
    </message>
    <message>
        <source>The most a size may take: it ends sooner when its round trips are made.</source>
        <translation>每个大小的最长时间：完成所有往返后会提前结束。</translation>
    </message>
    <message>
        <source>Measured, after %1 of warm-up.</source>
        <translation>预热 %1 后进行测量。</translation>
    </message>
    <message>
        <source>None sends it at once.</source>
        <translation>“无”表示立即发送。</translation>
    </message>
    <message>
        <source>A size ends when they are made, and none is a warm-up.</source>
        <translation>完成这些往返后该大小结束，且没有一次用于预热。</translation>
    </message>
    <message>
        <source>A UDP datagram carries %1 … %2 bytes: the smaller sizes are left out.</source>
        <translation>UDP 数据报可携带 %1 … %2 字节：较小的大小被略去。</translation>
    </message>
    <message>
        <source>14 B is sockperf&apos;s default; 1472 B fills a 1500-byte frame.</source>
        <translation>14 B 是 sockperf 的默认值；1472 B 填满 1500 字节的帧。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LatencyUnderLoadDiskWizard</name>
    <message>
        <source>A load of the pattern below keeps the disk busy while a probe times single 4 KiB random reads of the same file beside it.</source>
        <translation>按下方模式施加的负载使磁盘保持繁忙，同时探针在旁边对同一文件的单个 4 KiB 随机读取计时。</translation>
    </message>
    <message>
        <source>Reads a second, each issued at its time whatever the load does and timed from it, one at a time.</source>
        <translation>每秒读取次数；每次读取在其计划时间发出（无论负载如何）并从该时间计时，一次一个。</translation>
    </message>
    <message>
        <source>Latency under load of a disk</source>
        <translation>磁盘负载下的延迟</translation>
    </message>
    <message>
        <source>A block device is claimed by one worker alone, and the load and the probe both open the target: choose a test file on the disk under test.</source>
        <translation>块设备只能由一个工作线程独占，而负载和探针都要打开目标：请在被测磁盘上选择一个测试文件。</translation>
    </message>
    <message>
        <source>The test file the load and the probe share: put it on the disk under test.</source>
        <translation>负载与探针共用的测试文件：请放在被测磁盘上。</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Request &amp;size:</source>
        <translation>请求大小(&amp;S)：</translation>
    </message>
    <message>
        <source>Each I/O of the load: 128 KiB is a large write&apos;s.</source>
        <translation>负载的每次 I/O：128 KiB 相当于一次大块写入。</translation>
    </message>
    <message>
        <source>&amp;Reads:</source>
        <translation>读取(&amp;R)：</translation>
    </message>
    <message>
        <source>The share of the load&apos;s I/Os that read; the rest write.</source>
        <translation>负载 I/O 中读取所占比例；其余为写入。</translation>
    </message>
    <message>
        <source>Ra&amp;ndom:</source>
        <translation>随机(&amp;N)：</translation>
    </message>
    <message>
        <source>The share at random offsets; the rest follow one another (sequential).</source>
        <translation>随机偏移所占比例；其余依次进行（顺序）。</translation>
    </message>
    <message>
        <source>I/Os in &amp;flight:</source>
        <translation>在途 I/O 数(&amp;F)：</translation>
    </message>
    <message>
        <source>The load&apos;s queue: the deeper, the longer a probe&apos;s read may wait behind it.</source>
        <translation>负载的队列：越深，探针的读取可能在其后等待越久。</translation>
    </message>
    <message>
        <source>%1 %2, %3 in flight</source>
        <translation>%1 %2，%3 个在途</translation>
    </message>
    <message>
        <source>Latency under load: %1 %2 QD %3, 4 KiB reads at %4 Hz, %5</source>
        <translation>负载下的延迟：%1 %2 QD %3，4 KiB 读取 %4 Hz，%5</translation>
    </message>
    <message>
        <source>On %1, with O_DIRECT. The load: %2. Beside it a probe: 4 KiB random reads of the same file, %3, each timed from when it was due. %4</source>
        <translation>在 %1 上，使用 O_DIRECT。负载：%2。旁边的探针：对同一文件的 4 KiB 随机读取，%3，每次从其计划时间开始计时。%4</translation>
    </message>
    <message>
        <source>Load:</source>
        <translation>负载：</translation>
    </message>
    <message>
        <source>%1, O_DIRECT</source>
        <translation>%1，O_DIRECT</translation>
    </message>
    <message>
        <source>Probe:</source>
        <translation>探针：</translation>
    </message>
    <message>
        <source>4 KiB random reads, %1, one at a time</source>
        <translation>4 KiB 随机读取，%1，一次一个</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LatencyUnderLoadLinkWizard</name>
    <message>
        <source>Where the two ends of the load and of the probe run. The data path is exactly host A&apos;s address to host B&apos;s address, so these choose the adapter under test.</source>
        <translation>负载和探针两端在哪里运行。数据路径恰好是主机 A 的地址到主机 B 的地址，因此它们决定被测适配器。</translation>
    </message>
    <message>
        <source>A TCP stream loads the link while a UDP probe times round trips beside it, as Flent&apos;s RRUL does.</source>
        <translation>TCP 流加载链路，UDP 探针在旁边对往返计时，如同 Flent 的 RRUL。</translation>
    </message>
    <message>
        <source>Round trips a second, each sent at its time whatever the load does and timed from it, one at a time.</source>
        <translation>每秒往返次数；每次在其计划时间发送（无论负载如何）并从该时间计时，一次一个。</translation>
    </message>
    <message>
        <source>Latency under load of a link</source>
        <translation>链路负载下的延迟</translation>
    </message>
    <message>
        <source>Request &amp;size:</source>
        <translation>请求大小(&amp;S)：</translation>
    </message>
    <message>
        <source>Each request of the stream: 64 KiB keeps the link full.</source>
        <translation>流的每个请求：64 KiB 可使链路保持满载。</translation>
    </message>
    <message>
        <source>&amp;Connections:</source>
        <translation>连接数(&amp;C)：</translation>
    </message>
    <message>
        <source>Parallel TCP connections of the stream, each in the mode chosen.</source>
        <translation>流的并行 TCP 连接，每个都采用所选模式。</translation>
    </message>
    <message>
        <source>Datagram si&amp;ze:</source>
        <translation>数据报大小(&amp;Z)：</translation>
    </message>
    <message>
        <source>Each UDP request and its answer: 64 B is a small packet&apos;s round trip, as ping&apos;s.</source>
        <translation>每个 UDP 请求及其应答：64 B 即小包的往返，如同 ping。</translation>
    </message>
    <message numerus="yes">
        <source>%n connection</source>
        <translation>
            <numerusform>%n 个连接</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n connections</source>
        <translation>
            <numerusform>%n 个连接</numerusform>
        </translation>
    </message>
    <message>
        <source>TCP stream, %1, %2 requests, %3</source>
        <translation>TCP 流，%1，%2 请求，%3</translation>
    </message>
    <message>
        <source>Latency under load: TCP %1 %2, UDP probe %3 at %4 Hz, %5</source>
        <translation>负载下的延迟：TCP %1 %2，UDP 探针 %3 %4 Hz，%5</translation>
    </message>
    <message>
        <source>The load: %1. Beside it a UDP probe: round trips of %2, %3, each timed from when it was due. %4</source>
        <translation>负载：%1。旁边的 UDP 探针：%2 的往返，%3，每次从其计划时间开始计时。%4</translation>
    </message>
    <message>
        <source>Load:</source>
        <translation>负载：</translation>
    </message>
    <message>
        <source>Probe:</source>
        <translation>探针：</translation>
    </message>
    <message>
        <source>UDP round trips of %1, %2, one at a time</source>
        <translation>%1 的 UDP 往返，%2，一次一个</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LatencyWizard</name>
    <message>
        <source>Where the two ends of the round trips run. Host A asks, host B answers, over A&apos;s and B&apos;s addresses: these choose the adapters under test.</source>
        <translation>往返的两端运行在哪里。主机 A 发出请求，主机 B 应答，经由 A 和 B 的地址：它们决定了被测适配器。</translation>
    </message>
    <message>
        <source>Times the stack and the CPU of this machine, not an adapter: the baseline to compare adapters against.</source>
        <translation>测量本机协议栈和 CPU 的时间，而不是适配器：作为比较适配器的基线。</translation>
    </message>
    <message>
        <source>Times the link between two machines, for example two adapters joined by a crossover cable.</source>
        <translation>测量两台机器之间链路的时间，例如用交叉线连接的两块适配器。</translation>
    </message>
    <message>
        <source>Latency (round trips)</source>
        <translation>延迟（往返时间）</translation>
    </message>
    <message>
        <source>UDP ping-pong</source>
        <translation>UDP 乒乓</translation>
    </message>
    <message>
        <source>TCP request/response</source>
        <translation>TCP 请求/响应</translation>
    </message>
    <message>
        <source>no size</source>
        <translation>无大小</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>Latency: %1 %2, %3</source>
        <translation>延迟：%1 %2，%3</translation>
    </message>
    <message>
        <source>a pause of %1 ms after each reply</source>
        <translation>每次应答后停顿 %1 ms</translation>
    </message>
    <message>
        <source>no pause between requests</source>
        <translation>请求之间无停顿</translation>
    </message>
    <message>
        <source>Round trips of a %1 (each request answered with as many bytes) at sizes %2, requests in flight: %3, %4, %5 each. procedure.json gives per size the round trips, min, mean, standard deviation, p50 … p99.99 and max, and the share of round trips at least as long as x.</source>
        <translation>%1 的往返（每个请求以相同的字节数应答），大小 %2，在途请求数：%3，%4，每个大小 %5。procedure.json 给出每个大小的往返次数、最小值、平均值、标准差、p50 … p99.99 和最大值，以及往返时间不短于 x 的占比。</translation>
    </message>
    <message>
        <source>Round trips:</source>
        <translation>往返：</translation>
    </message>
    <message>
        <source>UDP ping-pong, each request answered with as many bytes</source>
        <translation>UDP 乒乓，每个请求以相同的字节数应答</translation>
    </message>
    <message>
        <source>TCP request/response, each request answered with as many bytes</source>
        <translation>TCP 请求/响应，每个请求以相同的字节数应答</translation>
    </message>
    <message>
        <source>Requests in flight:</source>
        <translation>在途请求数：</translation>
    </message>
    <message>
        <source>1 (a UDP ping-pong keeps one)</source>
        <translation>1（UDP 乒乓只保持一个）</translation>
    </message>
    <message>
        <source>Sizes:</source>
        <translation>大小：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 B (1 size)</source>
        <translation>%1 B（1 个大小）</translation>
    </message>
    <message>
        <source>%1 B (%2 sizes)</source>
        <translation>%1 B（%2 个大小）</translation>
    </message>
    <message>
        <source>Interval:</source>
        <translation>间隔：</translation>
    </message>
    <message>
        <source>%1 ms after each reply</source>
        <translation>每次应答后 %1 ms</translation>
    </message>
    <message>
        <source>none: the next request leaves at once</source>
        <translation>无：下一个请求立即发出</translation>
    </message>
    <message>
        <source>Each size:</source>
        <translation>每个大小：</translation>
    </message>
    <message>
        <source>%1 warm-up + %2 measured</source>
        <translation>%1 预热 + %2 测量</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>步数：</translation>
    </message>
    <message>
        <source>%1 round trips (at most %2)</source>
        <translation>%1 次往返（最多 %2）</translation>
    </message>
    <message>
        <source>%1 round trips, all measured, in at most %2</source>
        <translation>%1 次往返，全部计入测量，最多 %2</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LinkSpeedField</name>
    <message>
        <source>Loopback has no line rate: the value is only the reference the results are given against.</source>
        <translation>回环没有线速：该值仅作为给出结果时的参照基准。</translation>
    </message>
    <message>
        <source>%1 reports %2 Mbit/s; set less if the link runs slower.</source>
        <translation>%1 报告的速率为 %2 Mbit/s；如果链路实际运行得更慢，请设置更小的值。</translation>
    </message>
    <message>
        <source>%1 reports %2 Mbit/s.</source>
        <translation>%1 报告的速率为 %2 Mbit/s。</translation>
    </message>
    <message>
        <source>Host A&apos;s interface reports no speed: set the link&apos;s.</source>
        <translation>主机 A 的接口未报告速率：请设置链路速率。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LiveRowsModel</name>
    <message>
        <source>Scope</source>
        <translation>层级</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Mbit/s</source>
        <translation>Mbit/s</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>CPU %</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>The block device&apos;s own counters (/proc/diskstats) over the interval: everything that used the device, not only this test</source>
        <translation>块设备自身在该时段内的计数器（/proc/diskstats）：包括使用该设备的一切，而不仅是本测试</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>TCP segments retransmitted in the interval, all connections of the row, as the kernel counts them (TCP_INFO)</source>
        <translation>本时间段内重传的 TCP 报文段，该行所有连接合计，按内核计数（TCP_INFO）</translation>
    </message>
    <message>
        <source>Retr</source>
        <extracomment>iperf3&apos;s column title for retransmitted TCP segments; keep it short</extracomment>
        <translation>重传</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>dynamo</source>
        <translation>Dynamo</translation>
    </message>
    <message>
        <source>worker</source>
        <translation>工作线程</translation>
    </message>
    <message>
        <source>all: every pair counted once (the sum of the worker rows); dynamo: the worker ends on that dynamo; worker: the pair seen from its holder</source>
        <translation>全部：每对只计一次（工作线程行之和）；Dynamo：该 Dynamo 上的工作线程端；工作线程：从持有端看的该对</translation>
    </message>
    <message>
        <source>Bytes read and written ÷ 10⁶ ÷ s</source>
        <translation>读写字节数 ÷ 10⁶ ÷ 秒</translation>
    </message>
    <message>
        <source>Bytes received + bytes sent, × 8 ÷ 10⁶ ÷ s, counted where the bytes arrived. A dynamo row adds up its ends: holding both ends of a pair, it counts the pair twice (sent + received)</source>
        <translation>接收字节 + 发送字节，× 8 ÷ 10⁶ ÷ 秒，在字节到达处计数。Dynamo 行累加其各端：若持有一对的两端，该对计两次（发送 + 接收）</translation>
    </message>
    <message>
        <source>Of the throughput, the bytes written ÷ 10⁶ ÷ s</source>
        <translation>吞吐量中写入的字节 ÷ 10⁶ ÷ 秒</translation>
    </message>
    <message>
        <source>Of the throughput, what the row&apos;s ends sent (as it arrived at the other end). A worker or the all row: from the holder&apos;s point of view</source>
        <translation>吞吐量中该行各端发送的部分（以到达另一端的量计）。工作线程行或全部行：从持有端的角度</translation>
    </message>
    <message>
        <source>Of the throughput, the bytes read ÷ 10⁶ ÷ s</source>
        <translation>吞吐量中读取的字节 ÷ 10⁶ ÷ 秒</translation>
    </message>
    <message>
        <source>Of the throughput, what arrived at the row&apos;s ends. A worker or the all row: from the holder&apos;s point of view. Empty where the spec sends nothing towards them</source>
        <translation>吞吐量中到达该行各端的部分。工作线程行或全部行：从持有端的角度。规范不向其发送任何数据时为空</translation>
    </message>
    <message>
        <source>Completed requests (reads + writes) ÷ s</source>
        <translation>已完成的请求（读 + 写）÷ 秒</translation>
    </message>
    <message>
        <source>Busy share of all CPUs of the row&apos;s host (100 − idle − iowait); for all, the mean over the hosts that carry the traffic</source>
        <translation>该行主机所有 CPU 的繁忙占比（100 − idle − iowait）；全部行为承载流量的主机的平均值</translation>
    </message>
    <message>
        <source>A transaction&apos;s round trip (a disk&apos;s I/O): mean and 99th percentile. Empty for streams, which have no round trip</source>
        <translation>事务的往返（磁盘为一次 I/O）：平均值和第 99 百分位。流没有往返，为空</translation>
    </message>
    <message>
        <source>Failed requests in the interval</source>
        <translation>该间隔内失败的请求</translation>
    </message>
    <message>
        <source>Written
MB/s</source>
        <translation>写入
MB/s</translation>
    </message>
    <message>
        <source>Sent
Mbit/s</source>
        <translation>发送
Mbit/s</translation>
    </message>
    <message>
        <source>Read
MB/s</source>
        <translation>读取
MB/s</translation>
    </message>
    <message>
        <source>Received
Mbit/s</source>
        <translation>接收
Mbit/s</translation>
    </message>
    <message>
        <source>Latency
mean, µs</source>
        <translation>平均延迟
(µs)</translation>
    </message>
    <message>
        <source>Latency
p99, µs</source>
        <translation>p99 延迟
(µs)</translation>
    </message>
    <message>
        <source>Device
IOPS</source>
        <translation>设备
IOPS</translation>
    </message>
    <message>
        <source>Device
MB/s</source>
        <translation>设备
MB/s</translation>
    </message>
    <message>
        <source>Device
util %</source>
        <translation>设备
利用率 %</translation>
    </message>
    <message>
        <source>Device
queue</source>
        <translation>设备
队列</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LoadLatencyDiskWizard</name>
    <message>
        <source>Random reads of 4 KiB, with O_DIRECT: how the latency of an I/O grows as the I/Os come faster.</source>
        <translation>4 KiB 随机读取，使用 O_DIRECT：I/O 越来越快时，单次 I/O 的延迟如何增长。</translation>
    </message>
    <message>
        <source>&amp;I/Os in flight:</source>
        <translation>在途 I/O 数(&amp;I)：</translation>
    </message>
    <message>
        <source>At most this many queued at once. The highest rate is found at this depth; a level the disk cannot keep up with fills them, and its latency grows with the queue.</source>
        <translation>同时排队的最大数量。最高速率在此深度下找到；磁盘跟不上的级别会把它们占满，其延迟随队列增长。</translation>
    </message>
    <message>
        <source>Load–latency curve of a disk</source>
        <translation>磁盘的负载–延迟曲线</translation>
    </message>
    <message>
        <source>Load–latency: 4 KiB random read, %1 in flight, %2</source>
        <translation>负载–延迟：4 KiB 随机读取，%1 个在途，%2</translation>
    </message>
    <message>
        <source>Random reads of 4 KiB with O_DIRECT on %1, %2 in flight. %3</source>
        <translation>在 %1 上以 O_DIRECT 进行 4 KiB 随机读取，%2 个在途。%3</translation>
    </message>
    <message>
        <source>Load:</source>
        <translation>负载：</translation>
    </message>
    <message>
        <source>4 KiB random reads, O_DIRECT, %1 in flight</source>
        <translation>4 KiB 随机读取，O_DIRECT，%1 个在途</translation>
    </message>
</context>
<context>
    <name>iometry::gui::LoadLatencyLinkWizard</name>
    <message>
        <source>Where the two ends run. Host A sends the requests, host B answers each with as many bytes, over A&apos;s and B&apos;s addresses: these choose the adapters under test.</source>
        <translation>两端在哪里运行。主机 A 发送请求，主机 B 以相同字节数应答每个请求，经由 A 和 B 的地址：它们决定被测的适配器。</translation>
    </message>
    <message>
        <source>Measures the stack and the CPU of this machine, not an adapter: the baseline to compare adapters against.</source>
        <translation>测量本机的协议栈和 CPU，而非适配器：用于与适配器对比的基线。</translation>
    </message>
    <message>
        <source>Measures the link between two machines and the hosts that answer on it.</source>
        <translation>测量两台机器之间的链路以及在其上应答的主机。</translation>
    </message>
    <message>
        <source>One TCP connection of requests, each answered with as many bytes: how its latency grows as the requests come faster.</source>
        <translation>一个 TCP 连接上的请求，每个以相同字节数应答：请求越来越快时其延迟如何增长。</translation>
    </message>
    <message>
        <source>&amp;Requests in flight:</source>
        <translation>在途请求数(&amp;R)：</translation>
    </message>
    <message>
        <source>At most this many awaiting their reply. The highest rate is found at this depth; a level the link cannot keep up with fills them, and its latency grows with the queue.</source>
        <translation>同时等待应答的最大数量。最高速率在此深度下找到；链路跟不上的级别会把它们占满，其延迟随队列增长。</translation>
    </message>
    <message>
        <source>Load–latency curve of a link</source>
        <translation>链路的负载–延迟曲线</translation>
    </message>
    <message>
        <source>Request &amp;size:</source>
        <translation>请求大小(&amp;S)：</translation>
    </message>
    <message>
        <source>Each request and its reply: 64 B is a small RPC&apos;s.</source>
        <translation>每个请求及其应答：64 B 相当于一次小型 RPC。</translation>
    </message>
    <message>
        <source>Load–latency: TCP %1, %2 in flight, %3</source>
        <translation>负载–延迟：TCP %1，%2 个在途，%3</translation>
    </message>
    <message>
        <source>TCP requests of %1, each answered with as many bytes, %2 in flight. %3</source>
        <translation>%1 的 TCP 请求，每个以相同字节数应答，%2 个在途。%3</translation>
    </message>
    <message>
        <source>Load:</source>
        <translation>负载：</translation>
    </message>
    <message>
        <source>TCP request/response, %1 each way, %2 in flight</source>
        <translation>TCP 请求/应答，每个方向 %1，%2 个在途</translation>
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
        <translation>级别（占最高速率的 %）</translation>
    </message>
    <message>
        <source>Load and levels</source>
        <translation>负载与级别</translation>
    </message>
    <message>
        <source>First one step in a closed loop finds the highest rate; then each checked level offers that share of it on a schedule, one step each, lightest first.</source>
        <translation>先用一个闭环步骤找到最高速率；然后每个选中的级别按时间表提供其相应比例，每级一个步骤，从最轻的开始。</translation>
    </message>
    <message>
        <source>&amp;Arrivals:</source>
        <translation>到达方式(&amp;A)：</translation>
    </message>
    <message>
        <source>Constant is the steadiest load; poisson is many independent clients.</source>
        <translation>constant 是最平稳的负载；poisson 相当于许多独立的客户端。</translation>
    </message>
    <message>
        <source>&amp;Time per step:</source>
        <translation>每步时间(&amp;T)：</translation>
    </message>
    <message>
        <source>Each step warms up for %1 first, not measured.</source>
        <translation>每个步骤先预热 %1，不计入测量。</translation>
    </message>
    <message>
        <source>Check at least one level.</source>
        <translation>请至少选中一个级别。</translation>
    </message>
    <message>
        <source>First the highest rate in a closed loop, then %1 of it offered open loop (%2 arrivals), %3 each; every latency timed from its request&apos;s scheduled time. procedure.json gives each level&apos;s offered and achieved rate, its latency percentiles and the knee.</source>
        <translation>先在闭环中求出最高速率，再以开环方式提供其 %1（到达方式：%2），每级 %3；每个延迟都从请求的计划时间开始计时。procedure.json 给出每个级别的提供与达到速率、延迟百分位数以及拐点。</translation>
    </message>
    <message>
        <source>Levels:</source>
        <translation>级别：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>the highest rate closed loop, then %1 of it open loop</source>
        <translation>先闭环求最高速率，再开环提供其 %1</translation>
    </message>
    <message>
        <source>Arrivals:</source>
        <translation>到达方式：</translation>
    </message>
    <message>
        <source>poisson: exponential gaps of the same mean</source>
        <translation>poisson：同均值的指数分布间隔</translation>
    </message>
    <message>
        <source>constant: even gaps</source>
        <translation>constant：等间隔</translation>
    </message>
    <message>
        <source>Each step:</source>
        <translation>每个步骤：</translation>
    </message>
    <message>
        <source>%1 warm-up + %2 measured</source>
        <translation>%1 预热 + %2 测量</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>步骤：</translation>
    </message>
</context>
<context>
    <name>iometry::gui::MainWindow</name>
    <message>
        <source>Targets</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Access Specifications</source>
        <translation>访问规范</translation>
    </message>
    <message>
        <source>Test Setup</source>
        <translation>测试设置</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>%p %</source>
        <translation>%p%</translation>
    </message>
    <message>
        <source>Dynamo %1 disconnected: %2</source>
        <translation>Dynamo %1 已断开：%2</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Open test plan</source>
        <translation>打开测试计划</translation>
    </message>
    <message>
        <source>Iometry plans (*.json)</source>
        <translation>Iometry 计划 (*.json)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New plan</source>
        <translation>新建计划(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open plan…</source>
        <translation>打开计划(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save plan</source>
        <translation>保存计划(&amp;S)</translation>
    </message>
    <message>
        <source>Save plan &amp;as…</source>
        <translation>计划另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Open results folder</source>
        <translation>打开结果文件夹</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Dynamos</source>
        <translation>负载进程(&amp;D)</translation>
    </message>
    <message>
        <source>Add a remote dynamo…</source>
        <translation>添加远程 Dynamo…</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Iometry</source>
        <translation>关于 Iometry(&amp;A)</translation>
    </message>
    <message>
        <source>About Iometry</source>
        <translation>关于 Iometry</translation>
    </message>
    <message>
        <source>&lt;b&gt;Iometry %1&lt;/b&gt;&lt;br&gt;A test workbench for network adapters and storage: throughput, CPU load, latency, per request size.</source>
        <translation>&lt;b&gt;Iometry %1&lt;/b&gt;&lt;br&gt;网络适配器与存储测试平台：按请求大小测量吞吐量、CPU 占用率和延迟。</translation>
    </message>
    <message>
        <source>Dynamos connected: %1</source>
        <translation>已连接的 Dynamo：%1</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1%2 — Iometry</source>
        <translation>%1%2 — Iometry</translation>
    </message>
    <message>
        <source>The plan is not valid</source>
        <translation>计划无效</translation>
    </message>
    <message>
        <source>Fix these problems first; no traffic was started:

%1</source>
        <translation>请先修正以下问题；尚未发送任何流量：

%1</translation>
    </message>
    <message>
        <source>Running; results go to %1</source>
        <translation>正在运行；结果写入 %1</translation>
    </message>
    <message>
        <source>Stopping; everything measured so far is kept…</source>
        <translation>正在停止；已测得的数据都会保留…</translation>
    </message>
    <message>
        <source>Step %1/%2, ETA %3</source>
        <translation>第 %1/%2 步，剩余 %3</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Test finished; results in %1</source>
        <translation>测试完成；结果位于 %1</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Stopped: %1; results so far in %2</source>
        <translation>已停止：%1；目前的结果位于 %2</translation>
    </message>
    <message>
        <source>Failed: %1; results so far in %2</source>
        <translation>失败：%1；目前的结果位于 %2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Cannot open the plan</source>
        <translation>无法打开计划</translation>
    </message>
    <message>
        <source>%1 is not a valid plan:

%2</source>
        <translation>%1 不是有效的计划：

%2</translation>
    </message>
    <message>
        <source>Cannot open the results</source>
        <translation>无法打开结果</translation>
    </message>
    <message>
        <source>Cannot save the plan</source>
        <translation>无法保存计划</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save test plan</source>
        <translation>保存测试计划</translation>
    </message>
    <message>
        <source>Unsaved plan</source>
        <translation>计划未保存</translation>
    </message>
    <message>
        <source>The plan has changes that are not saved. Save them?</source>
        <translation>计划有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <source>Export table</source>
        <translation>导出表格</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export the table</source>
        <translation>无法导出表格</translation>
    </message>
    <message>
        <source>Open results &amp;folder…</source>
        <translation>打开结果文件夹(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Import IOmeter configuration…</source>
        <translation>导入 IOmeter 配置(&amp;I)…</translation>
    </message>
    <message>
        <source>Import IOmeter configuration</source>
        <translation>导入 IOmeter 配置</translation>
    </message>
    <message>
        <source>IOmeter configurations (*.icf)</source>
        <translation>IOmeter 配置 (*.icf)</translation>
    </message>
    <message>
        <source>Cannot import the IOmeter configuration</source>
        <translation>无法导入 IOmeter 配置</translation>
    </message>
    <message>
        <source>%1 was not imported:

%2</source>
        <translation>%1 未导入：

%2</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>已导入 %1</translation>
    </message>
    <message>
        <source>Not carried over from IOmeter</source>
        <translation>未从 IOmeter 迁移</translation>
    </message>
    <message>
        <source>%1 was imported. These settings have no equivalent in Iometry and were not carried over:

%2</source>
        <translation>%1 已导入。以下设置在 Iometry 中没有对应项，未迁移：

%2</translation>
    </message>
    <message>
        <source>Add results to the &amp;comparison…</source>
        <translation>将结果加入对比(&amp;C)…</translation>
    </message>
    <message>
        <source>Open co&amp;mparison…</source>
        <translation>打开对比(&amp;M)…</translation>
    </message>
    <message>
        <source>Closing the session…</source>
        <translation>正在关闭会话…</translation>
    </message>
    <message>
        <source>Listening for dynamos on %1</source>
        <translation>正在 %1 上监听 Dynamo</translation>
    </message>
    <message>
        <source>Cannot listen there: %1; listening on %2 as before</source>
        <translation>无法在该处监听：%1；仍在 %2 上监听</translation>
    </message>
    <message>
        <source>Not listening for dynamos: %1</source>
        <translation>未监听 Dynamo：%1</translation>
    </message>
    <message>
        <source>Open &amp;example…</source>
        <translation>打开示例(&amp;E)…</translation>
    </message>
    <message>
        <source>The session is closing: start again once it listens</source>
        <translation>会话正在关闭：待其重新监听后再启动</translation>
    </message>
    <message>
        <source>The session is not open: no dynamo can run the plan</source>
        <translation>会话未打开：没有 Dynamo 可以运行该计划</translation>
    </message>
    <message>
        <source>Cannot open the example</source>
        <translation>无法打开示例</translation>
    </message>
    <message>
        <source>Opened the example %1 as a new plan</source>
        <translation>已将示例 %1 作为新计划打开</translation>
    </message>
    <message>
        <source>No example plans</source>
        <translation>没有示例计划</translation>
    </message>
    <message>
        <source>The examples folder was not found beside Iometry (share/iometry/examples).</source>
        <translation>未在 Iometry 旁找到示例文件夹（share/iometry/examples）。</translation>
    </message>
    <message>
        <source>%1 holds no example plan.</source>
        <translation>%1 中没有示例计划。</translation>
    </message>
    <message>
        <source>Open example</source>
        <translation>打开示例</translation>
    </message>
    <message>
        <source>Opens as a new plan; saving asks for a file name, so the example stays as it is.</source>
        <translation>以新计划打开；保存时会询问文件名，示例本身保持不变。</translation>
    </message>
    <message>
        <source>A test is running</source>
        <translation>测试正在运行</translation>
    </message>
    <message>
        <source>A test is running. Stop it and quit? Everything measured so far is kept in %1.</source>
        <translation>测试正在运行。停止测试并退出吗？已测得的全部结果保存在 %1 中。</translation>
    </message>
    <message>
        <source>Stop the run and quit</source>
        <translation>停止运行并退出</translation>
    </message>
    <message>
        <source>Stopping the run; Iometry quits when it is over…</source>
        <translation>正在停止运行；运行结束后 Iometry 将退出…</translation>
    </message>
    <message>
        <source>Re&amp;port</source>
        <translation>报告(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Article…</source>
        <translation>文章(&amp;A)…</translation>
    </message>
    <message>
        <source>Resume suite: its results folder</source>
        <translation>继续套件：其结果文件夹</translation>
    </message>
    <message>
        <source>Res&amp;ume suite…</source>
        <translation>继续测试套件(&amp;U)…</translation>
    </message>
    <message>
        <source>Runs the members of a suite that did not complete, into its results folder</source>
        <translation>在其结果文件夹中运行套件里尚未完成的成员</translation>
    </message>
    <message>
        <source>Review &amp;suite…</source>
        <translation>评测套件(&amp;S)…</translation>
    </message>
    <message>
        <source>Several methods on one device in one go, from a template of the standard reviews: every member into one results folder</source>
        <translation>按标准评测的模板，一次在同一设备上运行多种方法：所有成员写入同一个结果文件夹</translation>
    </message>
    <message>
        <source>Cannot start the suite</source>
        <translation>无法启动套件</translation>
    </message>
    <message>
        <source>A test is running: start the suite once it is over.</source>
        <translation>测试正在运行：请在其结束后再启动套件。</translation>
    </message>
    <message>
        <source>Cannot resume the suite</source>
        <translation>无法继续套件</translation>
    </message>
    <message>
        <source>A test is running: resume the suite once it is over.</source>
        <translation>测试正在运行：请在其结束后再继续套件。</translation>
    </message>
    <message>
        <source>Suite “%1”, member %2 of %3: results go to %4</source>
        <translation>套件“%1”，第 %2/%3 个成员：结果写入 %4</translation>
    </message>
    <message>
        <source>Member “%1” failed: %2; the suite goes on</source>
        <translation>成员“%1”失败：%2；套件继续运行</translation>
    </message>
    <message>
        <source>member “%1”: %2</source>
        <translation>成员“%1”：%2</translation>
    </message>
    <message>
        <source>Suite finished; its results are in %1</source>
        <translation>套件已完成；结果位于 %1</translation>
    </message>
    <message>
        <source>Suite finished with members failed; its results are in %1 (File → Resume suite… runs them again)</source>
        <translation>套件已完成，但有成员失败；结果位于 %1（文件 → 继续测试套件… 会重新运行它们）</translation>
    </message>
    <message>
        <source>Suite stopped; its results are in %1 (File → Resume suite… runs the rest)</source>
        <translation>套件已停止；结果位于 %1（文件 → 继续测试套件… 会运行其余部分）</translation>
    </message>
    <message>
        <source>Member %1/%2, step %3/%4, suite ETA %5</source>
        <translation>第 %1/%2 个成员，第 %3/%4 步，套件剩余 %5</translation>
    </message>
    <message>
        <source>Import fio job file</source>
        <translation>导入 fio 作业文件</translation>
    </message>
    <message>
        <source>fio job files (*.fio *.ini *.job);;All files (*)</source>
        <translation>fio 作业文件 (*.fio *.ini *.job);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot import the fio job file</source>
        <translation>无法导入 fio 作业文件</translation>
    </message>
    <message>
        <source>Not carried over from fio</source>
        <translation>未从 fio 迁移</translation>
    </message>
    <message>
        <source>Import &amp;fio job file…</source>
        <translation>导入 fio 作业文件(&amp;F)…</translation>
    </message>
    <message>
        <source>Export as fio job file</source>
        <translation>导出为 fio 作业文件</translation>
    </message>
    <message>
        <source>fio job files (*.fio)</source>
        <translation>fio 作业文件 (*.fio)</translation>
    </message>
    <message>
        <source>Cannot export a fio job file</source>
        <translation>无法导出 fio 作业文件</translation>
    </message>
    <message>
        <source>%1 was not written:

%2</source>
        <translation>%1 未写入：

%2</translation>
    </message>
    <message>
        <source>Not expressed in fio</source>
        <translation>fio 无法表达的内容</translation>
    </message>
    <message>
        <source>%1 was written. fio cannot express these, which the file also lists at its top:

%2</source>
        <translation>已写入 %1。以下内容 fio 无法表达，文件开头也列出了它们：

%2</translation>
    </message>
    <message>
        <source>Export as fio &amp;job file…</source>
        <translation>导出为 fio 作业文件(&amp;J)…</translation>
    </message>
    <message>
        <source>The plan is not valid:</source>
        <translation>计划无效：</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message numerus="yes">
        <source>Added %n access specification(s) from %1</source>
        <translation>
            <numerusform>已从 %1 添加 %n 个访问规范</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n replaced</source>
        <translation>
            <numerusform>，替换 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Redo: access specifications</source>
        <translation>重做(&amp;R)：访问规范</translation>
    </message>
    <message>
        <source>&amp;Undo: access specifications</source>
        <translation>撤销(&amp;U)：访问规范</translation>
    </message>
    <message>
        <source>&amp;Redo: targets</source>
        <translation>重做(&amp;R)：目标</translation>
    </message>
    <message>
        <source>&amp;Undo: targets</source>
        <translation>撤销(&amp;U)：目标</translation>
    </message>
    <message>
        <source>&amp;Redo: test setup</source>
        <translation>重做(&amp;R)：测试设置</translation>
    </message>
    <message>
        <source>&amp;Undo: test setup</source>
        <translation>撤销(&amp;U)：测试设置</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Recent &amp;plans</source>
        <translation>最近的计划(&amp;P)</translation>
    </message>
    <message>
        <source>Recent res&amp;ults</source>
        <translation>最近的结果(&amp;U)</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
    <message>
        <source>Exports the table of the Results page, or the figure of the Report page</source>
        <translation>导出“结果”页的表格或“报告”页的图</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Next page</source>
        <translation>下一页(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous page</source>
        <translation>上一页(&amp;P)</translation>
    </message>
    <message>
        <source>User &amp;guide</source>
        <translation>用户指南(&amp;G)</translation>
    </message>
    <message>
        <source>Opens the user guide at the section of the page in view</source>
        <translation>在当前页面对应的章节打开用户指南</translation>
    </message>
    <message>
        <source>Where should results go?</source>
        <translation>结果保存到哪里？</translation>
    </message>
    <message>
        <source>Each run writes a folder of its own, named after the plan and the time, in one results folder:

%1

Keep it, or choose another? Edit → Preferences… changes it later.</source>
        <translation>每次运行都会在一个结果文件夹中写入以计划名和时间命名的文件夹：

%1

保留它，还是另选一个？之后可在“编辑 → 首选项…”中更改。</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>保留(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>选择(&amp;C)…</translation>
    </message>
    <message>
        <source>Results folder</source>
        <translation>结果文件夹</translation>
    </message>
    <message>
        <source>The plan %1 is no longer there; it is taken off the list.</source>
        <translation>计划 %1 已不存在，已从列表中移除。</translation>
    </message>
    <message>
        <source>The results folder %1 is no longer there; it is taken off the list.</source>
        <translation>结果文件夹 %1 已不存在，已从列表中移除。</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>用户指南</translation>
    </message>
    <message>
        <source>The user guide is not installed: %1 is not there.</source>
        <translation>用户指南未安装：%1 不存在。</translation>
    </message>
    <message>
        <source>Cannot read %1</source>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <source>Export as IOmeter &amp;configuration…</source>
        <translation>导出为 IOmeter 配置(&amp;C)…</translation>
    </message>
    <message>
        <source>Export as IOmeter configuration</source>
        <translation>导出为 IOmeter 配置</translation>
    </message>
    <message>
        <source>Cannot export an IOmeter configuration</source>
        <translation>无法导出 IOmeter 配置</translation>
    </message>
    <message>
        <source>Not expressed in IOmeter</source>
        <translation>IOmeter 无法表达</translation>
    </message>
    <message>
        <source>%1 was written. IOmeter 1.1 cannot express these:

%2</source>
        <translation>已写入 %1。IOmeter 1.1 无法表达以下内容：

%2</translation>
    </message>
    <message>
        <source>Windows-1251 (Cyrillic: Russian, Ukrainian, …)</source>
        <translation>Windows-1251（西里尔文：俄语、乌克兰语等）</translation>
    </message>
    <message>
        <source>936 / GBK (Simplified Chinese)</source>
        <translation>936 / GBK（简体中文）</translation>
    </message>
    <message>
        <source>Windows-1252 (Western European)</source>
        <translation>Windows-1252（西欧）</translation>
    </message>
    <message>
        <source>Windows-1250 (Central European)</source>
        <translation>Windows-1250（中欧）</translation>
    </message>
    <message>
        <source>932 (Japanese)</source>
        <translation>932（日文）</translation>
    </message>
    <message>
        <source>950 (Traditional Chinese)</source>
        <translation>950（繁体中文）</translation>
    </message>
    <message>
        <source>Code page of the IOmeter configuration</source>
        <translation>IOmeter 配置的代码页</translation>
    </message>
    <message>
        <source>%1 is not UTF-8: IOmeter wrote its names in the code page of the Windows it ran on. Read it as:</source>
        <translation>%1 不是 UTF-8：IOmeter 以其所运行的 Windows 的代码页写入名称。按以下代码页读取：</translation>
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
        <translation>MTU 与时间</translation>
    </message>
    <message>
        <source>Each checked MTU is one step: both dynamos set it on their data interface, then the TCP stream warms up and is measured.</source>
        <translation>每个勾选的 MTU 为一步：两个 Dynamo 都在各自的数据接口上设置该 MTU，然后 TCP 流先预热再测量。</translation>
    </message>
    <message>
        <source>1500 is Ethernet&apos;s standard; 9000 the usual jumbo frame. Both adapters and any switch between them must carry the largest one checked.</source>
        <translation>1500 是以太网标准；9000 是常用的巨型帧。两个适配器以及它们之间的任何交换机都必须能承载所勾选的最大值。</translation>
    </message>
    <message>
        <source> KiB</source>
        <translation> KiB</translation>
    </message>
    <message>
        <source>Re&amp;quest size:</source>
        <translation>请求大小(&amp;Q)：</translation>
    </message>
    <message>
        <source>Large requests, so that the MTU, not the request, limits the frames.</source>
        <translation>使用大请求，使限制帧大小的是 MTU 而不是请求。</translation>
    </message>
    <message>
        <source>&amp;Run time per MTU:</source>
        <translation>每个 MTU 的运行时间(&amp;R)：</translation>
    </message>
    <message>
        <source>Measured after the warm-up; Mbit/s and CPU per MTU are compared.</source>
        <translation>在预热之后测量；比较各 MTU 下的 Mbit/s 与 CPU。</translation>
    </message>
    <message>
        <source>&amp;Warm-up:</source>
        <translation>预热(&amp;W)：</translation>
    </message>
    <message>
        <source>Not measured: TCP&apos;s window grows after each change of MTU.</source>
        <translation>不测量：每次更改 MTU 后，TCP 窗口会重新增长。</translation>
    </message>
    <message>
        <source>Check at least one MTU.</source>
        <translation>请至少勾选一个 MTU。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::MtuSweepWizard</name>
    <message>
        <source>An MTU sweep needs two hosts: both dynamos change the MTU of the interface holding their address, and need CAP_NET_ADMIN for it (run them as root or with that capability).</source>
        <translation>MTU 扫描需要两台主机：两个 Dynamo 都会更改其地址所在接口的 MTU，为此需要 CAP_NET_ADMIN（以 root 身份运行，或赋予该能力）。</translation>
    </message>
    <message>
        <source>Every original MTU is put back at the end, on failure and if the manager vanishes. Loopback cannot be swept: every program on the host shares it.</source>
        <translation>每个原始 MTU 都会在结束时、失败时以及管理器消失时恢复。回环不能扫描：主机上的所有程序都共用它。</translation>
    </message>
    <message>
        <source>The MTU of the loopback interface, which every program on the host shares, cannot be swept; type the address of the adapter under test.</source>
        <translation>回环接口由主机上的所有程序共用，其 MTU 不能扫描；请输入被测适配器的地址。</translation>
    </message>
    <message>
        <source>Jumbo frames (MTU sweep)</source>
        <translation>巨型帧（MTU 扫描）</translation>
    </message>
    <message>
        <source>Jumbo frames: %1, %2</source>
        <translation>巨型帧：%1，%2</translation>
    </message>
    <message>
        <source>One TCP stream from this host&apos;s adapter (A, %1) to the peer&apos;s (B, %2), %3, at %4 requests, once per MTU (%5). Each step, both dynamos set the MTU of the interface holding their address (they need CAP_NET_ADMIN) and put the original back when the run ends, fails or loses its manager. Compare mbit_per_s and cpu_pct per mtu in summary.csv. %6</source>
        <translation>从本机的适配器（A，%1）到对端的适配器（B，%2）的一条 TCP 流，%3，请求大小 %4，每个 MTU 运行一次（%5）。每一步，两个 Dynamo 都设置其地址所在接口的 MTU（需要 CAP_NET_ADMIN），并在运行结束、失败或失去管理器时恢复原值。请在 summary.csv 中按 mtu 比较 mbit_per_s 和 cpu_pct。%6</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>模式：</translation>
    </message>
    <message>
        <source>%1 (spec “%2”), one TCP stream</source>
        <translation>%1（规范“%2”），一条 TCP 流</translation>
    </message>
    <message>
        <source>Request size:</source>
        <translation>请求大小：</translation>
    </message>
    <message>
        <source>MTUs:</source>
        <translation>MTU：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Each step:</source>
        <translation>每一步：</translation>
    </message>
    <message>
        <source>%1 warm-up + %2 measured, sampled every %3 ms</source>
        <translation>%1 预热 + %2 测量，每 %3 毫秒采样一次</translation>
    </message>
    <message>
        <source>Both dynamos need CAP_NET_ADMIN (root, or that capability) to set the MTU; each puts every original MTU back at the end, on failure and if the manager vanishes.</source>
        <translation>两个 Dynamo 都需要 CAP_NET_ADMIN（root 或该能力）才能设置 MTU；每个 Dynamo 都会在结束时、失败时以及管理器消失时恢复所有原始 MTU。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::PairWizard</name>
    <message>
        <source>Topology:</source>
        <translation>拓扑：</translation>
    </message>
    <message>
        <source>Over loopback on this machine. %1</source>
        <translation>经本机回环。%1</translation>
    </message>
    <message>
        <source>Two hosts: A (this machine, %1) asks, B (%2), a dynamo started by hand, answers. %3 %4</source>
        <translation>两台主机：A（本机，%1）发出请求，B（%2，手动启动的 Dynamo）应答。%3 %4</translation>
    </message>
    <message>
        <source>Two hosts: A (this machine, %1) and B (%2), a dynamo started by hand. %3 %4</source>
        <translation>两台主机：A（本机，%1）和 B（%2），需手动启动的 Dynamo。%3 %4</translation>
    </message>
</context>
<context>
    <name>iometry::gui::PeTableModel</name>
    <message>
        <source>No CPU load was measured for this step.</source>
        <translation>此步骤未测量 CPU 占用率。</translation>
    </message>
    <message>
        <source>Throughput in decimal megabits per second (10⁶ bit/s)</source>
        <translation>吞吐量，单位为十进制兆比特每秒（10⁶ bit/s）</translation>
    </message>
    <message>
        <source>Busy share of all CPUs of the host under test</source>
        <translation>被测主机所有 CPU 的繁忙占比</translation>
    </message>
    <message>
        <source>Performance/efficiency index: Mbit/s ÷ CPU %</source>
        <translation>性能/效率指数：Mbit/s ÷ CPU %</translation>
    </message>
    <message>
        <source>Completed requests per second</source>
        <translation>每秒完成的请求数</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>系列</translation>
    </message>
    <message>
        <source>Mbit/s</source>
        <translation>Mbit/s</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>CPU %</translation>
    </message>
    <message>
        <source>P/E index</source>
        <translation>P/E 指数</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Latency mean (µs)</source>
        <translation>平均延迟（µs）</translation>
    </message>
    <message>
        <source>Latency p99 (µs)</source>
        <translation>p99 延迟（µs）</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>工作线程</translation>
    </message>
    <message>
        <source>Sample standard deviation of Mbit/s over the repeats of the step</source>
        <translation>该步骤各次重复的 Mbit/s 样本标准差</translation>
    </message>
    <message>
        <source>Interrupts per second on the hosts under test</source>
        <translation>被测主机每秒中断数</translation>
    </message>
    <message>
        <source>Share of CPU time in software interrupts (network stack)</source>
        <translation>软中断（网络协议栈）占用的 CPU 时间比例</translation>
    </message>
    <message>
        <source>Packets the interfaces dropped during the step</source>
        <translation>本步骤中接口丢弃的数据包</translation>
    </message>
    <message>
        <source>± stddev</source>
        <translation>± 标准差</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>重复次数</translation>
    </message>
    <message>
        <source>irq/s</source>
        <translation>中断/秒</translation>
    </message>
    <message>
        <source>softirq %</source>
        <translation>软中断 %</translation>
    </message>
    <message>
        <source>NIC drops</source>
        <translation>网卡丢包</translation>
    </message>
    <message>
        <source>Received Mbit/s</source>
        <translation>接收 Mbit/s</translation>
    </message>
    <message>
        <source>Sent Mbit/s</source>
        <translation>发送 Mbit/s</translation>
    </message>
    <message>
        <source>TCP segments retransmitted during the step, all connections of the row, as the kernel counts them (TCP_INFO)</source>
        <translation>本步骤内重传的 TCP 报文段，该行所有连接合计，按内核计数（TCP_INFO）</translation>
    </message>
    <message>
        <source>Retr</source>
        <extracomment>iperf3&apos;s column title for retransmitted TCP segments; keep it short</extracomment>
        <translation>重传</translation>
    </message>
    <message>
        <source>Of the throughput, what the holders of the pairs received (read, counted where it arrived); empty where the spec sends nothing that way</source>
        <translation>吞吐量中各对的持有端接收的部分（读取，在到达处计数）；规范不向该方向发送任何数据时为空</translation>
    </message>
    <message>
        <source>Of the throughput, what the holders of the pairs sent (write, counted where it arrived); empty where the spec sends nothing that way</source>
        <translation>吞吐量中各对的持有端发送的部分（写入，在到达处计数）；规范不向该方向发送任何数据时为空</translation>
    </message>
    <message>
        <source>%1 Mbit/s</source>
        <translation>%1 Mbit/s</translation>
    </message>
</context>
<context>
    <name>iometry::gui::PingPongProtocolPage</name>
    <message>
        <source>&amp;UDP ping-pong</source>
        <translation>UDP 乒乓(&amp;U)</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>协议</translation>
    </message>
</context>
<context>
    <name>iometry::gui::PlanDocument</name>
    <message>
        <source>Edit the plan</source>
        <translation>编辑计划</translation>
    </message>
</context>
<context>
    <name>iometry::gui::PlanWizard</name>
    <message>
        <source>%1: type its address.</source>
        <translation>%1：请输入其地址。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not an IPv4 or IPv6 address.</source>
        <translation>%1：“%2”不是 IPv4 或 IPv6 地址。</translation>
    </message>
    <message>
        <source>%1: %2 is a link-local IPv6 address, which needs an interface scope that a plan cannot hold; use a global or unique local address.</source>
        <translation>%1：%2 是链路本地 IPv6 地址，需要接口作用域，而计划无法保存该信息；请使用全局地址或唯一本地地址。</translation>
    </message>
    <message>
        <source>%1: %2 is a loopback address, which another host cannot reach. For a test on this machine alone, choose Loopback.</source>
        <translation>%1：%2 是回环地址，其他主机无法访问。若只在本机测试，请选择“回环”。</translation>
    </message>
    <message>
        <source>Replace the plan</source>
        <translation>替换计划</translation>
    </message>
    <message>
        <source>The plan in the window has changes that are not saved. Replace it with the wizard&apos;s plan &quot;%1&quot;?</source>
        <translation>窗口中的计划有未保存的更改。要用向导生成的计划“%1”替换它吗？</translation>
    </message>
    <message>
        <source>&amp;Wizards</source>
        <translation>向导(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Adapter throughput…</source>
        <translation>适配器吞吐量(&amp;A)…</translation>
    </message>
    <message>
        <source>Throughput of one TCP pair per request size, over loopback or between two hosts</source>
        <translation>一对 TCP 连接在各请求大小下的吞吐量，经回环或在两台主机之间</translation>
    </message>
    <message>
        <source>How a server holds up with 1 to 8 clients at once</source>
        <translation>服务器同时应对 1 到 8 个客户端时的表现</translation>
    </message>
    <message>
        <source>&amp;Disk I/O…</source>
        <translation>磁盘 I/O(&amp;D)…</translation>
    </message>
    <message>
        <source>%1 × %2 ≈ %3 (each %4)</source>
        <translation>%1 × %2 ≈ %3（每次 %4）</translation>
    </message>
    <message>
        <source>receive</source>
        <translation>接收</translation>
    </message>
    <message>
        <source>full duplex</source>
        <translation>全双工</translation>
    </message>
    <message>
        <source>transmit</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>1 (no aggregate)</source>
        <translation>1（不汇总）</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>%1, combined by %2</source>
        <translation>%1，汇总方式：%2</translation>
    </message>
    <message>
        <source>On host A: iometry-run PLAN.json --results DIR --listen %1 --token-file TOKEN. On host B: iometry-dynamo --manager %1 --name B --token-file TOKEN</source>
        <translation>在主机 A 上：iometry-run PLAN.json --results DIR --listen %1 --token-file TOKEN。在主机 B 上：iometry-dynamo --manager %1 --name B --token-file TOKEN</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 ≈ %2 (each %3)</source>
        <translation>%1 ≈ %2（每次 %3）</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>最多 %1</translation>
    </message>
    <message>
        <source>UDP &amp;ramp…</source>
        <translation>UDP 速率递增(&amp;R)…</translation>
    </message>
    <message>
        <source>Achieved rate and loss of one UDP stream offered ever more, over loopback or between two hosts</source>
        <translation>提供速率不断提高时，单条 UDP 流的实际速率与丢包，经回环或在两台主机之间</translation>
    </message>
    <message>
        <source>&amp;Zero-loss rate (RFC 2544)…</source>
        <translation>零丢包速率 (RFC 2544)(&amp;Z)…</translation>
    </message>
    <message>
        <source>The highest rate without loss for each Ethernet frame size, by a binary search of short trials</source>
        <translation>通过短时试验的二分查找，求出每种以太网帧大小下无丢包的最高速率</translation>
    </message>
    <message>
        <source>&amp;Fine size sweep (NetPIPE)…</source>
        <translation>精细大小扫描 (NetPIPE)(&amp;F)…</translation>
    </message>
    <message>
        <source>A ping-pong at sizes between and beside the powers of two, to find throughput drop-outs</source>
        <translation>在 2 的幂之间及其附近的大小上进行乒乓测试，以找出吞吐量骤降</translation>
    </message>
    <message>
        <source>The delay a link adds, per payload size, from UDP round trips to a second host and over loopback</source>
        <translation>根据到第二台主机以及经回环的 UDP 往返，得出链路在各有效载荷大小下增加的时延</translation>
    </message>
    <message>
        <source>&amp;Latency (round trips)…</source>
        <translation>延迟（往返时间）(&amp;L)…</translation>
    </message>
    <message>
        <source>Round-trip times and their tail per request size, TCP request/response or UDP ping-pong, over loopback or between two hosts</source>
        <translation>每个请求大小的往返时间及其尾部，TCP 请求/响应或 UDP 乒乓，经回环或在两台主机之间</translation>
    </message>
    <message>
        <source>&amp;Jumbo frames (MTU sweep)…</source>
        <translation>巨型帧（MTU 扫描）(&amp;J)…</translation>
    </message>
    <message>
        <source>TCP throughput between two hosts at MTU 1500, 4000, 9000 and others; both dynamos need CAP_NET_ADMIN</source>
        <translation>两台主机之间在 MTU 1500、4000、9000 等取值下的 TCP 吞吐量；两个 Dynamo 都需要 CAP_NET_ADMIN</translation>
    </message>
    <message>
        <source>IOPS, MB/s and latency of a test file or a block device against outstanding I/Os, from a library of access patterns</source>
        <translation>测试文件或块设备的 IOPS、MB/s 和延迟随队列深度的变化，访问模式取自规范库</translation>
    </message>
    <message>
        <source>This window is not listening for dynamos now (Dynamos → Add a remote dynamo…).</source>
        <translation>此窗口当前未监听 Dynamo（Dynamo → 添加远程 Dynamo…）。</translation>
    </message>
    <message>
        <source>This window listens on %1, which only this host reaches: a dynamo on another host cannot connect. Listen on an address the other hosts reach first (Dynamos → Add a remote dynamo…, Listen address, Apply); the command changes with it.</source>
        <translation>此窗口监听的 %1 只有本机可以访问：其他主机上的 Dynamo 无法连接。请先在其他主机可访问的地址上监听（Dynamo → 添加远程 Dynamo…，监听地址，应用）；命令会随之改变。</translation>
    </message>
    <message>
        <source>To join this window, which listens on %1, run there (TOKEN: the token file Dynamos → Add a remote dynamo… saves):</source>
        <translation>要加入此窗口（监听 %1），请在该主机上运行（TOKEN：Dynamo → 添加远程 Dynamo… 保存的令牌文件）：</translation>
    </message>
    <message>
        <source>&lt;p&gt;Or headless: the first command on host A, the second there:&lt;/p&gt;</source>
        <translation>&lt;p&gt;或无界面运行：第一条命令在主机 A 上运行，第二条在该主机上运行：&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Dynamo B does not start by itself: start it on host B.</source>
        <translation>Dynamo B 不会自行启动：请在主机 B 上启动它。</translation>
    </message>
    <message>
        <source>&amp;Save and replace</source>
        <translation>保存并替换(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>替换(&amp;R)</translation>
    </message>
    <message>
        <source>One server, several &amp;clients…</source>
        <translation>一台服务器，多个客户端(&amp;C)…</translation>
    </message>
    <message>
        <source>Adapter delay (round &amp;trip)…</source>
        <translation>适配器延迟（往返）(&amp;T)…</translation>
    </message>
    <message>
        <source>Load–latency curve of a lin&amp;k…</source>
        <translation>链路的负载–延迟曲线(&amp;K)…</translation>
    </message>
    <message>
        <source>How the round trip of TCP requests grows with their rate, offered open loop at fractions of the highest rate, over loopback or between two hosts</source>
        <translation>TCP 请求的往返时间如何随速率增长：以最高速率的各比例开环提供，经 loopback 或在两台主机之间</translation>
    </message>
    <message>
        <source>Load–latency curve of a d&amp;isk…</source>
        <translation>磁盘的负载–延迟曲线(&amp;I)…</translation>
    </message>
    <message>
        <source>How the latency of 4 KiB random reads grows with their rate, offered open loop at fractions of the highest rate</source>
        <translation>4 KiB 随机读取的延迟如何随速率增长：以最高速率的各比例开环提供</translation>
    </message>
    <message>
        <source>Latency &amp;under load of a link…</source>
        <translation>链路负载下的延迟(&amp;U)…</translation>
    </message>
    <message>
        <source>What a TCP stream does to the round trips of a UDP probe beside it, against the probe alone before and after (Flent&apos;s RRUL), over loopback or between two hosts</source>
        <translation>TCP 流对其旁 UDP 探针往返的影响，与前后单独运行的探针对比（Flent 的 RRUL），经 loopback 或在两台主机之间</translation>
    </message>
    <message>
        <source>Latency under l&amp;oad of a disk…</source>
        <translation>磁盘负载下的延迟(&amp;O)…</translation>
    </message>
    <message>
        <source>What a load of writes or reads does to single 4 KiB random reads of the same test file, against the reads alone before and after</source>
        <translation>写入或读取负载对同一测试文件的单个 4 KiB 随机读取的影响，与前后单独进行的读取对比</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ProcedureTableModel</name>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>iometry::gui::RateFramesPage</name>
    <message>
        <source>Frame sizes</source>
        <translation>帧大小</translation>
    </message>
    <message>
        <source>Frames and link</source>
        <translation>帧与链路</translation>
    </message>
    <message>
        <source>Each checked frame size is searched in turn, for the highest rate at which the path loses no datagram (or no more than you tolerate).</source>
        <translation>依次对每个勾选的帧大小进行查找，找出路径不丢失任何数据报（或丢失不超过您的容限）的最高速率。</translation>
    </message>
    <message>
        <source>&amp;Link speed:</source>
        <translation>链路速率(&amp;L)：</translation>
    </message>
    <message>
        <source>Check at least one frame size.</source>
        <translation>请至少勾选一个帧大小。</translation>
    </message>
    <message>
        <source>RFC 2544 lists these; each frame carries a UDP payload of its size − %1 bytes.</source>
        <translation>这些大小由 RFC 2544 列出；每帧携带的 UDP 有效载荷为帧大小 − %1 字节。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::RateSearchPage</name>
    <message>
        <source>&amp;Verify the rate found</source>
        <translation>验证找到的速率(&amp;V)</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>查找</translation>
    </message>
    <message>
        <source>A binary search in % of line rate: each trial offers one rate, and passes when little enough is lost and the sender kept up.</source>
        <translation>按线速百分比进行二分查找：每次试验提供一个速率，丢包足够少且发送端跟得上时即为通过。</translation>
    </message>
    <message>
        <source>Loss &amp;tolerance:</source>
        <translation>丢包容限(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>分辨率(&amp;R)：</translation>
    </message>
    <message>
        <source>Trial t&amp;ime:</source>
        <translation>试验时间(&amp;I)：</translation>
    </message>
    <message>
        <source>RFC 2544 tolerates none.</source>
        <translation>RFC 2544 不允许任何丢失。</translation>
    </message>
    <message>
        <source>Finer costs a trial or two more.</source>
        <translation>越精细，需要多做一两次试验。</translation>
    </message>
    <message>
        <source>Each trial warms up for %1 first, not measured.</source>
        <translation>每次试验先预热 %1，不计入测量。</translation>
    </message>
    <message>
        <source>The result says whether it passed again.</source>
        <translation>结果会说明它是否再次通过。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::RateSearchWizard</name>
    <message>
        <source>Where the two ends of the UDP stream run. Host A&apos;s address sends to host B&apos;s, so these choose the adapters under test.</source>
        <translation>UDP 流的两端在哪里运行。由主机 A 的地址发送到主机 B 的地址，因此这两个地址决定了被测适配器。</translation>
    </message>
    <message>
        <source>Measures what this machine can send and receive over loopback, not a link: small frames stop where its sender does.</source>
        <translation>测量的是本机经回环能发送和接收多少，而不是链路：小帧的结果止步于本机发送端的极限。</translation>
    </message>
    <message>
        <source>Measures the link between two machines: A&apos;s adapter sends, B&apos;s receives.</source>
        <translation>测量两台机器之间的链路：A 的适配器发送，B 的适配器接收。</translation>
    </message>
    <message>
        <source>Zero-loss rate (RFC 2544)</source>
        <translation>零丢包速率 (RFC 2544)</translation>
    </message>
    <message>
        <source>Zero-loss rate: %1 Mbit/s, %2</source>
        <translation>零丢包速率：%1 Mbit/s，%2</translation>
    </message>
    <message>
        <source>RFC 2544 throughput at %1 Mbit/s of line rate: for each frame size %2 bytes, the highest rate in % of line rate at which at most %3 % of the datagrams are lost, to %4 %, in %5 trials.</source>
        <translation>线速 %1 Mbit/s 下的 RFC 2544 吞吐量：对每个帧大小（%2 字节），求出丢失数据报不超过 %3 % 的最高速率（以线速百分比表示），精确到 %4 %，每次试验 %5。</translation>
    </message>
    <message>
        <source>One UDP stream over loopback on this machine. %1</source>
        <translation>本机上经回环的一条 UDP 流。%1</translation>
    </message>
    <message>
        <source>Two hosts: A (this machine, %1) sends to B (%2), a dynamo started by hand. %3 %4</source>
        <translation>两台主机：A（本机，%1）发送到 B（%2，手动启动的 Dynamo）。%3 %4</translation>
    </message>
    <message>
        <source>Topology:</source>
        <translation>拓扑：</translation>
    </message>
    <message>
        <source>Stream:</source>
        <translation>数据流：</translation>
    </message>
    <message>
        <source>one way, the worker sends to its partner; line rate %1 Mbit/s</source>
        <translation>单向，工作线程发送到其对端；线速 %1 Mbit/s</translation>
    </message>
    <message>
        <source>one way, host A sends to host B; line rate %1 Mbit/s</source>
        <translation>单向，主机 A 发送到主机 B；线速 %1 Mbit/s</translation>
    </message>
    <message>
        <source>Frame sizes:</source>
        <translation>帧大小：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 B (UDP payload = frame − 46 B)</source>
        <translation>%1 B（UDP 有效载荷 = 帧 − 46 B）</translation>
    </message>
    <message>
        <source>A trial passes:</source>
        <translation>试验通过条件：</translation>
    </message>
    <message>
        <source>at most %1 % lost, and the sender offered at least 99 % of the rate</source>
        <translation>丢失不超过 %1 %，且发送端至少达到该速率的 99 %</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>查找：</translation>
    </message>
    <message>
        <source>%1 % … 100 % of line rate in steps of %1 %; the rate found runs once more</source>
        <translation>线速的 %1 % … 100 %，步长 %1 %；找到的速率会再运行一次</translation>
    </message>
    <message>
        <source>%1 % … 100 % of line rate in steps of %1 %</source>
        <translation>线速的 %1 % … 100 %，步长 %1 %</translation>
    </message>
    <message>
        <source>Each trial:</source>
        <translation>每次试验：</translation>
    </message>
    <message>
        <source>%1 warm-up + %2 measured</source>
        <translation>%1 预热 + %2 测量</translation>
    </message>
    <message>
        <source>Trials:</source>
        <translation>试验次数：</translation>
    </message>
    <message>
        <source>usually %1, at most %2 per frame size; %3</source>
        <translation>通常 %1 次，每个帧大小最多 %2 次；%3</translation>
    </message>
</context>
<context>
    <name>iometry::gui::RepeatsPage</name>
    <message>
        <source>Repeats</source>
        <translation>重复</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>One run is enough to look around. For figures to publish, reviewers use 15–20 repeats: single runs of a network test scatter by several per cent. The aggregate row also gives the standard deviation of Mbit/s across the repeats.</source>
        <translation>随便看看运行一次就够了。若要发布数据，评测者通常重复 15–20 次：网络测试单次运行的结果会有几个百分点的波动。汇总行还会给出各次重复之间 Mbit/s 的标准差。</translation>
    </message>
    <message>
        <source>&amp;Repeats of each step:</source>
        <translation>每步重复次数(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Aggregate:</source>
        <translation>汇总方式(&amp;A)：</translation>
    </message>
    <message>
        <source>Every rate, latency and CPU figure is the mean of the repeats.</source>
        <translation>所有速率、延迟和 CPU 数据均取各次重复的平均值。</translation>
    </message>
    <message>
        <source>Every figure is the median of the repeats: one disturbed run does not move it.</source>
        <translation>所有数据均取各次重复的中位数：单次受干扰的运行不会影响它。</translation>
    </message>
    <message>
        <source>The repeat with the highest Mbit/s stands for the step.</source>
        <translation>以 Mbit/s 最高的那次重复代表该步骤。</translation>
    </message>
    <message>
        <source>Each step can run several times in a row, combined into one aggregate row.</source>
        <translation>每一步可以连续运行多次，并合并为一行汇总结果。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ReportPage</name>
    <message>
        <source>Open results…</source>
        <translation>打开结果…</translation>
    </message>
    <message>
        <source>Export figure…</source>
        <translation>导出图表…</translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation>导出表格…</translation>
    </message>
    <message>
        <source>Open the folder of a finished run (the one holding summary.csv)</source>
        <translation>打开某次已完成运行的文件夹（包含 summary.csv 的那个）</translation>
    </message>
    <message>
        <source>Save the figure as PNG (2× scale), PDF or SVG</source>
        <translation>将图表保存为 PNG（2 倍缩放）、PDF 或 SVG</translation>
    </message>
    <message>
        <source>Save the table as CSV</source>
        <translation>将表格保存为 CSV</translation>
    </message>
    <message>
        <source>Copy table</source>
        <translation>复制表格</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Open results folder</source>
        <translation>打开结果文件夹</translation>
    </message>
    <message>
        <source>Open results</source>
        <translation>打开结果</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Export table</source>
        <translation>导出表格</translation>
    </message>
    <message>
        <source>The figure and table to show: the method&apos;s own, or throughput and CPU against request size</source>
        <translation>要显示的图表和表格：测试方法自身的，或吞吐量和 CPU 随请求大小的变化</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;No results loaded.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Click &lt;b&gt;Open results…&lt;/b&gt; and choose the folder of a finished run (the one holding summary.csv), or start a test: its report appears here when it finishes.&lt;/p&gt;&lt;p&gt;The figure shows throughput and CPU load against request size; the table below it lists the P/E index (Mbit/s ÷ CPU %) for every size. A run of a network method (UDP ramp, zero-loss rate, fine sweep, adapter delay) also shows the method&apos;s own figure and table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;未加载结果。&lt;/b&gt;&lt;/p&gt;&lt;p&gt;点击&lt;b&gt;打开结果…&lt;/b&gt;并选择某次已完成运行的文件夹（包含 summary.csv 的那个），或开始一次测试：测试结束后其报告会显示在这里。&lt;/p&gt;&lt;p&gt;图表显示吞吐量和 CPU 占用率随请求大小的变化；下方的表格列出每个大小的 P/E 指数（Mbit/s ÷ CPU %）。网络测试方法（UDP 速率递增、零丢包速率、精细扫描、适配器时延）的运行结果还会显示该方法自身的图表和表格。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>What the disk figure&apos;s left axis shows: I/Os per second or megabytes per second</source>
        <translation>磁盘图左轴显示的内容：每秒 I/O 数或每秒兆字节数</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>&lt;p&gt;For a run of disk workers the figure shows IOPS or MB/s with the latency against the request size or the outstanding I/Os, whichever the steps varied, and the table lists the block device&apos;s own counters beside them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;对于磁盘工作线程的运行，图中显示 IOPS 或 MB/s 及延迟随请求大小或队列深度（取决于各步改变的是哪一项）的变化，表格在旁列出块设备自身的计数器。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>What the error bars show where a step ran several repeats</source>
        <translation>当步骤运行多次重复时误差棒显示的内容</translation>
    </message>
    <message>
        <source>± standard deviation</source>
        <translation>± 标准差</translation>
    </message>
    <message>
        <source>min–max of repeats</source>
        <translation>重复的最小–最大值</translation>
    </message>
    <message>
        <source>What the right axis of the throughput figure shows</source>
        <translation>吞吐量图右轴显示的内容</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>CPU %</translation>
    </message>
    <message>
        <source>irq/s</source>
        <translation>中断/秒</translation>
    </message>
    <message>
        <source>softirq %</source>
        <translation>软中断 %</translation>
    </message>
    <message>
        <source>NIC drops</source>
        <translation>网卡丢包</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Figure title</source>
        <translation>图标题</translation>
    </message>
    <message>
        <source>Subtitle: host, adapter, driver, link speed, MTU</source>
        <translation>副标题：主机、适配器、驱动、链路速率、MTU</translation>
    </message>
    <message>
        <source>Add to comparison…</source>
        <translation>加入对比…</translation>
    </message>
    <message>
        <source>Add another results folder: its runs are drawn in the same figure (folders can also be dropped on this page)</source>
        <translation>再添加一个结果文件夹：其运行绘制在同一图中（也可将文件夹拖放到此页面）</translation>
    </message>
    <message>
        <source>Save comparison…</source>
        <translation>保存对比…</translation>
    </message>
    <message>
        <source>Open comparison…</source>
        <translation>打开对比…</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
    <message>
        <source>Subtitle:</source>
        <translation>副标题：</translation>
    </message>
    <message>
        <source>Error bars:</source>
        <translation>误差棒：</translation>
    </message>
    <message>
        <source>Right axis:</source>
        <translation>右轴：</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Results folder</source>
        <translation>结果文件夹</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>A comparison holds at most %1 runs: remove one first.</source>
        <translation>对比最多包含 %1 次运行：请先移除一个。</translation>
    </message>
    <message>
        <source>Runs compared</source>
        <translation>运行对比</translation>
    </message>
    <message numerus="yes">
        <source>Comparing %n runs: %1</source>
        <translation>
            <numerusform>对比 %n 次运行：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit to rename the run in the figure and the table</source>
        <translation>编辑以重命名图和表中的运行</translation>
    </message>
    <message>
        <source>Add results to the comparison</source>
        <translation>将结果加入对比</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a comparison file of Iometry (iometry.comparison/1).</source>
        <translation>%1 不是 Iometry 对比文件 (iometry.comparison/1)。</translation>
    </message>
    <message>
        <source>%1 must name 1 to %2 results folders.</source>
        <translation>%1 必须列出 1 到 %2 个结果文件夹。</translation>
    </message>
    <message>
        <source>Save comparison</source>
        <translation>保存对比</translation>
    </message>
    <message>
        <source>Iometry comparison (*.json)</source>
        <translation>Iometry 对比 (*.json)</translation>
    </message>
    <message>
        <source>Open comparison</source>
        <translation>打开对比</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move the run up: the figure&apos;s legend and the table follow this order</source>
        <translation>上移该运行：图例和表格按此顺序排列</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Move the run down: the figure&apos;s legend and the table follow this order</source>
        <translation>下移该运行：图例和表格按此顺序排列</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Show the new results in place of the comparison</source>
        <translation>用新结果替换比较显示</translation>
    </message>
    <message>
        <source>New results: %1 (the comparison stays until you show them)</source>
        <translation>新结果：%1（在您显示它们之前，比较保持不变）</translation>
    </message>
    <message numerus="yes">
        <source>The page compares %n runs. Add the results to the comparison, or show them alone in its place (the comparison is not kept unless it was saved)?</source>
        <translation>
            <numerusform>此页面正在比较 %n 次运行。要将结果添加到比较中，还是单独显示以替换比较（除非已保存，否则比较不会保留）？</numerusform>
        </translation>
    </message>
    <message>
        <source>Add to the comparison</source>
        <translation>添加到比较</translation>
    </message>
    <message>
        <source>Show alone</source>
        <translation>单独显示</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ResultsPage</name>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Mbit/s</source>
        <translation>Mbit/s</translation>
    </message>
    <message>
        <source>CPU load</source>
        <translation>CPU 占用率</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>CPU %</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>操作数</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Latency p99</source>
        <translation>p99 延迟</translation>
    </message>
    <message>
        <source>No test has run yet: press Start.</source>
        <translation>尚未运行测试：请点击“开始”。</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation>导出表格…</translation>
    </message>
    <message>
        <source>Starting “%1”…</source>
        <translation>正在启动“%1”…</translation>
    </message>
    <message>
        <source>Step %1 of %2, repeat %3 of %4</source>
        <translation>第 %1/%2 步，第 %3/%4 次重复</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1/%2 步</translation>
    </message>
    <message>
        <source>total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>I/O rate</source>
        <translation>I/O 速率</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Dynamos</source>
        <translation>Dynamo</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>工作线程</translation>
    </message>
    <message>
        <source>Cores (heat strip)</source>
        <translation>核心（热力条）</translation>
    </message>
    <message>
        <source>1 min</source>
        <translation>1 分钟</translation>
    </message>
    <message>
        <source>5 min</source>
        <translation>5 分钟</translation>
    </message>
    <message>
        <source>10 min</source>
        <translation>10 分钟</translation>
    </message>
    <message>
        <source>15 min</source>
        <translation>15 分钟</translation>
    </message>
    <message>
        <source>1 h</source>
        <translation>1 小时</translation>
    </message>
    <message>
        <source>Whole run</source>
        <translation>整个运行</translation>
    </message>
    <message>
        <source>How much history the charts keep and show while following</source>
        <translation>跟随时图表保留并显示多长的历史</translation>
    </message>
    <message>
        <source>&amp;Window:</source>
        <translation>窗口(&amp;W)：</translation>
    </message>
    <message>
        <source>Wheel: zoom; drag: pan; hover: read a value; tick the series to draw beside each chart.</source>
        <translation>滚轮：缩放；拖动：平移；悬停：读数；在每个图表旁勾选要绘制的序列。</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>步骤 %1</translation>
    </message>
    <message>
        <source>%1 (repeat %2)</source>
        <translation>%1（重复 %2）</translation>
    </message>
    <message>
        <source>%1 p99</source>
        <translation>%1 p99</translation>
    </message>
    <message>
        <source>Hide this message</source>
        <translation>隐藏此消息</translation>
    </message>
    <message>
        <source>The test failed: %1</source>
        <translation>测试失败：%1</translation>
    </message>
    <message>
        <source>The test failed: %1
What was measured before is kept in %2.</source>
        <translation>测试失败：%1
此前测得的结果保存在 %2 中。</translation>
    </message>
    <message>
        <source>Finished: all %1 steps done</source>
        <translation>完成：全部 %1 步均已完成</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 steps</source>
        <translation>已停止：完成了 %2 步中的 %1 步</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>Member %1 of %2: %3</source>
        <translation>第 %1/%2 个成员：%3</translation>
    </message>
    <message>
        <source>%1 — finished</source>
        <translation>%1 — 已完成</translation>
    </message>
    <message>
        <source>%1 — stopped</source>
        <translation>%1 — 已停止</translation>
    </message>
    <message>
        <source>%1 — failed</source>
        <translation>%1 — 失败</translation>
    </message>
    <message>
        <source>%1 — starting</source>
        <translation>%1 — 正在启动</translation>
    </message>
    <message>
        <source>%1 — step %2/%3</source>
        <translation>%1 — 第 %2/%3 步</translation>
    </message>
    <message>
        <source>%1 — step %2/%3, suite ETA %4</source>
        <translation>%1 — 第 %2/%3 步，套件剩余 %4</translation>
    </message>
    <message>
        <source>Suite “%1”: all %2 members completed</source>
        <translation>套件“%1”：全部 %2 个成员均已完成</translation>
    </message>
    <message>
        <source>Suite “%1”: %2 of %3 members completed, %4 failed (resume it to run them again)</source>
        <translation>套件“%1”：%3 个成员中 %2 个已完成，%4 个失败（继续套件即可重新运行它们）</translation>
    </message>
    <message>
        <source>Suite “%1” stopped: %2 of %3 members completed (File → Resume suite… runs the rest)</source>
        <translation>套件“%1”已停止：%3 个成员中 %2 个已完成（文件 → 继续测试套件… 会运行其余部分）</translation>
    </message>
    <message>
        <source>bit/s</source>
        <translation>bit/s</translation>
    </message>
    <message>
        <source>B/s</source>
        <translation>B/s</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>no round trips in a stream</source>
        <translation>流没有往返</translation>
    </message>
    <message>
        <source>No round trips to time:
this plan&apos;s streams send without replies.
Give the spec a reply size to time them.</source>
        <translation>没有可计时的往返：
此计划的流发送时不带应答。
在规范中设置应答大小即可计时。</translation>
    </message>
    <message>
        <source>reads p99</source>
        <translation>读 p99</translation>
    </message>
    <message>
        <source>writes p99</source>
        <translation>写 p99</translation>
    </message>
    <message>
        <source>probe %1, p50</source>
        <translation>探针 %1，p50</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ResultsPicker</name>
    <message numerus="yes">
        <source>%n step</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>workers: %1</source>
        <translation>工作线程：%1</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>The runs in %1, newest first. Other folders: Browse…</source>
        <translation>%1 中的运行，最新的在前。其他文件夹：浏览…</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ReviewSuiteWizard</name>
    <message>
        <source>… and %1 more</source>
        <translation>… 另有 %1 条</translation>
    </message>
    <message>
        <source>size %1</source>
        <translation>大小 %1</translation>
    </message>
    <message>
        <source>outstanding %1</source>
        <translation>队列深度 %1</translation>
    </message>
    <message>
        <source>MTU %1</source>
        <translation>MTU %1</translation>
    </message>
    <message>
        <source>workers %1</source>
        <translation>工作线程 %1</translation>
    </message>
    <message>
        <source>targets %1</source>
        <translation>目标 %1</translation>
    </message>
    <message>
        <source>One step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>Sweep of %1</source>
        <translation>扫描：%1</translation>
    </message>
    <message>
        <source>Review suite</source>
        <translation>评测套件</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>no suite is chosen</source>
        <translation>尚未选择套件</translation>
    </message>
    <message>
        <source>phases %1</source>
        <translation>阶段 %1</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ServerClientsWizard</name>
    <message>
        <source>One server, several clients</source>
        <translation>一台服务器，多个客户端</translation>
    </message>
    <message>
        <source>Topology:</source>
        <translation>拓扑：</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>服务器：</translation>
    </message>
    <message>
        <source>%1 (dynamo &quot;server&quot;, this machine)</source>
        <translation>%1（Dynamo “server”，本机）</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1，地址 %2</translation>
    </message>
    <message>
        <source>Clients:</source>
        <translation>客户端：</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>模式：</translation>
    </message>
    <message>
        <source>%1, %2 requests (spec &quot;%3&quot;)</source>
        <translation>%1，请求大小 %2（规范“%3”）</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>运行：</translation>
    </message>
    <message>
        <source>%1 ramp + %2 measured, sampled every %3 ms</source>
        <translation>%1 预热 + %2 测量，每 %3 毫秒采样一次</translation>
    </message>
    <message>
        <source>Repeats:</source>
        <translation>重复次数：</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each client&apos;s pair appears as a worker row (%1) on the Results page and in summary.csv; the &quot;all&quot; row is the server&apos;s aggregate throughput over every client.&lt;/p&gt;</source>
        <translation>&lt;p&gt;每个客户端的连接对在“结果”页和 summary.csv 中显示为一行工作线程（%1）；“all”行是服务器对所有客户端的总吞吐量。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>One server, one client, loopback: %1, %2</source>
        <translation>一台服务器，一个客户端，回环：%1，%2</translation>
    </message>
    <message>
        <source>One server, one client: %1, %2</source>
        <translation>一台服务器，一个客户端：%1，%2</translation>
    </message>
    <message numerus="yes">
        <source>One server, %n clients, loopback: %1, %2</source>
        <translation>
            <numerusform>一台服务器，%n 个客户端，回环：%1，%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>One server, %n clients: %1, %2</source>
        <translation>
            <numerusform>一台服务器，%n 个客户端：%1，%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loopback on this machine (127.0.0.1): one server, clients: %n; %1, %2 requests.</source>
        <translation>
            <numerusform>本机回环 (127.0.0.1)：一台服务器，客户端数：%n；%1，请求大小 %2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Server %3 (dynamo &quot;server&quot;, started here), clients on other hosts: %n; %1, %2 requests. Each client host runs: iometry-dynamo --manager %4 --name NAME --token-file TOKEN</source>
        <translation>
            <numerusform>服务器 %3（Dynamo “server”，在此启动），其他主机上的客户端数：%n；%1，请求大小 %2。每台客户端主机运行：iometry-dynamo --manager %4 --name NAME --token-file TOKEN</numerusform>
        </translation>
    </message>
    <message>
        <source>loopback: the server and every client on this machine (127.0.0.1)</source>
        <translation>回环：服务器和所有客户端都在本机 (127.0.0.1)</translation>
    </message>
    <message>
        <source>Steps × repeats:</source>
        <translation>步数 × 重复次数：</translation>
    </message>
    <message>
        <source>The clients&apos; dynamos do not start by themselves: start one on each client host, with NAME its dynamo name.</source>
        <translation>客户端的 Dynamo 不会自行启动：请在每台客户端主机上各启动一个，NAME 为其 Dynamo 名称。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ServerHostsPage</name>
    <message>
        <source>&amp;Loopback: server and clients all on this machine</source>
        <translation>回环(&amp;L)：服务器和所有客户端都在本机</translation>
    </message>
    <message>
        <source>&amp;Several hosts: the server here, each client on its own host</source>
        <translation>多台主机(&amp;S)：服务器在本机，每个客户端在各自的主机上</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Server and clients</source>
        <translation>服务器与客户端</translation>
    </message>
    <message>
        <source>Se&amp;rver address:</source>
        <translation>服务器地址(&amp;R)：</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>客户端</translation>
    </message>
    <message>
        <source>Dynamo name</source>
        <translation>Dynamo 名称</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>e.g. 10.0.0.%1</source>
        <translation>例如 10.0.0.%1</translation>
    </message>
    <message>
        <source>The server&apos;s dynamo is started on this machine; each client&apos;s dynamo is started by hand on its host (the summary tells how). Clients on one host share its dynamo name.</source>
        <translation>服务器的 Dynamo 在本机上启动；每个客户端的 Dynamo 需在其主机上手动启动（具体方法见摘要页）。位于同一主机上的客户端共用该主机的 Dynamo 名称。</translation>
    </message>
    <message>
        <source>Number of &amp;clients:</source>
        <translation>客户端数量(&amp;C)：</translation>
    </message>
    <message>
        <source>One local dynamo over 127.0.0.1: shows how the stack and the CPU share out among clients.</source>
        <translation>一个本地 Dynamo，经 127.0.0.1 连接：显示协议栈和 CPU 在各客户端之间如何分配。</translation>
    </message>
    <message>
        <source>Tests the server&apos;s adapter and host for real.</source>
        <translation>真实测试服务器的适配器和主机。</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Client %1</source>
        <translation>客户端 %1</translation>
    </message>
    <message>
        <source>%1: the dynamo name must be 1–64 letters, digits, spaces or _ - . characters, got &quot;%2&quot;.</source>
        <translation>%1：Dynamo 名称必须由 1–64 个字母、数字、空格或 _ - . 字符组成，但给出的是“%2”。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is the server&apos;s dynamo; give the client a name of its own.</source>
        <translation>%1：“%2”是服务器的 Dynamo；请为客户端另起一个名称。</translation>
    </message>
    <message>
        <source>%1: %2 is %3 but the server&apos;s %4 is %5: both ends of a pair must be of the same family.</source>
        <translation>%1：%2 是 %3，但服务器的 %4 是 %5：连接对的两端必须属于同一地址族。</translation>
    </message>
    <message>
        <source>%1 has the server&apos;s address; type the address of the client&apos;s host.</source>
        <translation>%1 使用了服务器的地址；请输入客户端主机的地址。</translation>
    </message>
    <message>
        <source>The server holds one TCP worker per client: all pairs run at once and the server carries their sum.</source>
        <translation>服务器为每个客户端各分配一个 TCP 工作线程：所有连接对同时运行，服务器承担它们的总和。</translation>
    </message>
    <message>
        <source>Hosts (not used with loopback)</source>
        <translation>主机（回环时不使用）</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ServerTestPage</name>
    <message>
        <source>&amp;Transmit: the server sends to every client</source>
        <translation>发送(&amp;T)：服务器向每个客户端发送</translation>
    </message>
    <message>
        <source>&amp;Receive: every client sends to the server</source>
        <translation>接收(&amp;R)：每个客户端向服务器发送</translation>
    </message>
    <message>
        <source>&amp;Full duplex: both directions at once</source>
        <translation>全双工(&amp;F)：两个方向同时进行</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>The direction is the server&apos;s point of view. All pairs run the same access specification.</source>
        <translation>方向以服务器的角度而言。所有连接对都运行同一个访问规范。</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>In full duplex each direction is counted separately.</source>
        <translation>全双工模式下每个方向分别统计。</translation>
    </message>
    <message>
        <source>Requests and timing</source>
        <translation>请求与时间</translation>
    </message>
    <message>
        <source>Request si&amp;ze:</source>
        <translation>请求大小(&amp;Z)：</translation>
    </message>
    <message>
        <source>R&amp;un time (measured):</source>
        <translation>运行时间（测量）(&amp;U)：</translation>
    </message>
    <message>
        <source>Ra&amp;mp (warm-up, not measured):</source>
        <translation>预热（不测量）(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Sample interval (live charts):</source>
        <translation>采样间隔（实时图表）(&amp;S)：</translation>
    </message>
</context>
<context>
    <name>iometry::gui::SessionController</name>
    <message>
        <source>cannot find iometry-dynamo at %1</source>
        <translation>在 %1 找不到 iometry-dynamo</translation>
    </message>
    <message>
        <source>a test is running: stop it before changing where Iometry listens</source>
        <translation>测试正在运行：更改 Iometry 的监听位置前请先停止测试</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an IP address</source>
        <translation>“%1”不是 IP 地址</translation>
    </message>
    <message>
        <source>the token must be one line of text</source>
        <translation>令牌必须是单行文本</translation>
    </message>
    <message>
        <source>Iometry now listens elsewhere or with another token</source>
        <translation>Iometry 现在改为在其他地址或用其他令牌监听</translation>
    </message>
    <message>
        <source>%1; listening as before failed too: %2</source>
        <translation>%1；恢复原来的监听也失败了：%2</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>%1; listening on %2, any port, instead (Dynamos → Add a remote dynamo)</source>
        <translation>%1；改为在 %2 的任意端口上监听（Dynamo → 添加远程 Dynamo）</translation>
    </message>
    <message>
        <source>the session is still closing</source>
        <translation>会话仍在关闭</translation>
    </message>
    <message>
        <source>the session is closing: try again in a moment</source>
        <translation>会话正在关闭：请稍后重试</translation>
    </message>
    <message>
        <source>the session was closed</source>
        <translation>会话已关闭</translation>
    </message>
    <message>
        <source>name the IOmeter dynamos to let in: their protocol has no authentication</source>
        <translation>请写明要接入的 IOmeter dynamo 名称：其协议没有身份验证</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a dynamo name: use 1–64 letters, digits, spaces or _ - . characters</source>
        <translation>“%1”不是 dynamo 名称：请使用 1–64 个字母、数字、空格或 _ - . 字符</translation>
    </message>
</context>
<context>
    <name>iometry::gui::SettingsDialog</name>
    <message>
        <source>Results folder</source>
        <translation>结果文件夹</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>&amp;Results folder:</source>
        <translation>结果文件夹(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>Each run writes a folder of its own here, named after the plan&apos;s title and the time (&quot;loopback-throughput-sweep-20261203-085141&quot;).</source>
        <translation>每次运行都会在此写入以计划标题和时间命名的文件夹（“loopback-throughput-sweep-20261203-085141”）。</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <source>Follow the desktop</source>
        <translation>跟随桌面</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>&amp;Numbers:</source>
        <translation>数字(&amp;N)：</translation>
    </message>
    <message>
        <source>In the interface language&apos;s format</source>
        <translation>使用界面语言的格式</translation>
    </message>
    <message>
        <source>Plain, in every language (1234.5)</source>
        <translation>简单格式，所有语言相同 (1234.5)</translation>
    </message>
    <message>
        <source>How numbers read on screen. Files (CSV, JSON) always use the C locale, whatever is chosen here.</source>
        <translation>数字在屏幕上的显示方式。文件（CSV、JSON）始终使用 C 区域设置，与此处的选择无关。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::SuiteDevicePage</name>
    <message>
        <source>Device and repeats</source>
        <translation>设备与重复次数</translation>
    </message>
    <message>
        <source>The device under test as the review names it, and how often each step runs: these apply to every member.</source>
        <translation>评测中所称的被测设备，以及每一步运行的次数：适用于所有成员。</translation>
    </message>
    <message>
        <source>e.g. Intel X540-T2, ixgbe 5.19</source>
        <translation>例如 Intel X540-T2, ixgbe 5.19</translation>
    </message>
    <message>
        <source>each member&apos;s own</source>
        <translation>沿用各成员自身的设置</translation>
    </message>
    <message>
        <source>&amp;Device under test:</source>
        <translation>被测设备(&amp;D)：</translation>
    </message>
    <message>
        <source>Recorded with the results, in suite.json: the suite as it ran.</source>
        <translation>与结果一起记录在 suite.json 中：即套件实际运行时的内容。</translation>
    </message>
    <message>
        <source>&amp;Repeats of each step:</source>
        <translation>每步重复次数(&amp;R)：</translation>
    </message>
    <message>
        <source>The template&apos;s by default. For figures to publish reviewers use 15–20: single runs of a network test scatter by several per cent.</source>
        <translation>默认沿用模板的设置。若要发布数据，评测者通常重复 15–20 次：网络测试单次运行的结果会有几个百分点的波动。</translation>
    </message>
    <message>
        <source>Run &amp;time of each step:</source>
        <translation>每步测量时间(&amp;T)：</translation>
    </message>
    <message>
        <source>Shorter runs for a quick look at the whole suite; a method with a trial time of its own keeps it.</source>
        <translation>缩短运行时间，以便快速浏览整个套件；有自身试验时长的方法保持其原值。</translation>
    </message>
    <message>
        <source>Test file of the disk members</source>
        <translation>磁盘成员的测试文件</translation>
    </message>
    <message>
        <source>e.g. 4 GiB</source>
        <translation>例如 4 GiB</translation>
    </message>
    <message>
        <source>&amp;Path:</source>
        <translation>路径(&amp;P)：</translation>
    </message>
    <message>
        <source>A file on the disk under test, on the dynamo that runs them: the review creates it and writes only there.</source>
        <translation>被测磁盘上的一个文件，位于运行这些成员的 Dynamo 上：评测会创建该文件，并且只写入该文件。</translation>
    </message>
    <message>
        <source>File &amp;size:</source>
        <translation>文件大小(&amp;S)：</translation>
    </message>
    <message>
        <source>Bytes, or with KiB, MiB, GiB or TiB. Larger than the disk&apos;s cache, so that the disk is measured and not its cache.</source>
        <translation>以字节为单位，也可带 KiB、MiB、GiB 或 TiB。应大于磁盘的缓存，以便测得的是磁盘本身而非其缓存。</translation>
    </message>
    <message>
        <source>Give the test file&apos;s path.</source>
        <translation>请指定测试文件的路径。</translation>
    </message>
    <message>
        <source>Give the test file&apos;s size.</source>
        <translation>请指定测试文件的大小。</translation>
    </message>
    <message>
        <source>Path: %1</source>
        <translation>路径：%1</translation>
    </message>
    <message>
        <source>File size: %1</source>
        <translation>文件大小：%1</translation>
    </message>
</context>
<context>
    <name>iometry::gui::SuiteFolderPage</name>
    <message>
        <source>Results folder</source>
        <translation>结果文件夹</translation>
    </message>
    <message>
        <source>Every member writes its results into a folder of its own in this one, beside suite.json, the record of the suite as it ran.</source>
        <translation>每个成员把结果写入此文件夹下自己的子文件夹，旁边是 suite.json，即套件实际运行情况的记录。</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>文件夹(&amp;F)：</translation>
    </message>
    <message>
        <source>A new folder by default, named after the suite and the time. A folder that holds a suite&apos;s results already is carried on with File → Resume suite…, never written over.</source>
        <translation>默认是以套件名称和时间命名的新文件夹。已有套件结果的文件夹可通过“文件 → 继续测试套件…”继续，绝不会被覆盖。</translation>
    </message>
    <message>
        <source>Results folder of the suite</source>
        <translation>套件的结果文件夹</translation>
    </message>
    <message>
        <source>Give the folder the suite&apos;s results go to.</source>
        <translation>请指定套件结果写入的文件夹。</translation>
    </message>
    <message>
        <source>%1 is not a whole path: give the folder from the root.</source>
        <translation>%1 不是完整路径：请从根目录起给出文件夹。</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder.</source>
        <translation>%1 是文件，不是文件夹。</translation>
    </message>
    <message>
        <source>%1 already holds a suite&apos;s results: choose another folder (File → Resume suite… carries that suite on).</source>
        <translation>%1 中已有套件结果：请选择其他文件夹（文件 → 继续测试套件… 可继续该套件）。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::SuiteHostsPage</name>
    <message>
        <source>&amp;On the dynamos chosen below</source>
        <translation>在下面选定的 Dynamo 上(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Loopback: the whole suite on this machine</source>
        <translation>回环(&amp;L)：整个套件都在本机</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Which dynamo runs each dynamo the suite names, and the address its data goes through: that address chooses the adapter under test.</source>
        <translation>由哪个 Dynamo 运行套件中列出的各个 Dynamo，以及其数据经过的地址：该地址决定被测适配器。</translation>
    </message>
    <message>
        <source>Each of the suite&apos;s dynamos runs on a dynamo connected to this window, or on a new one started on this machine. To add a dynamo on another host: Dynamos → Add a remote dynamo…</source>
        <translation>套件中的每个 Dynamo 都运行在已连接到本窗口的某个 Dynamo 上，或运行在本机新启动的 Dynamo 上。要添加其他主机上的 Dynamo：Dynamo → 添加远程 Dynamo…</translation>
    </message>
    <message>
        <source>Every dynamo is started on this machine and every address is 127.0.0.1: to try the suite, or for a baseline. Members that sweep the MTU are left out: the loopback MTU is never changed.</source>
        <translation>所有 Dynamo 都在本机启动，所有地址均为 127.0.0.1：用于试运行套件或作为基准。扫描 MTU 的成员会被略过：回环接口的 MTU 从不更改。</translation>
    </message>
    <message>
        <source>Dynamo of the suite</source>
        <translation>套件的 Dynamo</translation>
    </message>
    <message>
        <source>Runs on</source>
        <translation>运行于</translation>
    </message>
    <message>
        <source>Data address</source>
        <translation>数据地址</translation>
    </message>
    <message>
        <source>Dynamo %1</source>
        <translation>Dynamo %1</translation>
    </message>
    <message>
        <source>The suite starts it on the machine that runs it.</source>
        <translation>套件会在运行它的机器上启动该 Dynamo。</translation>
    </message>
    <message>
        <source>The suite expects it on another host.</source>
        <translation>套件期望它位于其他主机上。</translation>
    </message>
    <message>
        <source>the suite&apos;s: %1</source>
        <translation>套件中为：%1</translation>
    </message>
    <message>
        <source>none: no pair of the suite has an end on it</source>
        <translation>无：套件中没有任何一对的端点在它上面</translation>
    </message>
    <message>
        <source>%1 (this machine)</source>
        <translation>%1（本机）</translation>
    </message>
    <message>
        <source>%1 (another host)</source>
        <translation>%1（其他主机）</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 位于 %2</translation>
    </message>
    <message>
        <source>A new dynamo “%1” on this machine</source>
        <translation>本机上的新 Dynamo“%1”</translation>
    </message>
    <message>
        <source>loopback: every dynamo on this machine, every address 127.0.0.1</source>
        <translation>回环：所有 Dynamo 都在本机，所有地址均为 127.0.0.1</translation>
    </message>
    <message>
        <source>%1 on a new dynamo on this machine</source>
        <translation>%1 在本机的新 Dynamo 上</translation>
    </message>
    <message>
        <source>%1 on dynamo %2, this machine</source>
        <translation>%1 在 Dynamo %2 上（本机）</translation>
    </message>
    <message>
        <source>%1 on dynamo %2, another host</source>
        <translation>%1 在 Dynamo %2 上（其他主机）</translation>
    </message>
    <message>
        <source>%1 on dynamo %2 at %3</source>
        <translation>%1 在位于 %3 的 Dynamo %2 上</translation>
    </message>
    <message>
        <source>%1, data address %2</source>
        <translation>%1，数据地址 %2</translation>
    </message>
    <message>
        <source>Dynamo %1: a dynamo of that name is connected from another host, so none would be started on this machine; choose that dynamo for it, or another one.</source>
        <translation>Dynamo %1：已有同名 Dynamo 从其他主机连接，因此本机不会启动任何 Dynamo；请为它选择该 Dynamo 或其他 Dynamo。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::SuiteRunner</name>
    <message>
        <source>dynamo %1, on which the suite runs, is not connected: start it on its host (Dynamos → Add a remote dynamo… tells how)</source>
        <translation>运行套件所需的 Dynamo %1 未连接：请在其主机上启动它（方法见 Dynamo → 添加远程 Dynamo…）</translation>
    </message>
    <message>
        <source>every member of the suite in %1 has completed: nothing is left to run</source>
        <translation>%1 中套件的所有成员均已完成：没有剩余可运行的内容</translation>
    </message>
    <message>
        <source>dynamo %1, on which the suite in %2 runs, is not connected: start it on its host (Dynamos → Add a remote dynamo… tells how), then resume</source>
        <translation>运行 %2 中套件所需的 Dynamo %1 未连接：请在其主机上启动它（方法见 Dynamo → 添加远程 Dynamo…），然后再继续</translation>
    </message>
    <message>
        <source>a suite is running already</source>
        <translation>已有套件正在运行</translation>
    </message>
    <message>
        <source>a test is running: stop it first</source>
        <translation>测试正在运行：请先停止它</translation>
    </message>
    <message>
        <source>the session is not open: no dynamo can run the suite</source>
        <translation>会话未打开：没有 Dynamo 可以运行套件</translation>
    </message>
    <message>
        <source>the session closed before member &quot;%1&quot; could start</source>
        <translation>会话在成员“%1”开始之前已关闭</translation>
    </message>
</context>
<context>
    <name>iometry::gui::SuiteSummaryPage</name>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>After Finish the members run one after another; the Results page shows which one runs, with its live charts.</source>
        <translation>点击“完成”后，各成员依次运行；“结果”页面会显示正在运行的成员及其实时图表。</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>重复次数</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>Suite:</source>
        <translation>套件：</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>设备：</translation>
    </message>
    <message>
        <source>(not named)</source>
        <translation>（未命名）</translation>
    </message>
    <message>
        <source>Dynamos:</source>
        <translation>Dynamo：</translation>
    </message>
    <message>
        <source>Results:</source>
        <translation>结果：</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>至多 %1</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>约 %1</translation>
    </message>
    <message>
        <source>left out: %1</source>
        <translation>已略过：%1</translation>
    </message>
    <message>
        <source>Total: about %1 for %2 members, %3 step runs</source>
        <translation>合计：约 %1，共 %2 个成员，%3 次步骤运行</translation>
    </message>
    <message>
        <source>Total: at most %1 for %2 members, %3 step runs</source>
        <translation>合计：至多 %1，共 %2 个成员，%3 次步骤运行</translation>
    </message>
    <message>
        <source>The suite cannot run yet:
%1</source>
        <translation>套件暂时无法运行：
%1</translation>
    </message>
</context>
<context>
    <name>iometry::gui::SuiteTemplatePage</name>
    <message>
        <source>Template</source>
        <translation>模板</translation>
    </message>
    <message>
        <source>The review to run: a template of the standard reviews, each with its duration at the template&apos;s repeats, or a suite file of your own.</source>
        <translation>要运行的评测：标准评测的某个模板（各模板均注明了按其重复次数计的时长），或您自己的套件文件。</translation>
    </message>
    <message>
        <source>&amp;Open a suite file…</source>
        <translation>打开套件文件(&amp;O)…</translation>
    </message>
    <message>
        <source>The templates were not found beside Iometry (share/iometry/examples/suites): open a suite file.</source>
        <translation>在 Iometry 旁未找到模板 (share/iometry/examples/suites)：请打开套件文件。</translation>
    </message>
    <message>
        <source>%1 holds no suite: open a suite file.</source>
        <translation>%1 中没有套件：请打开套件文件。</translation>
    </message>
    <message>
        <source>Open a suite file</source>
        <translation>打开套件文件</translation>
    </message>
    <message>
        <source>Iometry suites (*.json)</source>
        <translation>Iometry 套件 (*.json)</translation>
    </message>
    <message>
        <source>Suite file: %1</source>
        <translation>套件文件：%1</translation>
    </message>
    <message>
        <source>Choose a template, or open a suite file of your own.</source>
        <translation>请选择一个模板，或打开您自己的套件文件。</translation>
    </message>
    <message>
        <source>%1 is not a valid suite:
%2</source>
        <translation>%1 不是有效的套件：
%2</translation>
    </message>
</context>
<context>
    <name>iometry::gui::SummaryPage</name>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Plan &amp;name:</source>
        <translation>计划名称(&amp;N)：</translation>
    </message>
    <message>
        <source>The plan cannot be used yet:
%1</source>
        <translation>计划暂时无法使用：
%1</translation>
    </message>
    <message>
        <source>After Finish the plan is in the main window, where every page can still change it before Start.</source>
        <translation>点击“完成”后，计划会显示在主窗口中，在点击“开始”之前仍可在各页面中修改。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::TargetsPage</name>
    <message>
        <source>Add worker</source>
        <translation>添加工作线程</translation>
    </message>
    <message>
        <source>Remove worker</source>
        <translation>删除工作线程</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>工作线程</translation>
    </message>
    <message>
        <source>Addresses</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>MTU</source>
        <translation>MTU</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速率</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>驱动</translation>
    </message>
    <message>
        <source>Connected dynamos</source>
        <translation>已连接的 Dynamo</translation>
    </message>
    <message>
        <source>No dynamo is connected yet: type the addresses of the workers by hand; they are checked as IP addresses.</source>
        <translation>尚未连接任何 Dynamo：请手动输入工作线程的地址；它们会按 IP 地址进行校验。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 Mbit/s</source>
        <translation>%1 Mbit/s</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Each worker runs one access spec. A TCP or UDP worker listens on Bind; its partner, created on the peer dynamo, connects from Peer address, so the data path is exactly Bind ↔ Peer address. A disk worker reads and writes Path, a test file or a block device of its dynamo. Columns of the kinds the plan has are shown.</source>
        <translation>每个工作线程运行一个访问规范。TCP 或 UDP 工作线程在绑定地址上监听；它的对端在对端 Dynamo 上创建，从对端地址发起连接，因此数据路径严格为“绑定地址 ↔ 对端地址”。磁盘工作线程读写“路径”，即其 Dynamo 上的测试文件或块设备。仅显示计划中已有类型的列。</translation>
    </message>
    <message>
        <source>Network interfaces</source>
        <translation>网络接口</translation>
    </message>
    <message>
        <source>Block devices</source>
        <translation>块设备</translation>
    </message>
    <message>
        <source>Size, model, type</source>
        <translation>大小、型号、类型</translation>
    </message>
    <message>
        <source>Safe to write?</source>
        <translation>可安全写入？</translation>
    </message>
    <message>
        <source>The dynamo reports no block device.</source>
        <translation>该 Dynamo 未报告任何块设备。</translation>
    </message>
    <message>
        <source>IOmeter %1 dynamo, %2 (no authentication)</source>
        <translation>IOmeter %1 dynamo，%2（无身份验证）</translation>
    </message>
    <message>
        <source>IOmeter disk targets</source>
        <translation>IOmeter 磁盘目标</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Sector</source>
        <translation>扇区</translation>
    </message>
    <message>
        <source>Test file</source>
        <translation>测试文件</translation>
    </message>
    <message>
        <source>The IOmeter dynamo lists no disk target.</source>
        <translation>该 IOmeter dynamo 未列出任何磁盘目标。</translation>
    </message>
    <message>
        <source>physical disk</source>
        <translation>物理磁盘</translation>
    </message>
    <message>
        <source>file system</source>
        <translation>文件系统</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>prepared</source>
        <translation>已准备</translation>
    </message>
    <message>
        <source>not prepared: filled before its first step</source>
        <translation>未准备：在第一步之前填充</translation>
    </message>
</context>
<context>
    <name>iometry::gui::TestSetupPage</name>
    <message>
        <source>e.g. Adapter throughput sweep</source>
        <translation>例如：网卡吞吐量扫描</translation>
    </message>
    <message>
        <source>Hosts, cable, adapters, anything the report should say</source>
        <translation>主机、线缆、适配器，以及报告中需要说明的任何内容</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>描述：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Measured seconds of each step, more than 0 and at most 86400.</source>
        <translation>每一步的测量时长（秒），大于 0 且不超过 86400。</translation>
    </message>
    <message>
        <source>Warm-up seconds before the measured part of each step, 0 to 3600. Ramp intervals are recorded but left out of the results.</source>
        <translation>每一步测量前的预热时长（秒），0 到 3600。预热期间的采样会被记录，但不计入结果。</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>Length of one sample interval of the live charts, 100 to 60000 ms.</source>
        <translation>实时图表的单个采样间隔长度，100 到 60000 毫秒。</translation>
    </message>
    <message>
        <source>How many times each step runs, 1 to 1000.</source>
        <translation>每一步运行的次数，1 到 1000。</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>Best (highest Mbit/s)</source>
        <translation>最佳（Mbit/s 最高）</translation>
    </message>
    <message>
        <source>How the repeats of a step are combined in its aggregate row.</source>
        <translation>一个步骤的多次重复如何合并为其汇总行。</translation>
    </message>
    <message>
        <source>Seed of the request sequences, 0 to 9223372036854775807. The same plan with the same seed replays the same requests.</source>
        <translation>请求序列的随机种子，0 到 9223372036854775807。同一计划使用相同种子会重放相同的请求。</translation>
    </message>
    <message>
        <source>Timing and repeats</source>
        <translation>时间与重复</translation>
    </message>
    <message>
        <source>Run time:</source>
        <translation>运行时间：</translation>
    </message>
    <message>
        <source>Ramp-up time:</source>
        <translation>预热时间：</translation>
    </message>
    <message>
        <source>Sample interval:</source>
        <translation>采样间隔：</translation>
    </message>
    <message>
        <source>Repeats:</source>
        <translation>重复次数：</translation>
    </message>
    <message>
        <source>Aggregate:</source>
        <translation>汇总方式：</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>随机种子：</translation>
    </message>
    <message>
        <source>Sweep the request size</source>
        <translation>扫描请求大小</translation>
    </message>
    <message>
        <source>64, 512, 4 KiB, 64K, 1M</source>
        <translation>64, 512, 4 KiB, 64K, 1M</translation>
    </message>
    <message>
        <source>Request sizes, separated by commas, in the order they run: bytes or K/KiB, M/MiB (1 K = 1024 bytes), 1 B to 16 MiB.</source>
        <translation>请求大小，以英文逗号分隔，按运行顺序排列：字节数，或带 K/KiB、M/MiB 后缀（1 K = 1024 字节），1 B 到 16 MiB。</translation>
    </message>
    <message>
        <source>Classic 64 B … 256 KiB</source>
        <translation>经典 64 B … 256 KiB</translation>
    </message>
    <message>
        <source>The 13 doubling sizes of the reviews: 64, 128, 256 … 256 KiB.</source>
        <translation>评测常用的 13 个倍增大小：64、128、256 … 256 KiB。</translation>
    </message>
    <message>
        <source>Sweep the outstanding I/Os</source>
        <translation>扫描队列深度</translation>
    </message>
    <message>
        <source>List</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>Outstanding I/Os, separated by commas, 1 to 4096.</source>
        <translation>队列深度值，以英文逗号分隔，1 到 4096。</translation>
    </message>
    <message>
        <source>exponential (× step)</source>
        <translation>指数（× 步长）</translation>
    </message>
    <message>
        <source>linear (+ step)</source>
        <translation>线性（+ 步长）</translation>
    </message>
    <message>
        <source>from</source>
        <translation>从</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步长</translation>
    </message>
    <message>
        <source>Request size first, then outstanding I/Os</source>
        <translation>先请求大小，后队列深度</translation>
    </message>
    <message>
        <source>Outstanding I/Os first, then request size</source>
        <translation>先队列深度，后请求大小</translation>
    </message>
    <message>
        <source>The first axis is the outer loop: with size first, every size runs all its outstanding values before the next size.</source>
        <translation>第一个轴是外层循环：若先扫描大小，则每个大小会先跑完所有队列深度值，再进入下一个大小。</translation>
    </message>
    <message>
        <source>Sweeps</source>
        <translation>参数扫描</translation>
    </message>
    <message>
        <source>In each step every line of every access spec runs with this size.</source>
        <translation>每一步中，所有访问规范的每一行都以此大小运行。</translation>
    </message>
    <message>
        <source>In each step every worker keeps this many requests in flight. A range runs from its start while the value stays at most its end.</source>
        <translation>每一步中，每个工作线程保持这么多个在途请求。范围从起始值开始，直到数值超过结束值为止。</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>顺序：</translation>
    </message>
    <message numerus="yes">
        <source>%n step</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repeat</source>
        <translation>
            <numerusform>%n 次重复</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repeats</source>
        <translation>
            <numerusform>%n 次重复</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 × %2 ≈ %3</source>
        <translation>%1 × %2 ≈ %3</translation>
    </message>
    <message>
        <source>Each step runs %1 of ramp-up and %2 measured; setting up the dynamos between steps comes on top.</source>
        <translation>每一步包括 %1 预热和 %2 测量；步骤之间配置 Dynamo 的时间另计。</translation>
    </message>
    <message>
        <source>Cycle the number of workers on each dynamo</source>
        <translation>循环每个 Dynamo 上的工作线程数</translation>
    </message>
    <message>
        <source>Numbers of workers, separated by commas, in the order they run: in each step every dynamo runs its first N workers, in plan order.</source>
        <translation>工作线程数，用逗号分隔，按运行顺序：每一步中每个 Dynamo 按计划顺序运行其前 N 个工作线程。</translation>
    </message>
    <message>
        <source>One more worker per dynamo in each step, up to the most any dynamo holds.</source>
        <translation>每一步每个 Dynamo 多一个工作线程，直到任一 Dynamo 拥有的最大数量。</translation>
    </message>
    <message>
        <source>Cycle the number of targets</source>
        <translation>循环目标数</translation>
    </message>
    <message>
        <source>Numbers of targets, separated by commas, in the order they run: in each step the plan&apos;s first N workers run, in plan order, across dynamos.</source>
        <translation>目标数，用逗号分隔，按运行顺序：每一步按计划顺序在各 Dynamo 上运行计划中的前 N 个工作线程。</translation>
    </message>
    <message>
        <source>One more target in each step, up to all of the plan&apos;s workers.</source>
        <translation>每一步多一个目标，直到计划中的全部工作线程。</translation>
    </message>
    <message>
        <source>Workers cycling adds a worker on every dynamo at each step; targets cycling adds one worker (its target) at a time, across dynamos. A worker left out runs neither end of its pair. Only one of the two.</source>
        <translation>工作线程循环在每一步为每个 Dynamo 增加一个工作线程；目标循环每次在各 Dynamo 间增加一个工作线程（即其目标）。未纳入的工作线程不运行其对的任何一端。两者只能选其一。</translation>
    </message>
    <message>
        <source>1 … %1</source>
        <translation>1 … %1</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>最多 %1</translation>
    </message>
    <message>
        <source>Idle time:</source>
        <translation>空闲时间：</translation>
    </message>
    <message>
        <source>Seconds before and after each step when only the probes run, 0 to 600: their latency idle, to compare with it under the load. Needs a probe worker (the Probe column of the workers).</source>
        <translation>每个步骤前后只运行探针的秒数，0 到 600：探针的空闲延迟，用于与负载下的延迟对比。需要一个探针工作线程（工作线程的“探针”列）。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ThroughputStepPage</name>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ThroughputWizard</name>
    <message>
        <source>Repeats:</source>
        <translation>重复次数：</translation>
    </message>
    <message>
        <source>Steps × repeats:</source>
        <translation>步数 × 重复次数：</translation>
    </message>
</context>
<context>
    <name>iometry::gui::TopologyModel</name>
    <message>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>All managers</source>
        <translation>所有管理器</translation>
    </message>
    <message>
        <source>connected, %1</source>
        <translation>已连接，%1</translation>
    </message>
    <message>
        <source>starts with the test</source>
        <translation>随测试启动</translation>
    </message>
    <message>
        <source>waiting for it to connect</source>
        <translation>等待连接</translation>
    </message>
    <message>
        <source> (not in the plan)</source>
        <translation>（不在计划中）</translation>
    </message>
    <message>
        <source>probe, %1 Hz: %2</source>
        <translation>探针，%1 Hz：%2</translation>
    </message>
    <message>
        <source>connected, IOmeter %1 dynamo</source>
        <translation>已连接，IOmeter %1 dynamo</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>已连接</translation>
    </message>
</context>
<context>
    <name>iometry::gui::UdpRampPage</name>
    <message>
        <source>Offered rates</source>
        <translation>提供速率</translation>
    </message>
    <message>
        <source>Host A sends one UDP stream to host B at each rate in turn; every rate is one trial, and the curve past the knee shows how the path degrades.</source>
        <translation>主机 A 依次以每个速率向主机 B 发送一条 UDP 流；每个速率为一次试验，拐点之后的曲线显示路径性能如何下降。</translation>
    </message>
    <message>
        <source>Use the &amp;reviews&apos; ramp</source>
        <translation>使用评测的递增方案(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Datagram size:</source>
        <translation>数据报大小(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>从(&amp;F)：</translation>
    </message>
    <message>
        <source>T&amp;o:</source>
        <translation>到(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Step:</source>
        <translation>步长(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Trial time:</source>
        <translation>试验时间(&amp;T)：</translation>
    </message>
    <message>
        <source>The last rate (%1 Mbit/s) is below the first (%2 Mbit/s).</source>
        <translation>最后一个速率 (%1 Mbit/s) 低于第一个速率 (%2 Mbit/s)。</translation>
    </message>
    <message>
        <source>That is more than %1 rates; take a larger step.</source>
        <translation>速率个数超过 %1 个；请使用更大的步长。</translation>
    </message>
    <message>
        <source>1472 B fills a 1500-byte Ethernet frame over IPv4.</source>
        <translation>在 IPv4 上，1472 B 正好填满 1500 字节的以太网帧。</translation>
    </message>
    <message>
        <source>The reviews ramp 200 → 800 Mbit/s in steps of 10.</source>
        <translation>评测中从 200 → 800 Mbit/s 递增，步长为 10。</translation>
    </message>
    <message>
        <source>Each trial warms up for %1 first, not measured.</source>
        <translation>每次试验先预热 %1，不计入测量。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::UdpRampWizard</name>
    <message>
        <source>Where the two ends of the UDP stream run. Host A&apos;s address sends to host B&apos;s, so these choose the adapters under test.</source>
        <translation>UDP 流的两端在哪里运行。由主机 A 的地址发送到主机 B 的地址，因此这两个地址决定了被测适配器。</translation>
    </message>
    <message>
        <source>Measures the UDP stack and the CPU of this machine, not an adapter: the baseline to compare adapters against.</source>
        <translation>测量的是本机的 UDP 协议栈和 CPU，而不是适配器：可作为比较各适配器的基准。</translation>
    </message>
    <message>
        <source>Measures the link between two machines: A&apos;s adapter sends, B&apos;s receives.</source>
        <translation>测量两台机器之间的链路：A 的适配器发送，B 的适配器接收。</translation>
    </message>
    <message>
        <source>UDP ramp</source>
        <translation>UDP 速率递增</translation>
    </message>
    <message>
        <source>UDP ramp: %1 → %2 Mbit/s, %3</source>
        <translation>UDP 速率递增：%1 → %2 Mbit/s，%3</translation>
    </message>
    <message>
        <source>offers %1, %2, … %3 Mbit/s of %4-byte datagrams, %5 each</source>
        <translation>依次以 %1、%2、… %3 Mbit/s 的速率发送 %4 字节的数据报，每个速率 %5</translation>
    </message>
    <message>
        <source>One UDP stream over loopback on this machine: the holder %1 to its partner. procedure.json holds the achieved rate and the loss at each offered rate.</source>
        <translation>本机上经回环的一条 UDP 流：工作线程向其对端%1。procedure.json 记录每个提供速率下的实际速率和丢包。</translation>
    </message>
    <message>
        <source>Two hosts: A (this machine, %1) %2 to B (%3), a dynamo started by hand. procedure.json holds the achieved rate and the loss at each offered rate. %4</source>
        <translation>两台主机：A（本机，%1）向 B（%3，手动启动的 Dynamo）%2。procedure.json 记录每个提供速率下的实际速率和丢包。%4</translation>
    </message>
    <message>
        <source>Topology:</source>
        <translation>拓扑：</translation>
    </message>
    <message>
        <source>Stream:</source>
        <translation>数据流：</translation>
    </message>
    <message>
        <source>one way, the worker sends to its partner</source>
        <translation>单向，工作线程发送到其对端</translation>
    </message>
    <message>
        <source>one way, host A sends to host B</source>
        <translation>单向，主机 A 发送到主机 B</translation>
    </message>
    <message>
        <source>Datagrams:</source>
        <translation>数据报：</translation>
    </message>
    <message>
        <source>%1 B of UDP payload</source>
        <translation>UDP 有效载荷 %1 B</translation>
    </message>
    <message>
        <source>Offered rates:</source>
        <translation>提供速率：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 Mbit/s (1 rate)</source>
        <translation>%1 Mbit/s（1 个速率）</translation>
    </message>
    <message>
        <source>%1 Mbit/s (%2 rates)</source>
        <translation>%1 Mbit/s（%2 个速率）</translation>
    </message>
    <message>
        <source>Each trial:</source>
        <translation>每次试验：</translation>
    </message>
    <message>
        <source>%1 warm-up + %2 measured</source>
        <translation>%1 预热 + %2 测量</translation>
    </message>
    <message>
        <source>Trials:</source>
        <translation>试验次数：</translation>
    </message>
</context>
<context>
    <name>iometry::gui::UnderLoadPage</name>
    <message>
        <source>Load and probe</source>
        <translation>负载与探针</translation>
    </message>
    <message>
        <source> Hz</source>
        <translation> Hz</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>负载</translation>
    </message>
    <message>
        <source>Probe</source>
        <translation>探针</translation>
    </message>
    <message>
        <source>&amp;Rate:</source>
        <translation>速率(&amp;R)：</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>&amp;Idle before and after:</source>
        <translation>前后空闲(&amp;I)：</translation>
    </message>
    <message>
        <source>The probe alone before the load starts and again after it ends: its latency with nothing else running, which the latency under the load is compared with.</source>
        <translation>负载开始前及结束后探针单独运行：即没有其他任何运行时的延迟，用来与负载下的延迟对比。</translation>
    </message>
    <message>
        <source>&amp;Under load:</source>
        <translation>负载下(&amp;U)：</translation>
    </message>
    <message>
        <source>The load&apos;s time after %1 of warm-up, the probe running all through it.</source>
        <translation>预热 %1 之后的负载时间，探针全程运行。</translation>
    </message>
    <message>
        <source>%1 a second</source>
        <translation>每秒 %1 次</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>时间：</translation>
    </message>
    <message>
        <source>%1 probe alone, %2 warm-up + %3 under the load, %1 probe alone</source>
        <translation>%1 仅探针，%2 预热 + %3 负载下，%1 仅探针</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>时长：</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>约 %1</translation>
    </message>
    <message>
        <source>The probe runs alone for %1 before the load and %1 after it; summary.csv gives its latency in each part (scope probe, phase idle_before, load and idle_after), and the Report page&apos;s view Latency under load draws it against the load&apos;s throughput.</source>
        <translation>探针在负载前单独运行 %1，负载后再运行 %1；summary.csv 给出其在每一部分的延迟（scope probe，phase idle_before、load 和 idle_after），报告页的“负载下的延迟”视图将其与负载的吞吐量对照绘制。</translation>
    </message>
</context>
<context>
    <name>iometry::gui::ValueChecks</name>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>全不选(&amp;U)</translation>
    </message>
</context>
<context>
    <name>iometry::gui::WorkerModel</name>
    <message>
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>Dynamo %1 is not connected: its addresses cannot be offered, type them.</source>
        <translation>Dynamo %1 未连接：无法列出其地址，请手动输入。</translation>
    </message>
    <message numerus="yes">
        <source>Dynamo %1 is connected (%2), %n CPU.</source>
        <translation>
            <numerusform>Dynamo %1 已连接（%2），%n 个 CPU。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dynamo %1 is connected (%2), %n CPUs.</source>
        <translation>
            <numerusform>Dynamo %1 已连接（%2），%n 个 CPU。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Dynamo</source>
        <translation>Dynamo</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Bind</source>
        <translation>绑定地址</translation>
    </message>
    <message>
        <source>Peer dynamo</source>
        <translation>对端 Dynamo</translation>
    </message>
    <message>
        <source>Peer address</source>
        <translation>对端地址</translation>
    </message>
    <message>
        <source>Spec</source>
        <translation>规范</translation>
    </message>
    <message>
        <source>Outstanding</source>
        <translation>队列深度</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Peer CPU</source>
        <translation>对端 CPU</translation>
    </message>
    <message>
        <source>1 to 64 letters, digits, spaces or _ - . characters, unique in the plan.</source>
        <translation>1 到 64 个字母、数字、空格或 _ - . 字符，在计划中唯一。</translation>
    </message>
    <message>
        <source>The host this worker runs on.</source>
        <translation>此工作线程所在的主机。</translation>
    </message>
    <message>
        <source>The access specification it runs (Access Specifications page).</source>
        <translation>它运行的访问规范（“访问规范”页）。</translation>
    </message>
    <message>
        <source>%1: %2 is not an address of dynamo %3 (it has %4)</source>
        <translation>%1：%2 不是 Dynamo %3 的地址（其地址为 %4）</translation>
    </message>
    <message>
        <source>this column cannot be edited</source>
        <translation>此列不可编辑</translation>
    </message>
    <message>
        <source>no such worker</source>
        <translation>没有这个工作线程</translation>
    </message>
    <message numerus="yes">
        <source>%1: dynamo %2 has %n CPU (0–%3), got %4</source>
        <translation>
            <numerusform>%1：Dynamo %2 有 %n 个 CPU（0–%3），但给出的是 %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: dynamo %2 has %n CPUs (0–%3), got %4</source>
        <translation>
            <numerusform>%1：Dynamo %2 有 %n 个 CPU（0–%3），但给出的是 %4</numerusform>
        </translation>
    </message>
    <message>
        <source>no such cell</source>
        <translation>没有这个单元格</translation>
    </message>
    <message>
        <source>workers: must not be empty (a plan needs at least one worker)</source>
        <translation>workers：不能为空（计划至少需要一个工作线程）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>all of it</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1：%2，%3</translation>
    </message>
    <message>
        <source>tcp — a stream or request/response pair</source>
        <translation>tcp — 流或请求/响应对</translation>
    </message>
    <message>
        <source>udp — paced datagrams</source>
        <translation>udp — 定速数据报</translation>
    </message>
    <message>
        <source>disk — a test file or block device</source>
        <translation>disk — 测试文件或块设备</translation>
    </message>
    <message>
        <source>auto — io_uring, else libaio, else sync</source>
        <translation>auto — io_uring，否则 libaio，否则 sync</translation>
    </message>
    <message>
        <source>sync — pread/pwrite, one at a time</source>
        <translation>sync — pread/pwrite，一次一个</translation>
    </message>
    <message>
        <source>%1 — %2, %3</source>
        <translation>%1 — %2，%3</translation>
    </message>
    <message>
        <source>Rate (Mbit/s)</source>
        <translation>速率（Mbit/s）</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>File size</source>
        <translation>文件大小</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>O_DIRECT</source>
        <translation>O_DIRECT</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>校验</translation>
    </message>
    <message>
        <source>Block device</source>
        <translation>块设备</translation>
    </message>
    <message>
        <source>Force</source>
        <translation>强制</translation>
    </message>
    <message>
        <source>The kind of target: tcp (a stream or request/response pair), udp (paced datagrams) or disk (a test file or a block device).</source>
        <translation>目标类型：tcp（流或请求/响应对）、udp（定速数据报）或 disk（测试文件或块设备）。</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>default (%1)</source>
        <translation>默认（%1）</translation>
    </message>
    <message>
        <source>Dynamo %1 does not offer %2 (it has %3): the run would fail.</source>
        <translation>Dynamo %1 不提供 %2（它有 %3）：运行将会失败。</translation>
    </message>
    <message>
        <source>default — off for streams, on for request/response</source>
        <translation>默认 — 流关闭，请求/响应开启</translation>
    </message>
    <message>
        <source>Send buffer</source>
        <translation>发送缓冲区</translation>
    </message>
    <message>
        <source>Receive buffer</source>
        <translation>接收缓冲区</translation>
    </message>
    <message>
        <source>Congestion</source>
        <translation>拥塞控制</translation>
    </message>
    <message>
        <source>No delay</source>
        <translation>无延迟</translation>
    </message>
    <message>
        <source>MSS</source>
        <translation>MSS</translation>
    </message>
    <message>
        <source>Zero-copy</source>
        <translation>零拷贝</translation>
    </message>
    <message>
        <source>Busy poll µs</source>
        <translation>忙轮询 µs</translation>
    </message>
    <message>
        <source>Pacing Mbit/s</source>
        <translation>限速 Mbit/s</translation>
    </message>
    <message>
        <source>%1: only a %2 worker has it</source>
        <translation>%1：只有 %2 工作线程有此项</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>The step of the phase sweep it runs in: a step of phase p runs only the workers of phase p, one group after another.</source>
        <translation>它所在的阶段扫描步骤：阶段 p 的步骤只运行阶段 p 的 worker，各组依次运行。</translation>
    </message>
    <message>
        <source>&quot;1 GiB&quot; and &quot;512 MiB&quot; are read too. Empty for all of a block device.</source>
        <translation>也可写“1 GiB”“512 MiB”。留空表示整个块设备。</translation>
    </message>
    <message>
        <source>A block device&apos;s span is filled with stamps first.</source>
        <translation>块设备的测试范围会先用标记填满。</translation>
    </message>
    <message>
        <source>It is destroyed; a device in use is refused all the same.</source>
        <translation>其内容将被破坏；正在使用的设备仍会被拒绝。</translation>
    </message>
    <message>
        <source>The data path is Bind ↔ Peer address.</source>
        <translation>数据路径为“绑定地址 ↔ 对端地址”。</translation>
    </message>
    <message>
        <source>The worker&apos;s own dynamo for loopback.</source>
        <translation>回环测试时为该工作线程自己的 Dynamo。</translation>
    </message>
    <message>
        <source>Of the same family as Bind.</source>
        <translation>须与绑定地址属于同一地址族。</translation>
    </message>
    <message>
        <source>Empty for any.</source>
        <translation>留空表示任意。</translation>
    </message>
    <message>
        <source>Linux doubles it and caps it at net.core.wmem_max. Empty: the kernel&apos;s default.</source>
        <translation>Linux 会将其加倍，并以 net.core.wmem_max 为上限。留空：内核默认值。</translation>
    </message>
    <message>
        <source>Linux doubles it, caps it at net.core.rmem_max and stops tuning it. Empty: the kernel&apos;s default, autotuned.</source>
        <translation>Linux 会将其加倍，以 net.core.rmem_max 为上限，并停止对其自动调整。留空：内核默认值，自动调整。</translation>
    </message>
    <message>
        <source>The ones the connected dynamos of the pair offer are listed; another name may be typed, but a dynamo without it refuses the step. Empty: the host&apos;s default.</source>
        <translation>列出的是该对已连接的 dynamo 所提供的算法；也可以输入其他名称，但没有该算法的 dynamo 会拒绝此步骤。留空：主机默认值。</translation>
    </message>
    <message>
        <source>Default: off for streams, on for request/response.</source>
        <translation>默认：流关闭，请求/响应开启。</translation>
    </message>
    <message>
        <source>The path&apos;s MTU may make it smaller. Empty: as the MTU allows.</source>
        <translation>路径 MTU 可能使其更小。留空：按 MTU 允许的大小。</translation>
    </message>
    <message>
        <source>Worth it from about 10 KB a request.</source>
        <translation>每个请求约 10 KB 起才值得使用。</translation>
    </message>
    <message>
        <source>More than net.core.busy_read needs root. Empty: net.core.busy_read.</source>
        <translation>超过 net.core.busy_read 需要 root。留空：net.core.busy_read。</translation>
    </message>
    <message>
        <source>Headers included. Empty: no limit.</source>
        <translation>含报头。留空：不限速。</translation>
    </message>
    <message>
        <source>1000000: as fast as the sender can. A ping-pong has none.</source>
        <translation>1000000：即发送方所能达到的最快速度。乒乓测试没有此项。</translation>
    </message>
    <message>
        <source>more than %1, at most %2</source>
        <translation>大于 %1，不超过 %2</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 到 %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>A setting&apos;s help (%1, no full stop) and its range (%2) as a sentence</extracomment>
        <translation>%1。</translation>
    </message>
    <message>
        <source>%1 (%2).</source>
        <translation>%1（%2）。</translation>
    </message>
    <message>
        <source>A sweep over outstanding I/Os overrides it in each step.</source>
        <translation>扫描队列深度时，每一步都会覆盖此值。</translation>
    </message>
    <message>
        <source>Requests in flight</source>
        <translation>同时在途的请求数</translation>
    </message>
    <message>
        <source>Pin the worker to this CPU of its host</source>
        <translation>将工作线程绑定到其主机的此 CPU</translation>
    </message>
    <message>
        <source>Rate (/s)</source>
        <translation>速率（/秒）</translation>
    </message>
    <message>
        <source>Empty: as fast as the requests in flight allow (a closed loop). A rate: open loop, every latency timed from its request&apos;s scheduled time. A request/response or disk worker only.</source>
        <translation>留空：在途请求允许的最快速度（闭环）。填写速率：开环，每个延迟都从请求的计划时间开始计时。仅适用于请求/应答或磁盘工作线程。</translation>
    </message>
    <message>
        <source>Requests (or I/Os) a second, on a schedule</source>
        <translation>按时间表每秒的请求（或 I/O）数</translation>
    </message>
    <message>
        <source>Arrivals</source>
        <translation>到达方式</translation>
    </message>
    <message>
        <source>constant: even gaps, the steadiest load; poisson: exponential gaps of the same mean, as many independent clients. Only with a rate.</source>
        <translation>constant：等间隔，最平稳的负载；poisson：同均值的指数分布间隔，如同许多独立客户端。仅在设置速率时使用。</translation>
    </message>
    <message>
        <source>How the scheduled requests come due</source>
        <translation>计划请求如何到期</translation>
    </message>
    <message>
        <source>Probe (Hz)</source>
        <translation>探针（Hz）</translation>
    </message>
    <message>
        <source>Empty: part of the load. A rate: a probe, which measures latency beside the load one request at a time, in every step and the plan&apos;s idle seconds, never counted in the load&apos;s numbers (a request/response or disk worker, one in flight).</source>
        <translation>留空：属于负载。填写速率：探针，在负载旁一次一个请求地测量延迟，贯穿每个步骤和计划的空闲秒数，从不计入负载的数字（请求/应答或磁盘工作线程，1 个在途）。</translation>
    </message>
    <message>
        <source>Probe requests a second</source>
        <translation>探针每秒请求数</translation>
    </message>
    <message>
        <source>Data pattern</source>
        <translation>数据模式</translation>
    </message>
    <message>
        <source>Empty: pseudo_random. Not with verify: its writes carry the verification stamps.</source>
        <translation>留空：pseudo_random。不能与 verify 同用：那时写入携带校验标记。</translation>
    </message>
    <message>
        <source>stamps (verify)</source>
        <translation>标记（verify）</translation>
    </message>
    <message>
        <source>default (pseudo_random)</source>
        <translation>默认（pseudo_random）</translation>
    </message>
    <message>
        <source>default — pseudo_random</source>
        <translation>默认 — pseudo_random</translation>
    </message>
    <message>
        <source>repeating — each write one byte value, a new one per write</source>
        <translation>repeating — 每次写入为同一个字节值，每次写入换一个值</translation>
    </message>
    <message>
        <source>pseudo_random — one random buffer that every write carries</source>
        <translation>pseudo_random — 每次写入都携带同一个随机缓冲区</translation>
    </message>
    <message>
        <source>full_random — each write from a random place of a 16 MiB random region</source>
        <translation>full_random — 每次写入取自 16 MiB 随机区域中的随机位置</translation>
    </message>
    <message>
        <source>Start offset</source>
        <translation>起始偏移</translation>
    </message>
    <message>
        <source>The I/Os stay in [start offset, start offset + file size); a test file is as long as both. &quot;1 GiB&quot; is read too; empty is 0.</source>
        <translation>I/O 始终位于 [起始偏移, 起始偏移 + 文件大小) 之内；测试文件的长度为两者之和。也可写“1 GiB”；留空为 0。</translation>
    </message>
</context>
</TS>

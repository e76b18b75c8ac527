// The article of a review (docs/report.md, "The article"): which sections, figures and
// tables the engine writes from the devices' results, and that their numbers are the
// measurements given: the modes side by side, the spread of the repeats, the disk
// presets' grid read off the plans, a method's figures and headlines from its descriptor,
// the numbering, the CSV files' C locale, and the results folders read back.

#include "engine/article/article.hpp"
#include "engine/article/comparisons.hpp"
#include "engine/article/disk_grid.hpp"
#include "engine/article/method_results.hpp"
#include "engine/methods/method.hpp"
#include "engine/json/json_fields.hpp"
#include "engine/plan/plan_json.hpp"
#include "engine/article/setup.hpp"
#include "engine/results/csv.hpp"
#include "engine/suite/suite.hpp"

#include <QtTest>

#include <QTemporaryDir>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <set>

using namespace iometry;
using article::Article;
using article::Cell;
using article::DeviceResults;
using article::MemberResults;
using Json = nlohmann::ordered_json;
using results::MetricRow;

namespace {

/** The article's words in English, its figures' and tables' captions included. */
std::string englishWords(const Article& article) {
    using article::english;
    std::string out = english(article.title) + "\n";
    for (const article::Section& section : article.sections) {
        out += english(section.heading) + "\n";
        for (const article::Block& block : section.blocks) {
            switch (block.kind) {
            case article::Block::Kind::Paragraph: out += english(block.paragraph) + "\n"; break;
            case article::Block::Kind::Figure: {
                const article::Figure& f = article.figures[block.index];
                out += "Figure " + std::to_string(f.number) + ". " + english(f.title) + " " +
                       english(f.caption) + "\n";
                break;
            }
            case article::Block::Kind::Table: {
                const article::Table& t = article.tables[block.index];
                out += "Table " + std::to_string(t.number) + ". " + english(t.caption) + "\n";
                break;
            }
            }
        }
    }
    return out;
}

/** A TCP stream plan between A and B with a spec line reading @p read % over @p sizes. */
model::Plan streamPlan(int read, const std::vector<int>& sizes, int repeats = 1) {
    Json p = Json::parse(R"({
      "format": "iometry.plan/1", "name": "p", "run_s": 2, "ramp_s": 1,
      "dynamos": [{"name": "A", "spawn": true}, {"name": "B"}],
      "specs": [{"name": "s", "lines": [{"size": 65536, "read": 0}]}],
      "workers": [{"name": "nic", "dynamo": "A", "kind": "tcp", "bind": "10.0.0.1",
                   "peer": {"dynamo": "B", "address": "10.0.0.2"}, "spec": "s"}]})");
    p["specs"][0]["lines"][0]["read"] = read;
    p["sweep"]["size"] = sizes;
    p["repeats"] = repeats;
    const auto parsed = model::parsePlan(p);
    if (!parsed.ok()) qFatal("%s", parsed.problems.front().toString().c_str());
    return *parsed.plan;
}

/** A one-step disk plan: @p outstanding I/Os of @p size, all reads or all writes. */
model::Plan diskPlan(std::uint64_t size, int outstanding, int read, int random, bool sweep = false) {
    Json p = Json::parse(R"({
      "format": "iometry.plan/1", "name": "d", "run_s": 2,
      "dynamos": [{"name": "local", "spawn": true}],
      "specs": [{"name": "a", "lines": [{"size": 4096, "read": 100, "random": 100}]}],
      "workers": [{"name": "disk", "dynamo": "local", "kind": "disk", "path": "/var/tmp/t.tst",
                   "file_size": 1073741824, "spec": "a"}]})");
    p["specs"][0]["lines"][0]["size"] = size;
    p["specs"][0]["lines"][0]["read"] = read;
    p["specs"][0]["lines"][0]["random"] = random;
    p["workers"][0]["outstanding"] = outstanding;
    if (sweep) p["sweep"]["outstanding"] = Json::array({1, 2, 4});
    const auto parsed = model::parsePlan(p);
    if (!parsed.ok()) qFatal("%s", parsed.problems.front().toString().c_str());
    return *parsed.plan;
}

MetricRow row(int step, const std::string& repeat, std::uint64_t size, double mbit, double cpu = 50) {
    MetricRow r;
    r.step = step;
    r.repeat = repeat;
    r.scope = "all";
    r.name = "all";
    r.size = size;
    r.outstanding = 1;
    r.mbitPerS = mbit;
    r.opsPerS = mbit * 1e6 / 8 / static_cast<double>(size);
    r.mbPerS = mbit / 8;
    r.cpuPct = cpu;
    r.peIndex = mbit / cpu;
    return r;
}

/** A member of one step per size, with @p mbit[i] at sizes[i] (no repeats). */
MemberResults member(const std::string& name, model::Plan plan, const std::vector<int>& sizes,
                     const std::vector<double>& mbit) {
    MemberResults m;
    m.name = name;
    m.plan = std::move(plan);
    report::RunFolder run;
    run.planName = m.plan.name;
    for (std::size_t i = 0; i < sizes.size(); ++i)
        run.rows.push_back(row(static_cast<int>(i), "1", static_cast<std::uint64_t>(sizes[i]), mbit[i]));
    m.run = std::move(run);
    return m;
}

/** @p m with a probe "ping" in each of @p steps steps: @p idleUs idle before, @p loadedUs under the load. */
MemberResults withProbe(MemberResults m, int steps, double idleUs, double loadedUs) {
    for (int step = 0; step < steps; ++step)
        for (auto [phase, us] : {std::pair{"idle_before", idleUs}, std::pair{"load", loadedUs}}) {
            MetricRow p;
            p.step = step;
            p.repeat = "1";
            p.scope = "probe";
            p.name = "ping";
            p.phase = phase;
            p.latP50Us = us;
            p.latP99Us = 2 * us;
            m.run->rows.push_back(p);
            report::IntervalRow i;
            i.t = step + 1.0;
            i.row = p;
            i.row.seconds = 1;
            m.run->timeline.push_back(i);
        }
    return m;
}

DeviceResults device(const std::string& name, std::vector<MemberResults> members) {
    DeviceResults d;
    d.device = name;
    d.members = std::move(members);
    return d;
}

const article::Table* tableWithId(const Article& a, const std::string& suffix) {
    for (const article::Table& t : a.tables)
        if (t.id.size() >= suffix.size() && t.id.compare(t.id.size() - suffix.size(), suffix.size(), suffix) == 0)
            return &t;
    return nullptr;
}

std::vector<std::string> headings(const Article& a) {
    std::vector<std::string> out;
    for (const article::Section& s : a.sections) out.push_back(article::english(s.heading));
    return out;
}

/** The column of @p t whose group is @p group and key is @p key; -1 when none. */
int column(const article::Table& t, const std::string& group, const std::string& key) {
    for (std::size_t i = 0; i < t.columns.size(); ++i)
        if (article::english(t.columns[i].group) == group && t.columns[i].key == key) return static_cast<int>(i);
    return -1;
}

/** A cell as the English article reads it. */
std::string cellText(const Cell& c) {
    switch (c.kind) {
    case Cell::Kind::Empty: return "";
    case Cell::Kind::Number: return std::to_string(c.number);
    case Cell::Kind::Verbatim: return c.verbatim;
    case Cell::Kind::Words: return article::english(c.words);
    }
    return "";
}

/** Every cell of @p t, a row a line, cells after " | ". */
std::string tableText(const article::Table& t) {
    std::string out;
    for (const auto& r : t.rows) {
        for (const Cell& c : r) out += cellText(c) + " | ";
        out += "\n";
    }
    return out;
}

/** The English text of the row labelled @p fact in the targets table, in the first
    device's column; "(no row)" when there is none. */
std::string targetFact(const std::vector<DeviceResults>& devices, const std::string& fact) {
    const article::Table t = article::targetsTable(devices);
    for (const auto& r : t.rows)
        if (cellText(r[1]) == fact) return cellText(r[2]);
    return "(no row)";
}

/** A device that ran one TCP member on a host whose one data interface (eth1) has
    @p interfaceFacts added. */
DeviceResults nicDevice(const nlohmann::json& interfaceFacts) {
    MemberResults m = member("tx", streamPlan(0, {1024}), {1024}, {900});
    m.run->bench = nlohmann::json::parse(R"({"hosts": [{"dynamo": "A", "host": {"hostname": "a"},
        "data_interfaces": [{"name": "eth1", "mtu": 1500}]}], "workers": []})");
    m.run->bench["hosts"][0]["data_interfaces"][0].update(interfaceFacts);
    return device("NIC", {m});
}

/** A device that ran one disk member whose target (/var/tmp/t.tst) has @p targetFacts
    added (its `disk`, its `filesystem`). */
DeviceResults diskDevice(const nlohmann::json& targetFacts) {
    MemberResults m = member("qd", diskPlan(4096, 8, 100, 100), {4096}, {800});
    m.run->bench = nlohmann::json::parse(R"({"hosts": [{"dynamo": "local", "host": {"hostname": "a"}}],
        "workers": [{"name": "disk", "dynamo": "local", "kind": "disk", "path": "/var/tmp/t.tst",
                     "engine": "io_uring", "device": "259:2"}]})");
    m.run->bench["workers"][0].update(targetFacts);
    return device("SSD", {m});
}

/**
 * A UDP ramp member whose trials offered, and got through, the rates of @p points (offered,
 * arrived; Mbit/s), with a step of its own so that it counts as measured.
 */
MemberResults udpRamp(const std::vector<std::pair<double, double>>& points) {
    MemberResults m;
    m.name = "udp-ramp";
    const auto parsed = model::parsePlan(Json::parse(R"({
      "format": "iometry.plan/1", "name": "u",
      "dynamos": [{"name": "A", "spawn": true}, {"name": "B"}],
      "specs": [{"name": "f", "lines": [{"size": 1472, "read": 0}]}],
      "workers": [{"name": "u", "dynamo": "A", "kind": "udp", "bind": "10.0.0.1", "rate_mbit": 400,
                   "peer": {"dynamo": "B", "address": "10.0.0.2"}, "spec": "f"}],
      "procedure": {"kind": "udp_ramp", "from_mbit": 400, "to_mbit": 9400, "step_mbit": 1000,
                    "size": 1472, "trial_s": 1}})"));
    if (!parsed.ok()) qFatal("%s", parsed.problems.front().toString().c_str());
    m.plan = *parsed.plan;
    m.run = report::RunFolder{};
    m.run->rows.push_back(row(0, "1", 1472, points.front().second));
    Json result = {{"procedure", "udp_ramp"}, {"points", Json::array()}};
    double most = 0;
    for (const auto& [offered, arrived] : points) {
        result["points"].push_back({{"offered_mbit", offered}, {"achieved_mbit_per_s", arrived},
                                    {"sent_mbit_per_s", offered}, {"loss_pct", 100 * (1 - arrived / offered)},
                                    {"datagrams", 1000}, {"lost", 0}, {"jitter_us", 1.5}});
        most = std::max(most, arrived);
    }
    result["max_achieved_mbit_per_s"] = most;
    result["lossless_up_to_mbit"] = points.front().first;
    m.procedure = result;
    return m;
}

const article::Figure* figureWithId(const Article& a, const std::string& suffix) {
    for (const article::Figure& f : a.figures)
        if (f.id.size() >= suffix.size() && f.id.compare(f.id.size() - suffix.size(), suffix.size(), suffix) == 0)
            return &f;
    return nullptr;
}

/** The index of the column of @p t keyed @p key; -1 when none. */
int columnKeyed(const article::Table& t, const std::string& key) {
    for (std::size_t i = 0; i < t.columns.size(); ++i)
        if (t.columns[i].key == key) return static_cast<int>(i);
    return -1;
}

/** The summary's row of the measure @p label; null when none. */
const std::vector<Cell>* summaryRow(const Article& a, const std::string& label) {
    const article::Table* t = tableWithId(a, "-summary");
    if (!t) return nullptr;
    for (const auto& r : t->rows)
        if (cellText(r[1]) == label) return &r;
    return nullptr;
}

}  // namespace

class TestArticle : public QObject {
    Q_OBJECT

private slots:
    void modesSideBySide() {
        const std::vector<int> sizes{64, 1024, 65536};
        auto one = [&](const std::string& dev, double f) {
            return device(dev, {member("transmit", streamPlan(0, sizes), sizes, {100 * f, 900 * f, 940 * f}),
                                member("receive", streamPlan(100, sizes), sizes, {90 * f, 800 * f, 930 * f}),
                                member("duplex", streamPlan(50, sizes), sizes, {150 * f, 1500 * f, 1800 * f})});
        };
        const Article a = article::buildArticle({one("NIC A", 1), one("NIC B", 0.5)});
        const auto h = headings(a);
        // After the three modes' own sections, the section that sets them side by side.
        const auto side = std::find(h.begin(), h.end(), "Transmit, receive and full duplex side by side");
        QVERIFY(side != h.end());
        QCOMPARE(*(side - 1), std::string("Full duplex: throughput against request size"));
        QCOMPARE(*(side - 3), std::string("Transmit: throughput against request size"));
        const article::Table* t = tableWithId(a, "-modes");
        QVERIFY(t);
        QCOMPARE(t->rows.size(), sizes.size());
        QCOMPARE(t->columns.size(), std::size_t{7});  // size, then TX RX duplex per device
        const int bRx = column(*t, "NIC B", "receive_mbit_per_s");
        const int aDx = column(*t, "NIC A", "duplex_mbit_per_s");
        QVERIFY(bRx > 0 && aDx > 0);
        QCOMPARE(t->rows[1][0].number, 1024.0);
        QCOMPARE(t->rows[1][static_cast<std::size_t>(bRx)].number, 400.0);
        QCOMPARE(t->rows[2][static_cast<std::size_t>(aDx)].number, 1800.0);
        // A figure per device: its three modes, a colour per mode, and the CPU load of each.
        for (const std::string dev : {"nic-a", "nic-b"}) {
            const article::Figure* f = nullptr;
            for (const article::Figure& fig : a.figures)
                if (fig.id.ends_with("-modes-" + dev)) f = &fig;
            QVERIFY2(f, dev.c_str());
            QCOMPARE(f->series.size(), std::size_t{6});
            std::set<std::size_t> colours;
            for (const auto& s : f->series) colours.insert(s.colour);
            QCOMPARE(colours.size(), std::size_t{3});
            QCOMPARE(std::count_if(f->series.begin(), f->series.end(), [](const auto& s) { return s.rightAxis; }), 3);
            QVERIFY(article::english(f->title).starts_with(dev == "nic-a" ? "NIC A: " : "NIC B: "));
        }
    }

    void classicLayouts() {
        // A step's CPU load per size: a small request at a low load has the highest ratio
        // (50 Mbit/s per %), the classic P/E index is taken at the highest throughput.
        const auto rows = [](double f, std::optional<int> mtu, int first) {
            std::vector<MetricRow> out;
            const std::pair<std::uint64_t, double> points[] = {{64, 100}, {65536, 940}};
            const double cpu[] = {2, 50};
            for (std::size_t i = 0; i < 2; ++i) {
                MetricRow r = row(first + static_cast<int>(i), "1", points[i].first, points[i].second * f, cpu[i]);
                r.mtu = mtu;
                out.push_back(r);
            }
            return out;
        };
        const auto stream = [&](const std::string& name, int read, double f, bool jumbo) {
            MemberResults m;
            m.name = name;
            m.plan = streamPlan(read, {64, 65536});
            m.run = report::RunFolder{};
            for (const MetricRow& r : rows(f, jumbo ? std::optional<int>(1500) : std::nullopt, 0)) m.run->rows.push_back(r);
            if (jumbo)
                for (const MetricRow& r : rows(f * 1.05, 9000, 2)) m.run->rows.push_back(r);
            if (read == 50)
                for (MetricRow& r : m.run->rows) {
                    r.writeMbitPerS = r.mbitPerS * 0.6;
                    r.readMbitPerS = r.mbitPerS * 0.4;
                }
            return m;
        };
        const auto suite = [&](const std::string& dev, double f, bool jumbo) {
            return device(dev, {stream("transmit", 0, f, jumbo), stream("receive", 100, f * 0.9, jumbo),
                                stream("duplex", 50, f * 1.5, jumbo)});
        };
        const Article a = article::buildArticle({suite("Intel X540-T2, ixgbe 5.19", 1, false),
                                                 suite("Realtek RTL8111H, r8169", 0.5, false)});
        // P/E per mode: NIC A transmits 940 Mbit/s at 50 % → 18.8, never the 50 of 64 B.
        const article::Figure* pe = nullptr;
        for (const article::Figure& f : a.figures)
            if (f.id.ends_with("-pe-per-mode")) pe = &f;
        QVERIFY(pe);
        QCOMPARE(pe->kind, article::Figure::Kind::Bars);
        QCOMPARE(pe->categories.size(), std::size_t{3});
        QCOMPARE(pe->series.size(), std::size_t{2});
        QCOMPARE(pe->series[0].points[0].y, 18.8);
        QCOMPARE(pe->series[1].points[0].y, 470.0 / 50);
        const article::Table* peTable = tableWithId(a, "-pe-per-mode");
        QVERIFY(peTable);
        QCOMPARE(peTable->rows.size(), std::size_t{3});
        const int at = column(*peTable, "Intel X540-T2, ixgbe 5.19", "size");
        QVERIFY(at > 0);
        QCOMPARE(peTable->rows[0][static_cast<std::size_t>(at)].number, 65536.0);
        // Full duplex: its two directions beside the sum in each device's figure.
        const article::Figure* modes = nullptr;
        for (const article::Figure& f : a.figures)
            if (f.id.ends_with("-modes-intel-x540-t2-ixgbe-5-19")) modes = &f;
        QVERIFY(modes);
        QCOMPARE(std::count_if(modes->series.begin(), modes->series.end(),
                               [](const auto& s) { return article::english(s.qualifier).find("direction") != std::string::npos; }),
                 2);
        // The summary: P/E at the highest throughput (classic), a section named once over its rows.
        const article::Table* summary = tableWithId(a, "-summary");
        QVERIFY(summary);
        QVERIFY(summary->spanFirstColumn);
        bool classic = false;
        for (const auto& r : summary->rows)
            if (article::english(r[1].words).starts_with("P/E index at the highest throughput")) {
                classic = true;
                QCOMPARE(r[2].number, 18.8);  // transmit, NIC A
                break;
            }
        QVERIFY2(classic, englishWords(a).c_str());
        // The peak speed of every test across the devices.
        const article::Figure& peak = a.figures.back();
        QVERIFY2(peak.id.ends_with("-peak-throughput"), peak.id.c_str());
        QCOMPARE(peak.categories.size(), std::size_t{3});
        QCOMPARE(peak.series[1].points[2].y, 940 * 0.5 * 1.5);
        // Figures and tables are told apart by their ids and titles.
        std::set<std::string> ids, titles, captions;
        for (const article::Figure& f : a.figures) {
            QVERIFY2(ids.insert(f.id).second, f.id.c_str());
            QVERIFY2(titles.insert(article::english(f.title)).second, article::english(f.title).c_str());
            QVERIFY2(captions.insert(article::english(f.caption)).second, article::english(f.caption).c_str());
        }
        for (const article::Table& t : a.tables) {
            QVERIFY2(ids.insert(t.id).second, t.id.c_str());
            QVERIFY2(captions.insert(article::english(t.caption)).second, article::english(t.caption).c_str());
        }

        // Jumbo frames: the highest throughput per MTU as bars, the CPU load beside it.
        const Article jumbo = article::buildArticle({suite("NIC", 1, true)});
        const article::Figure* mtu = nullptr;
        for (const article::Figure& f : jumbo.figures)
            if (f.id.ends_with("-transmit-mtu-peak")) mtu = &f;
        QVERIFY2(mtu, englishWords(jumbo).c_str());
        QCOMPARE(mtu->categories.size(), std::size_t{2});
        QCOMPARE(mtu->series.size(), std::size_t{2});  // throughput, CPU load (right axis)
        QCOMPARE(mtu->series[0].points[1].y, 940 * 1.05);
        QVERIFY(mtu->series[1].rightAxis);
        QCOMPARE(mtu->series[1].points[1].y, 50.0);
    }

    void saysWhatTheOverridesChanged() {
        // --loopback left the template's MTU list out and --repeats replaced its 20 on both
        // devices; --run-s only on one: said once for both, and for the one by its name.
        const std::vector<int> sizes{1024};
        auto one = [&](const std::string& name, bool quick) {
            DeviceResults d = device(name, {member("transmit", streamPlan(0, sizes), sizes, {900})});
            d.changes = {{"mtu", Json::array({1500, 9000}), nullptr}, {"repeats", 20, 1}};
            if (quick) d.changes.push_back({"run_s", 5, 1});
            else d.changes.push_back({"set.transmit:file_size", std::uint64_t(1) << 30, std::uint64_t(256) << 20});
            d.changes.push_back({"set.path", "/var/tmp/iometry-review.tst", "/var/tmp/r.dat"});
            d.changes.push_back({"set.cpu", nullptr, 2});
            d.leftOut = {{"jumbo", suite::kLoopbackMtuWhy}};  // the words the suite writes
            return d;
        };
        const Article a = article::buildArticle({one("A", true), one("B", false)});
        const std::string words = englishWords(a);
        // The reason is words to translate, not data shown as it is: it must read in Russian too.
        bool translated = false;
        for (const article::Block& b : a.sections.front().blocks)
            if (b.kind == article::Block::Kind::Paragraph && b.paragraph.source.starts_with("Left out on %1") &&
                b.paragraph.args.size() == 3 && b.paragraph.args[2].text)
                translated = b.paragraph.args[2].text->context == "Article";
        QVERIFY(translated);
        QVERIFY2(words.find("On every device the suite ran on one host over loopback: the MTU sizes its "
                            "template sweeps (1500, 9000) were left out") != std::string::npos, words.c_str());
        QVERIFY2(words.find("On every device every step ran once, where the template asks for 20 repeats.") != std::string::npos,
                 words.c_str());
        QVERIFY2(words.find("On A every step measured 1 s, where the template's plans ask for 5 s.") != std::string::npos,
                 words.c_str());
        QVERIFY2(words.find("Left out on B before the run: jumbo (it sweeps the MTU") != std::string::npos, words.c_str());
        // What --set wrote: the key as the plans write it, sizes as sizes, a default said so.
        QVERIFY2(words.find("On every device path was set to /var/tmp/r.dat in every plan, where the template asks "
                            "for /var/tmp/iometry-review.tst.") != std::string::npos, words.c_str());
        QVERIFY2(words.find("On B file_size was set to 256 MiB in the plan of transmit, where the template asks "
                            "for 1 GiB.") != std::string::npos, words.c_str());
        QVERIFY2(words.find("On every device cpu was set to 2 in every plan, where the template leaves it to its "
                            "default.") != std::string::npos, words.c_str());
    }

    void oneUnitAcrossTheArticle() {
        // A 10-gigabit device beside a gigabit one: every throughput figure and table of the
        // article in Gbit/s, the gigabit device's too.
        const std::vector<int> sizes{1024, 65536};
        const Article a = article::buildArticle(
            {device("10G", {member("transmit", streamPlan(0, sizes), sizes, {4000, 18800}),
                            member("receive", streamPlan(100, sizes), sizes, {3000, 17000})}),
             device("1G", {member("transmit", streamPlan(0, sizes), sizes, {400, 940}),
                           member("receive", streamPlan(100, sizes), sizes, {300, 930})})});
        for (const article::Figure& f : a.figures)
            QVERIFY2(f.yKey != "mbit_per_s", f.id.c_str());
        for (const article::Table& t : a.tables)
            for (const article::TableColumn& c : t.columns) QVERIFY2(c.key != "mbit_per_s", (t.id + " " + c.key).c_str());
        const article::Table* t = tableWithId(a, "-transmit-throughput");
        QVERIFY(t);
        const int g = column(*t, "1G", "gbit_per_s");
        QVERIFY(g > 0);
        QCOMPARE(t->rows[1][static_cast<std::size_t>(g)].number, 0.94);
    }

    void probesGetLatencyUnderLoad() {
        // A member whose plan had probes: after its own figures, the latency under load
        // (docs/report.md, "Latency under load"), a figure per device and one table; a
        // member without probes gets none.
        const std::vector<int> sizes{1024, 65536};
        auto probed = [&](double loadedUs) {
            return withProbe(member("transmit", streamPlan(0, sizes), sizes, {400, 940}), 2, 100, loadedUs);
        };
        const Article a = article::buildArticle({device("nic1", {probed(5000)}), device("nic2", {probed(900)})});
        const article::Table* t = tableWithId(a, "-under-load");
        QVERIFY(t);
        QCOMPARE(t->rows.size(), std::size_t{4});  // two devices, two steps each
        QCOMPARE(t->columns[5].key, std::string("added_ms"));
        QCOMPARE(t->rows[0][5].number, 4.9);
        QCOMPARE(t->rows[3][5].number, 0.8);
        int figures = 0;
        for (const article::Figure& f : a.figures) figures += f.id.find("under-load") != std::string::npos;
        QCOMPARE(figures, 2);
        QVERIFY(englishWords(a).find("Probes measured the latency beside the load") != std::string::npos);

        const Article plain = article::buildArticle({device("nic1", {member("transmit", streamPlan(0, sizes), sizes, {400, 940})})});
        QVERIFY(!tableWithId(plain, "-under-load"));
    }

    void oneStepWithProbesIsLatencyUnderLoad() {
        // A member of one step with probes (the gigabit review's "under-load" on loopback):
        // its section is the latency under load, without figures of one point against a
        // size that did not vary; the load's throughput stays in its table.
        iometry::suite::SuiteOverrides loopback;
        loopback.loopback = true;
        const auto review = iometry::suite::loadSuiteFile(
            IOMETRY_TEST_DATA "/../../../examples/suites/gigabit-adapter-review.json", loopback);
        QVERIFY(review.ok());
        const model::Plan& underLoad = review.suite->members.back().plan;
        QVERIFY(std::any_of(underLoad.workers.begin(), underLoad.workers.end(),
                            [](const model::WorkerDef& w) { return w.probe.has_value(); }));
        const std::vector<int> sizes{1024, 65536};
        const Article a = article::buildArticle(
            {device("nic1", {member("transmit", streamPlan(0, sizes), sizes, {400, 940}),
                             withProbe(member("under-load", underLoad, {65536}, {1800}), 1, 100, 900)})});
        const auto h = headings(a);
        QVERIFY(std::find(h.begin(), h.end(), "Latency under load") != h.end());
        QVERIFY(std::find(h.begin(), h.end(), "Throughput against request size") == h.end());
        std::vector<std::string> figures;
        for (const article::Figure& f : a.figures) figures.push_back(f.id);
        QCOMPARE(figures, (std::vector<std::string>{"figure-01-transmit-throughput", "figure-02-transmit-pe-index",
                                                    "figure-03-under-load", "figure-04-peak-throughput"}));
        QVERIFY(tableWithId(a, "-under-load"));
        int throughputTables = 0;
        for (const article::Table& t : a.tables) throughputTables += t.id.find("-throughput") != std::string::npos;
        QCOMPARE(throughputTables, 2);
    }

    void methodRatesInTheArticlesGbit() {
        // A 10-gigabit device makes the article's unit Gbit/s: the UDP ramp's table, figure
        // and headline read Gbit/s too, as the sweep beside them does.
        const std::vector<int> sizes{1024, 65536};
        const Article a = article::buildArticle(
            {device("10G", {member("transmit", streamPlan(0, sizes), sizes, {4000, 18800}),
                            udpRamp({{4400, 4400}, {9400, 9400}})})});
        const article::Table* t = tableWithId(a, "-udp_ramp");
        QVERIFY(t);
        QCOMPARE(columnKeyed(*t, "offered_mbit"), -1);
        const int offered = columnKeyed(*t, "offered_gbit");
        const int arrived = columnKeyed(*t, "achieved_gbit_per_s");
        QVERIFY(offered >= 0 && arrived >= 0 && columnKeyed(*t, "sent_gbit_per_s") >= 0);
        QCOMPARE(article::english(t->columns[static_cast<std::size_t>(arrived)].header), std::string("Achieved (Gbit/s)"));
        const Cell& cell = t->rows[1][static_cast<std::size_t>(arrived)];
        QCOMPARE(cell.number, 9.4);
        QCOMPARE(cell.decimals, 2);  // RateUnit's in Gbit/s
        QCOMPARE(t->rows[1][static_cast<std::size_t>(offered)].number, 9.4);
        // A small rate keeps two significant digits, never "0.00": 0.050, 0.0008.
        const Article small = article::buildArticle(
            {device("10G", {member("transmit", streamPlan(0, sizes), sizes, {4000, 18800}),
                            udpRamp({{9400, 9400}, {9500, 50}, {9600, 0.77}})})});
        const article::Table* st = tableWithId(small, "-udp_ramp");
        QVERIFY(st);
        QCOMPARE(st->rows[0][static_cast<std::size_t>(arrived)].decimals, 2);
        QCOMPARE(st->rows[1][static_cast<std::size_t>(arrived)].decimals, 3);
        QCOMPARE(st->rows[2][static_cast<std::size_t>(arrived)].decimals, 4);
        // What is no rate stays as recorded: 1000 datagrams, 1.5 µs of jitter.
        QCOMPARE(t->rows[1][static_cast<std::size_t>(columnKeyed(*t, "datagrams"))].number, 1000.0);
        QCOMPARE(t->rows[1][static_cast<std::size_t>(columnKeyed(*t, "jitter_us"))].number, 1.5);

        const article::Figure* f = figureWithId(a, "-udp_ramp");
        QVERIFY(f);
        QCOMPARE(article::english(f->xLabel), std::string("Offered rate (Gbit/s of payload)"));
        QCOMPARE(article::english(f->yLabel), std::string("Rate (Gbit/s of payload)"));
        QCOMPARE(article::english(f->y2Label), std::string("Loss (%)"));
        QCOMPARE(f->xKey, std::string("offered_gbit"));
        QCOMPARE(f->yKey, std::string("achieved_gbit_per_s"));
        QCOMPARE(f->y2Key, std::string("loss_pct"));
        const std::string csv = article::figureCsv(*f);
        QVERIFY2(csv.rfind("device,series,offered_gbit,y,low,high,axis\n", 0) == 0, csv.c_str());
        QVERIFY2(csv.find("10G,Arrived,9.4,9.4,,,achieved_gbit_per_s\n") != std::string::npos, csv.c_str());
        for (const article::FigureSeries& s : f->series) {
            if (s.rightAxis) {  // the loss, in %: as it was
                QCOMPARE(s.points.back().y, 0.0);
                continue;
            }
            // The diagonal and the curve: up to 9.4, not 9400.
            QCOMPARE(s.points.back().x, 9.4);
            QCOMPARE(s.points.back().y, 9.4);
        }
        // The summary names the unit and gives the number in it.
        const std::vector<Cell>* top = summaryRow(a, "Highest rate arrived (Gbit/s)");
        QVERIFY2(top, englishWords(a).c_str());
        QCOMPARE((*top)[2].number, 9.4);
        QCOMPARE((*top)[2].decimals, 2);
        QVERIFY(summaryRow(a, "Highest throughput (Gbit/s)"));
    }

    void methodRatesInTheArticlesMbit() {
        // All under 10 Gbit/s: the same table, figure and headline stay in Mbit/s, their
        // numbers and keys as the method recorded them.
        const std::vector<int> sizes{1024, 65536};
        const Article a = article::buildArticle(
            {device("1G", {member("transmit", streamPlan(0, sizes), sizes, {400, 940}),
                           udpRamp({{440, 440}, {940, 938.25}})})});
        const article::Table* t = tableWithId(a, "-udp_ramp");
        QVERIFY(t);
        const int arrived = columnKeyed(*t, "achieved_mbit_per_s");
        QVERIFY(arrived >= 0 && columnKeyed(*t, "offered_mbit") >= 0 && columnKeyed(*t, "sent_mbit_per_s") >= 0);
        QCOMPARE(article::english(t->columns[static_cast<std::size_t>(arrived)].header), std::string("Achieved (Mbit/s)"));
        QCOMPARE(t->rows[1][static_cast<std::size_t>(arrived)].number, 938.25);
        QCOMPARE(t->rows[1][static_cast<std::size_t>(arrived)].decimals, 2);  // the method's own
        const article::Figure* f = figureWithId(a, "-udp_ramp");
        QVERIFY(f);
        QCOMPARE(article::english(f->xLabel), std::string("Offered rate (Mbit/s of payload)"));
        QCOMPARE(article::english(f->yLabel), std::string("Rate (Mbit/s of payload)"));
        QCOMPARE(f->xKey, std::string("offered_mbit"));
        QCOMPARE(f->yKey, std::string("achieved_mbit_per_s"));
        const std::vector<Cell>* top = summaryRow(a, "Highest rate arrived (Mbit/s)");
        QVERIFY2(top, englishWords(a).c_str());
        QCOMPARE((*top)[2].number, 938.25);
        QVERIFY(summaryRow(a, "Highest throughput (Mbit/s)"));
    }

    void aMethodsRatesChooseTheUnitToo() {
        // A ramp past 10 Gbit/s beside gigabit sweeps: the article's largest value is the
        // method's, and every rate reads Gbit/s, the sweep's too.
        const std::vector<int> sizes{1024, 65536};
        const Article a = article::buildArticle(
            {device("25G", {member("transmit", streamPlan(0, sizes), sizes, {400, 940}),
                            udpRamp({{4400, 4400}, {12400, 12000}})})});
        QVERIFY(tableWithId(a, "-udp_ramp") && columnKeyed(*tableWithId(a, "-udp_ramp"), "achieved_gbit_per_s") >= 0);
        const article::Table* sweep = tableWithId(a, "-transmit-throughput");
        QVERIFY(sweep);
        QVERIFY(columnKeyed(*sweep, "gbit_per_s") > 0);

        // The Report page's one run, with no article: its own unit, by its own largest rate.
        const model::Method* ramp = model::methods().find("udp_ramp");
        QVERIFY(ramp);
        const MemberResults m = udpRamp({{4400, 4400}, {12400, 12000}});
        const auto screen = article::methodFigures(*ramp, {{"", 0, &m.procedure}}, article::FigureUse::Screen);
        QCOMPARE(article::english(screen.front().yLabel), std::string("Rate (Gbit/s of payload)"));
        QCOMPARE(article::english(article::headlineText(*ramp, m.procedure)),
                 std::string("Highest rate arrived (Gbit/s): 12.00; No loss up to (Gbit/s offered): 4.40"));
        const MemberResults slow = udpRamp({{440, 440}, {940, 938.25}});
        QCOMPARE(article::english(article::methodFigures(*ramp, {{"", 0, &slow.procedure}}).front().yLabel),
                 std::string("Rate (Mbit/s of payload)"));
    }

    void modesSideBySideWhenTheLastModeNeverRan() {
        // Full duplex, the last of the modes, never got to a step: transmit and receive are
        // still set side by side, after where full duplex would have been.
        const std::vector<int> sizes{1024, 65536};
        MemberResults duplex;
        duplex.name = "duplex";
        duplex.plan = streamPlan(50, sizes);
        duplex.status = suite::MemberStatus::Failed;
        const Article a = article::buildArticle(
            {device("NIC", {member("transmit", streamPlan(0, sizes), sizes, {100, 900}),
                            member("receive", streamPlan(100, sizes), sizes, {90, 800}), duplex})});
        const auto h = headings(a);
        QVERIFY2(std::find(h.begin(), h.end(), "Transmit, receive and full duplex side by side") != h.end(),
                 englishWords(a).c_str());
        const article::Table* t = tableWithId(a, "-modes");
        QVERIFY(t);
        QCOMPARE(t->columns.size(), std::size_t{3});  // size, transmit, receive
        QVERIFY(englishWords(a).find("Not measured on any device: duplex.") != std::string::npos);
    }

    void repeatsGiveTheSpread() {
        // Three repeats of 100, 110 and 120 Mbit/s: mean 110, sample standard deviation 10.
        MemberResults m;
        m.name = "transmit";
        m.plan = streamPlan(0, {1024}, 3);
        report::RunFolder run;
        for (const double v : {100.0, 110.0, 120.0})
            run.rows.push_back(row(0, std::to_string(static_cast<int>(v / 10 - 9)), 1024, v));
        run.rows.push_back(row(0, "agg", 1024, 110));
        m.run = std::move(run);
        const Article a = article::buildArticle({device("NIC", {m})});
        const article::Table* t = tableWithId(a, "-throughput");
        QVERIFY(t);
        QCOMPARE(t->rows.size(), std::size_t{1});
        QCOMPARE(t->rows[0][1].number, 110.0);
        QVERIFY(std::abs(t->rows[0][2].number - 10.0) < 1e-9);
        const article::Figure& f = a.figures.front();
        QCOMPARE(f.series.front().points.front().y, 110.0);
        QVERIFY(std::abs(f.series.front().points.front().high - 10.0) < 1e-9);
        // The CPU load is a thin curve on the right axis, and the P/E index a figure of its own.
        QVERIFY(std::any_of(f.series.begin(), f.series.end(), [](const auto& s) { return s.rightAxis && s.secondary; }));
        QVERIFY(std::any_of(a.figures.begin(), a.figures.end(), [](const auto& fig) { return fig.yKey == "pe_index"; }));
    }

    void diskPresetsReadOffThePlans() {
        QCOMPARE(article::gridTest(diskPlan(1 << 20, 8, 100, 0))->label, std::string("SEQ1M Q8T1"));
        QVERIFY(article::gridTest(diskPlan(1 << 20, 8, 100, 0))->read);
        QCOMPARE(article::gridTest(diskPlan(4096, 32, 0, 100))->label, std::string("RND4K Q32T1"));
        QVERIFY(!article::gridTest(diskPlan(4096, 32, 0, 100))->read);
        QVERIFY(!article::gridTest(diskPlan(4096, 1, 70, 100)));        // a mix is no preset
        QVERIFY(!article::gridTest(diskPlan(4096, 1, 100, 100, true)));  // nor a sweep
        QVERIFY(!article::gridTest(streamPlan(0, {1024})));              // nor a network run

        auto disk = [](const std::string& name, model::Plan plan, double mbPerS) {
            MemberResults m;
            m.name = name;
            m.plan = std::move(plan);
            report::RunFolder run;
            MetricRow r = row(0, "1", 4096, mbPerS * 8);
            r.mbPerS = mbPerS;
            r.opsPerS = mbPerS * 1e6 / 4096;
            run.rows.push_back(r);
            m.run = std::move(run);
            return m;
        };
        const Article a = article::buildArticle(
            {device("SSD", {disk("seq-r", diskPlan(1 << 20, 8, 100, 0), 3000), disk("seq-w", diskPlan(1 << 20, 8, 0, 0), 2000),
                            disk("rnd-r", diskPlan(4096, 32, 100, 100), 400)})});
        const article::Table* t = tableWithId(a, "-disk-grid");
        QVERIFY(t);
        QCOMPARE(t->rows.size(), std::size_t{2});
        QCOMPARE(t->rows[0][0].verbatim, std::string("SEQ1M Q8T1"));
        QCOMPARE(t->rows[0][static_cast<std::size_t>(column(*t, "SSD", "read_mb_per_s"))].number, 3000.0);
        QCOMPARE(t->rows[0][static_cast<std::size_t>(column(*t, "SSD", "write_mb_per_s"))].number, 2000.0);
        QCOMPARE(t->rows[1][static_cast<std::size_t>(column(*t, "SSD", "write_mb_per_s"))].kind, Cell::Kind::Empty);
        // One section for the presets, however many members they are.
        const auto h = headings(a);
        QCOMPARE(std::count(h.begin(), h.end(), "Disk: the standard presets"), 1L);

        // Beside a network adapter, which ran no preset: no column and no bars for it, and
        // the text says the devices did not run the same methods.
        MemberResults nic;
        nic.name = "transmit";
        nic.plan = streamPlan(0, {1024});
        nic.run = report::RunFolder{};
        nic.run->rows.push_back(row(0, "1", 1024, 900));
        const Article mixed = article::buildArticle(
            {device("NIC", {nic}), device("SSD", {disk("seq-r", diskPlan(1 << 20, 8, 100, 0), 3000)})});
        const article::Table* grid = tableWithId(mixed, "-disk-grid");
        QVERIFY(grid);
        QCOMPARE(column(*grid, "NIC", "read_mb_per_s"), -1);
        QVERIFY(column(*grid, "SSD", "read_mb_per_s") > 0);
        for (const article::Figure& f : mixed.figures)
            if (f.id.find("disk-grid") != std::string::npos)
                for (const auto& series : f.series) QCOMPARE(series.device, std::string("SSD"));
        const std::string intro = article::english(mixed.sections.front().blocks.front().paragraph);
        QVERIFY2(intro.find("did not all run the same methods") != std::string::npos, intro.c_str());
    }

    void methodFromItsDescriptor() {
        // A rate search on two devices: bars per frame size, every frame size either has.
        auto search = [](const std::string& dev, std::vector<std::pair<int, double>> frames) {
            MemberResults m;
            m.name = "zero-loss";
            Json p = Json::parse(R"({
              "format": "iometry.plan/1", "name": "z",
              "dynamos": [{"name": "A", "spawn": true}, {"name": "B"}],
              "specs": [{"name": "f", "lines": [{"size": 1472, "read": 0}]}],
              "workers": [{"name": "u", "dynamo": "A", "kind": "udp", "bind": "10.0.0.1",
                           "peer": {"dynamo": "B", "address": "10.0.0.2"}, "spec": "f"}],
              "procedure": {"kind": "rate_search", "frame_sizes": [64, 1518], "link_mbit": 1000, "trial_s": 1}})");
            const auto parsed = model::parsePlan(p);
            if (!parsed.ok()) qFatal("%s", parsed.problems.front().toString().c_str());
            m.plan = *parsed.plan;
            m.run = report::RunFolder{};
            m.run->rows.push_back(row(0, "1", 64, 10));
            Json result = {{"procedure", "rate_search"}, {"frames", Json::array()}};
            for (const auto& [size, pct] : frames)
                result["frames"].push_back({{"frame_size", size}, {"line_rate_pct", pct}, {"rate_pps", pct * 1000}});
            m.procedure = result;
            return device(dev, {m});
        };
        const Article a = article::buildArticle({search("A", {{64, 50}, {1518, 100}}), search("B", {{128, 40}, {1518, 90}})});
        QCOMPARE(headings(a)[1], std::string("Zero-loss rate per frame size"));
        const article::Figure& bars = a.figures.front();
        QCOMPARE(bars.kind, article::Figure::Kind::Bars);
        QCOMPARE(bars.categories.size(), std::size_t{3});  // 64, 128, 1518
        QCOMPARE(article::english(bars.categories[2]), std::string("1518"));
        QCOMPARE(bars.series.size(), std::size_t{2});
        QCOMPARE(bars.series[1].points.front().x, 1.0);  // B's 128 B frame in the second category
        QCOMPARE(bars.series[1].points.front().y, 40.0);
        // The summary gives each device's headline of the same label: A at 64 B, B at 128 B.
        const article::Table* summary = tableWithId(a, "-summary");
        QVERIFY(summary);
        QCOMPARE(summary->rows.front()[2].number, 50000.0);
        QCOMPARE(summary->rows.front()[3].number, 40000.0);
        // The method's table: a device column first, every row of both results.
        const article::Table* t = tableWithId(a, "-rate_search");
        QVERIFY(t);
        QCOMPARE(t->columns.front().key, std::string("device"));
        QCOMPARE(t->rows.size(), std::size_t{4});
    }

    // What a method's figure describes beyond its curves: a line of its own (the diagonal) or
    // from each result's numbers (a fit), rows singled out (a knee), the curves only the
    // Report page shows, and a distribution's curve per size, which the article leaves out.
    void methodFiguresForTheArticleAndTheScreen() {
        const model::Method* ramp = model::methods().find("udp_ramp");
        const model::Method* delay = model::methods().find("adapter_delay");
        const model::Method* knee = model::methods().find("ramp");
        const model::Method* latency = model::methods().find("latency");
        QVERIFY(ramp && delay && knee && latency);

        const Json udp = Json::parse(R"({"procedure": "udp_ramp", "points": [
            {"offered_mbit": 100, "achieved_mbit_per_s": 99, "sent_mbit_per_s": 100, "loss_pct": 0},
            {"offered_mbit": 300, "achieved_mbit_per_s": 150, "sent_mbit_per_s": 290, "loss_pct": 48}]})");
        const auto series = [](const article::Figure& f, const std::string& label) -> const article::FigureSeries* {
            for (const auto& s : f.series)
                if (article::english(s.qualifier) == label) return &s;
            return nullptr;
        };
        auto article = article::methodFigures(*ramp, {{"A", 0, &udp}, {"B", 1, &udp}});
        QCOMPARE(article.size(), std::size_t{1});
        QVERIFY(!series(article[0], "Sent"));  // detail: the Report page's alone
        const article::FigureSeries* diagonal = series(article[0], "Offered");
        QVERIFY(diagonal && diagonal->reference && diagonal->device.empty());
        QCOMPARE(diagonal->points.front().x, 0.0);  // from 0 on a linear axis
        QCOMPARE(diagonal->points.back().x, 300.0);
        QCOMPARE(diagonal->points.back().y, 300.0);
        QCOMPARE(std::count_if(article[0].series.begin(), article[0].series.end(),
                               [](const auto& s) { return s.reference; }),
                 1L);  // one diagonal, whatever the devices
        auto screen = article::methodFigures(*ramp, {{"", 0, &udp}}, article::FigureUse::Screen);
        QVERIFY(series(screen[0], "Sent"));
        QCOMPARE(series(screen[0], "Sent")->colour, std::size_t{1});  // a colour per curve

        // A fitted line per device, in its colour, its equation in its name.
        const Json fit = Json::parse(R"({"procedure": "adapter_delay", "fit": {"A_ns_per_byte": 2,
            "B_ns": 4096, "sizes": [{"L": 18, "Lp": 60, "delay_ns": 4216}, {"L": 1018, "Lp": 1060, "delay_ns": 6216}]}})");
        const auto delays = article::methodFigures(*delay, {{"A", 0, &fit}, {"B", 1, &fit}});
        QCOMPARE(delays[0].xKey, std::string("Lp"));
        const auto lines = std::count_if(delays[0].series.begin(), delays[0].series.end(),
                                         [](const auto& s) { return s.reference; });
        QCOMPARE(lines, 2L);
        QCOMPARE(delays[0].series[1].device, std::string("B"));
        QCOMPARE(delays[0].series[1].points.back().y, 2.0 * 1060 + 4096);
        QCOMPARE(article::english(delays[0].series[1].qualifier),
                 std::string("fit: delay = 2.000 ns/byte · Lp + 4096 ns"));

        // The knee: one object, one point circled, and the method's answer in numbers.
        const Json ramped = Json::parse(R"({"procedure": "ramp", "param": "outstanding",
            "metric": "ops_per_s", "points": [{"value": 1, "ops_per_s": 10}, {"value": 2, "ops_per_s": 19},
            {"value": 4, "ops_per_s": 20}], "knee": {"value": 2, "ops_per_s": 19}})");
        const auto knees = article::methodFigures(*knee, {{"A", 0, &ramped}});
        const article::FigureSeries* mark = series(knees[0], "Knee");
        QVERIFY(mark && mark->marks);
        QCOMPARE(mark->points.size(), std::size_t{1});
        QCOMPARE(mark->points[0].y, 19.0);
        QCOMPARE(article::english(article::headlineText(*knee, ramped)),
                 std::string("Knee at outstanding I/Os: 2; Rate at the knee (operations/s): 19.0"));

        // The distribution: the Report page's, a curve per size on log axes.
        const Json rtt = Json::parse(R"({"procedure": "latency", "points": [
            {"size": 64, "p50_us": 10, "p99_us": 40, "exceedance": [[10, 1], [20, 0.5], [40, 0.03]]},
            {"size": 1024, "p50_us": null, "exceedance": []}]})");
        const auto printed = article::methodFigures(*latency, {{"A", 0, &rtt}});
        QCOMPARE(printed.size(), std::size_t{1});
        QCOMPARE(printed[0].id, std::string("latency"));  // its files' names, as before the distribution
        const auto shown = article::methodFigures(*latency, {{"", 0, &rtt}}, article::FigureUse::Screen);
        QCOMPARE(shown.size(), std::size_t{2});
        QCOMPARE(shown[0].yScale, article::Figure::Scale::Log10);
        QCOMPARE(shown[1].xScale, article::Figure::Scale::Log10);
        QCOMPARE(shown[1].series.size(), std::size_t{1});  // the size without a round trip: none
        QVERIFY(shown[1].series[0].steps);
        QCOMPARE(shown[1].series[0].points.size(), std::size_t{3});
        QCOMPARE(article::english(shown[1].series[0].qualifier), std::string("64 B"));
    }

    // A mode's figures and table name the mode (titles, captions, files), and promise error
    // bars and a standard deviation only where there were repeats.
    void modesNamedAndRepeatsTold() {
        const auto member = [](int repeats) {
            MemberResults m;
            m.name = "transmit";
            m.plan = streamPlan(0, {1024}, repeats);
            m.run = report::RunFolder{};
            if (repeats == 1) m.run->rows.push_back(row(0, "1", 1024, 900));
            else
                for (const char* r : {"1", "2", "agg"}) m.run->rows.push_back(row(0, r, 1024, r[0] == '1' ? 880 : 900));
            return m;
        };
        const Article once = article::buildArticle({device("A", {member(1)})});
        QVERIFY(!once.figures.empty());
        const article::Figure& f = once.figures.front();
        QCOMPARE(f.id, std::string("figure-01-transmit-throughput"));
        QVERIFY2(article::english(f.title).find(", transmit") != std::string::npos, article::english(f.title).c_str());
        QVERIFY2(article::english(f.caption).find("Mode: transmit.") != std::string::npos, article::english(f.caption).c_str());
        QVERIFY2(article::english(f.caption).find("error bars") == std::string::npos, article::english(f.caption).c_str());
        const article::Table* t = tableWithId(once, "-transmit-throughput");
        QVERIFY(t);
        QVERIFY2(article::english(t->caption).find("standard deviation") == std::string::npos, article::english(t->caption).c_str());

        const Article twice = article::buildArticle({device("A", {member(2)})});
        QVERIFY(article::english(twice.figures.front().caption).find("error bars") != std::string::npos);
        const article::Table* spread = tableWithId(twice, "-transmit-throughput");
        QVERIFY(spread);
        QVERIFY2(article::english(spread->caption).find("the mean of the repeats") != std::string::npos,
                 article::english(spread->caption).c_str());
    }

    void numberedAndSaidWhatIsMissing() {
        const std::vector<int> sizes{1024, 65536};
        MemberResults failed = member("receive", streamPlan(100, sizes), sizes, {10, 20});
        failed.status = suite::MemberStatus::Failed;
        failed.error = "dynamo B did not connect";
        const Article a = article::buildArticle(
            {device("A", {member("transmit", streamPlan(0, sizes), sizes, {10, 20}), failed}),
             device("B", {member("transmit", streamPlan(0, sizes), sizes, {11, 21})}),
             device("C", {member("disk", diskPlan(4096, 8, 100, 100), {4096}, {800})})});
        std::set<std::string> ids;
        for (std::size_t i = 0; i < a.figures.size(); ++i) {
            QCOMPARE(a.figures[i].number, static_cast<int>(i + 1));
            ids.insert(a.figures[i].id);
        }
        for (std::size_t i = 0; i < a.tables.size(); ++i) {
            QCOMPARE(a.tables[i].number, static_cast<int>(i + 1));
            ids.insert(a.tables[i].id);
        }
        QCOMPARE(ids.size(), a.figures.size() + a.tables.size());
        // Every figure and table is placed once, in reading order.
        int lastFigure = 0;
        for (const auto& s : a.sections)
            for (const auto& b : s.blocks)
                if (b.kind == article::Block::Kind::Figure) {
                    QCOMPARE(a.figures[b.index].number, lastFigure + 1);
                    lastFigure = a.figures[b.index].number;
                }
        QCOMPARE(lastFigure, static_cast<int>(a.figures.size()));
        const std::string words = englishWords(a);
        QVERIFY2(words.find("Not part of the suite of B.") != std::string::npos, words.c_str());
        // A disk is not said to be missing from a network test, nor a network device from a disk's.
        QVERIFY2(words.find("Not part of the suite of B, C.") == std::string::npos &&
                     words.find("Not part of the suite of C.") == std::string::npos &&
                     words.find("Not part of the suite of A") == std::string::npos,
                 words.c_str());
        QVERIFY2(words.find("On A this member failed") != std::string::npos, words.c_str());
        QVERIFY(words.find("dynamo B did not connect") != std::string::npos);
    }

    void csvFilesAreCLocale() {
        const std::vector<int> sizes{1024};
        const Article a = article::buildArticle({device("A", {member("transmit", streamPlan(0, sizes), sizes, {12345.625})})});
        const std::string csv = article::tableCsv(*tableWithId(a, "-throughput"));
        // 12.3 Gbit/s: the article's unit is Gbit/s, its tables' too (full precision in the CSV).
        QVERIFY2(csv.find("1024,12.345625,") != std::string::npos, csv.c_str());
        QVERIFY(csv.rfind("size,A:gbit_per_s,", 0) == 0);
        // From 10 Gbit/s on, a figure reads in Gbit/s (docs/report.md, "Units"), its CSV too.
        const std::string figure = article::figureCsv(a.figures.front());
        QVERIFY2(figure.find("A,,1024,12.345625,,,gbit_per_s") != std::string::npos, figure.c_str());
    }

    void foldersReadBack() {
        QTemporaryDir tmp;
        const std::filesystem::path dir = tmp.path().toStdString();
        std::string error;
        // Not a results folder at all.
        QVERIFY(!article::loadDeviceResults(dir / "none", error));
        QVERIFY(error.find("is not a folder") != std::string::npos);
        // A run's folder: one member, named after the folder.
        const auto run = dir / "x540-transmit";
        std::filesystem::create_directories(run);
        std::ofstream(run / "plan.json") << model::toJson(streamPlan(0, {1024})).dump();
        std::ofstream(run / "summary.csv")
            << "step,repeat,scope,name,size,mbit_per_s,cpu_pct\n0,1,all,all,1024,937.5,20\n";
        auto d = article::loadDeviceResults(run, error);
        QVERIFY2(d, error.c_str());
        QCOMPARE(d->device, std::string("x540-transmit"));
        QCOMPARE(d->members.size(), std::size_t{1});
        QCOMPARE(d->members.front().run->rows.front().mbitPerS, 937.5);
        // A damaged procedure.json: what summary.csv holds is still there, and the run's
        // problems name the file (docs/report.md).
        std::ofstream(run / "procedure.json") << "{broken";
        d = article::loadDeviceResults(run, error);
        QVERIFY2(d, error.c_str());
        const article::MemberResults& m = d->members.front();
        QVERIFY(m.procedure.is_null());
        QCOMPARE(m.run->rows.front().mbitPerS, 937.5);
        const std::string line = report::describeProblems(m.run->problems);
        QVERIFY2(line.find("procedure.json is damaged (not valid JSON at byte 2)") !=
                     std::string::npos,
                 line.c_str());
    }

    // The setup section (docs/report.md, "The article"): the disk behind a target by its
    // model, capacity and file system, not its device number; a host that two devices ran
    // on is one row naming its dynamo once; the dynamo is written once in the targets table;
    // a bench.json without the new facts still reads.
    void setupTellsTheDiskAndMergesHosts() {
        const nlohmann::json host = nlohmann::json::parse(R"({"hostname": "bench1", "cpu_model": "Xeon Gold 6130", "cpus": 64,
            "kernel": "Linux 6.1.0 x86_64", "board": {"vendor": "Supermicro", "name": "X11SPi-TF"},
            "cpu_freq_khz": {"min": 1000000, "max": 3700000}, "memory_bytes": 137438953472,
            "tcp_congestion": {"available": ["reno", "cubic"], "default": "cubic"}})");
        auto diskMember = [&](const std::string& model, std::uint64_t size, bool rotational) {
            MemberResults m;
            m.name = "qd";
            m.plan = diskPlan(4096, 8, 100, 100, true);
            report::RunFolder run;
            run.rows.push_back(row(0, "1", 4096, 800));
            run.bench = nlohmann::json::parse(R"({"hosts": [{"dynamo": "local", "data_interfaces": []}], "workers": [
                {"name": "disk", "dynamo": "local", "kind": "disk", "path": "/var/tmp/t.tst", "engine": "io_uring",
                 "device": "259:2", "filesystem": {"type": "ext4", "options": "rw,relatime,discard",
                 "mount_point": "/", "source": "/dev/nvme0n1p2"}}]})");
            run.bench["hosts"][0]["host"] = host;
            run.bench["workers"][0]["disk"] = {{"name", "nvme0n1"}, {"size", size}, {"rotational", rotational},
                                               {"scheduler", "none"}};
            if (!model.empty()) run.bench["workers"][0]["disk"]["model"] = model;
            m.run = std::move(run);
            return m;
        };
        const std::vector<DeviceResults> devices{
            device("SSD-A", {diskMember("Samsung SSD 980 PRO 1TB", 1000204886016, false)}),
            device("HDD-B", {diskMember("WDC WD40EFRX", 4000787030016, true)}),
            device("VM", {diskMember("", 274877906944, true)})};
        const article::Table hosts = article::hostsTable(devices);
        QCOMPARE(hosts.rows.size(), std::size_t{1});  // the same host, once
        QCOMPARE(hosts.rows.front().size(), hosts.columns.size());
        const std::string hostLine = tableText(hosts);
        QVERIFY2(hostLine.find("bench1 | local | Supermicro X11SPi-TF | Xeon Gold 6130, 64 logical CPUs, 1.0–3.7 GHz"
                               " | 128.0 GiB usable | Linux 6.1.0 x86_64 | cubic") != std::string::npos,
                 hostLine.c_str());

        const article::Table targets = article::targetsTable(devices);
        const std::string text = tableText(targets);
        for (const char* expected : {"Samsung SSD 980 PRO 1TB, 1.00 TB, non-rotational", "WDC WD40EFRX, 4.00 TB, rotational",
                                     "scheduler none", "nvme0n1, 275 GB, rotational", "ext4 (rw, relatime, discard)",
                                     "/var/tmp/t.tst, io_uring"})
            QVERIFY2(text.find(expected) != std::string::npos, (std::string(expected) + " in\n" + text).c_str());
        QVERIFY2(text.find("259:2") == std::string::npos, text.c_str());  // the disk, not its number
        QVERIFY2(text.find(", ,") == std::string::npos, text.c_str());  // a fact left out leaves no gap
        // The dynamo once, on its first row.
        int named = 0;
        for (const auto& r : targets.rows) {
            named += cellText(r[0]) == "local";
            QVERIFY(r[0].kind != Cell::Kind::Empty);  // blank, not "—" (not measured)
        }
        QCOMPARE(named, 1);
        QCOMPARE(targets.rows.size(), std::size_t{3});  // target, disk, file system

        // Two hosts that differ are two rows; an old bench.json (no disk facts) shows the
        // device number it has.
        std::vector<DeviceResults> other(devices.begin(), devices.begin() + 2);
        other[1].members[0].run->bench["hosts"][0]["host"]["kernel"] = "Linux 6.12.0 x86_64";
        other[1].members[0].run->bench["workers"][0].erase("disk");
        QCOMPARE(article::hostsTable(other).rows.size(), std::size_t{2});
        QVERIFY(tableText(article::hostsTable(other)).find("local (SSD-A)") != std::string::npos);
        QVERIFY(tableText(article::targetsTable(other)).find("/var/tmp/t.tst, 259:2, io_uring") != std::string::npos);

        // In the article, the setup section holds both tables.
        const Article a = article::buildArticle(devices);
        QVERIFY(tableWithId(a, "hosts"));
        QVERIFY(tableWithId(a, "targets"));
    }

    // A data interface's PCIe link and a disk target's disk as the targets table renders
    // them from bench.json.
    //
    // The PCIe link by its generation, however sysfs wrote the rate: older kernels write
    // "16 GT/s" or keep " PCIe", newer ones "16.0 GT/s"; a rate of no known generation as
    // sysfs wrote it; the card's most only where it differs from the link now.
    //
    // The disk: its name, model, firmware, capacity in decimal units as its vendor prints it
    // (MB under a GB, never "0.00 GB"), the kernel's rotational flag as the kernel said it
    // (a virtio disk, a RAID volume or a USB bridge says rotational whatever is behind, so
    // no SSD or HDD), its scheduler; each fact left out where bench.json lacks it.
    void targetCells_data() {
        QTest::addColumn<QString>("fact");      // the row's label
        QTest::addColumn<QString>("facts");     // bench.json's, of the interface or the target
        QTest::addColumn<QString>("expected");  // the device's cell
        const auto pcie = [](const char* name, const char* link, const char* expected) {
            QTest::newRow(name) << "PCIe link" << QString(R"({"pcie": %1})").arg(link) << expected;
        };
        pcie("old and new forms",
             R"({"speed": "8.0 GT/s", "width": 4, "max_speed": "8 GT/s PCIe", "max_width": 8,
                 "slot_speed": "16 GT/s", "slot_width": 16})",
             "PCIe 3.0 ×4, card up to 3.0 ×8, slot up to 4.0 ×16");
        pcie("every generation",
             R"({"speed": "2.5 GT/s PCIe", "width": 1, "max_speed": "5 GT/s", "max_width": 1,
                 "slot_speed": "32 GT/s", "slot_width": 16})",
             "PCIe 1.0 ×1, card up to 2.0 ×1, slot up to 5.0 ×16");
        pcie("newest", R"({"speed": "64.0 GT/s PCIe", "width": 16, "slot_speed": "5.0 GT/s"})",
             "PCIe 6.0 ×16, slot up to 2.0");
        pcie("the same most in another form",
             R"({"speed": "16 GT/s", "width": 8, "max_speed": "16.0 GT/s PCIe", "max_width": 8})", "PCIe 4.0 ×8");
        pcie("unknown rate", R"({"speed": "128.0 GT/s", "width": 16})", "PCIe 128.0 GT/s ×16");
        pcie("not a rate", R"({"speed": "8.0 GB/s", "width": 2})", "PCIe 8.0 GB/s ×2");

        const auto disk = [](const char* name, const char* facts, const char* expected) {
            QTest::newRow(name) << "disk" << QString(R"({"disk": %1})").arg(facts) << expected;
        };
        disk("everything",
             R"({"name": "nvme0n1", "model": "Samsung SSD 980 PRO 1TB", "firmware": "5B2QGXA7",
                 "size": 1000204886016, "rotational": false, "scheduler": "none"})",
             "nvme0n1, Samsung SSD 980 PRO 1TB, firmware 5B2QGXA7, 1.00 TB, non-rotational, scheduler none");
        disk("960 GB", R"({"name": "sda", "size": 960197124096})", "sda, 960 GB");
        disk("1.92 TB", R"({"name": "sdb", "size": 1920383410176})", "sdb, 1.92 TB");
        disk("512 MiB", R"({"name": "vdb", "size": 536870912, "rotational": true})", "vdb, 537 MB, rotational");
        disk("512 MB", R"({"name": "loop0", "size": 512000000})", "loop0, 512 MB");
        disk("just under 1 TB", R"({"name": "sdc", "size": 999700000000})", "sdc, 1.00 TB");
        disk("a few kB", R"({"name": "ram0", "size": 4096})", "ram0, 4.10 kB");
        disk("no model, no size", R"({"name": "dm-0", "rotational": true, "scheduler": "mq-deadline"})",
             "dm-0, rotational, scheduler mq-deadline");
        disk("a virtual disk by its driver", R"({"name": "vda", "driver": "virtio_blk", "size": 274877906944})",
             "vda, driver virtio_blk, 275 GB");
        disk("a model, its driver unsaid", R"({"name": "sda", "model": "WDC WD40EFRX", "driver": "sd"})",
             "sda, WDC WD40EFRX");
    }
    void targetCells() {
        QFETCH(QString, fact);
        QFETCH(QString, facts);
        QFETCH(QString, expected);
        const nlohmann::json told = nlohmann::json::parse(facts.toStdString());
        const DeviceResults d = fact == "PCIe link" ? nicDevice(told) : diskDevice(told);
        QCOMPARE(QString::fromStdString(targetFact({d}, fact.toStdString())), expected);
    }

    // A test file's file system with its mount options, spaced so that a narrow column can
    // wrap them; none for a block device (no `filesystem`), the type alone without options.
    void fileSystemCell() {
        const nlohmann::json ext4 = nlohmann::json::parse(
            R"({"filesystem": {"type": "ext4", "options": "rw,relatime,discard", "mount_point": "/", "source": "/dev/vda1"}})");
        QCOMPARE(targetFact({diskDevice(ext4)}, "file system"), std::string("ext4 (rw, relatime, discard)"));
        const nlohmann::json bare = nlohmann::json::parse(R"({"filesystem": {"type": "tmpfs"}})");
        QCOMPARE(targetFact({diskDevice(bare)}, "file system"), std::string("tmpfs"));
        QCOMPARE(targetFact({diskDevice(nlohmann::json::object())}, "file system"), std::string("(no row)"));
        // The target itself: its path and engine; its device number only where no disk is told.
        QCOMPARE(targetFact({diskDevice(ext4)}, "disk target"), std::string("/var/tmp/t.tst, 259:2, io_uring"));
        QCOMPARE(targetFact({diskDevice({{"disk", {{"name", "vda"}}}})}, "disk target"),
                 std::string("/var/tmp/t.tst, io_uring"));
    }

    // A host's memory as the dynamo read it: installed (its memory blocks) as a whole
    // number of GiB where it is one; MemTotal (less than installed) said to be what the
    // kernel can use, as is an older dynamo's memory_bytes, which was MemTotal.
    void memoryCell_data() {
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("expected");
        QTest::newRow("installed") << R"({"memory_bytes": 25769803776, "memory_source": "blocks"})" << "24 GiB";
        QTest::newRow("installed, odd") << R"({"memory_bytes": 25635586048, "memory_source": "blocks"})" << "23.9 GiB";
        QTest::newRow("usable") << R"({"memory_bytes": 25276182528, "memory_source": "meminfo"})" << "23.5 GiB usable";
        QTest::newRow("older dynamo") << R"({"memory_bytes": 25276182528})" << "23.5 GiB usable";
        QTest::newRow("none") << R"({})" << "";
    }
    void memoryCell() {
        QFETCH(QString, host);
        QFETCH(QString, expected);
        DeviceResults d = nicDevice(nlohmann::json::object());
        d.members[0].run->bench["hosts"][0]["host"].update(nlohmann::json::parse(host.toStdString()));
        const article::Table t = article::hostsTable({d});
        QCOMPARE(QString::fromStdString(cellText(t.rows.at(0).at(static_cast<std::size_t>(column(t, "", "memory"))))),
                 expected);
    }

    // The TCP socket controls a plan set, in the members table beside its runs.
    void membersTellTheSocketControls() {
        MemberResults m = member("tx", streamPlan(0, {1024}), {1024}, {900});
        m.run->bench = nlohmann::json::parse(R"({"hosts": [], "workers": [{"name": "nic", "kind": "tcp",
            "socket_asked": {"send_buffer": 16777216, "receive_buffer": 16777216, "congestion": "bbr"}}]})");
        const article::Table t = article::membersTable({device("NIC", {m})});
        QCOMPARE(t.columns.back().key, std::string("tcp_socket"));
        QCOMPARE(cellText(t.rows.front().back()), std::string("bbr, send 16 MiB, receive 16 MiB"));
        // A member's row is the first device's; its socket controls the first that tells them
        // (the first device's run left no bench.json).
        MemberResults bare = m;
        bare.run->bench = nlohmann::json();
        const article::Table both = article::membersTable({device("NIC-1", {bare}), device("NIC-2", {m})});
        QCOMPARE(both.rows.size(), std::size_t{1});
        QCOMPARE(both.columns.back().key, std::string("tcp_socket"));
        QCOMPARE(cellText(both.rows.front().back()), std::string("bbr, send 16 MiB, receive 16 MiB"));
        m.run->bench["workers"][0]["socket_asked"] = nlohmann::json::object();
        QCOMPARE(cellText(article::membersTable({device("NIC", {m})}).rows.front().back()), std::string("kernel defaults"));
        m.run->bench["workers"] = nlohmann::json::array();
        QVERIFY(article::membersTable({device("NIC", {m})}).columns.back().key != "tcp_socket");
    }

    // A bench.json whose fields have other types than the dynamo writes (edited, or from
    // another tool): the setup table reads what it can and the article is built, no throw
    // (it ended `iometry --article` and `--report` before).
    void benchOfOtherTypesIsReadWithoutAThrow() {
        QTemporaryDir tmp;
        const std::filesystem::path run = std::filesystem::path(tmp.path().toStdString()) / "odd-bench";
        std::filesystem::create_directories(run);
        std::ofstream(run / "plan.json") << model::toJson(streamPlan(0, {1024})).dump();
        std::ofstream(run / "summary.csv")
            << "step,repeat,scope,name,size,mbit_per_s,cpu_pct\n0,1,all,all,1024,937.5,20\n";
        std::ofstream(run / "bench.json") << R"({"hosts": [
            {"dynamo": 5, "host": {"hostname": 7, "cpus": "many", "cpu_model": ["x"]}, "cpu": "busy",
             "data_interfaces": [{"name": "eth1", "mtu": "big", "speed_mbit": "fast", "driver": 3},
                                 {"name": "eth2", "mtu": 9000.5, "speed_mbit": 1e300}, "eth3"]},
            {"dynamo": "B", "host": "vm", "data_interfaces": {"name": "eth0"}},
            "a host as a string"],
            "workers": {"path": "/dev/x"}})";
        std::string error;
        const auto device = article::loadDeviceResults(run, error);
        QVERIFY2(device, error.c_str());
        const article::Table hosts = article::hostsTable({*device});
        QVERIFY(!hosts.rows.empty());
        const article::Article a = article::buildArticle({*device});
        QVERIFY(!a.sections.empty());
    }

    void fieldsOfOtherTypesFallBack() {
        const nlohmann::json j = nlohmann::json::parse(
            R"({"n": 5, "neg": -1, "big": 1e300, "half": 2.5, "whole": 9000.0, "s": "x", "b": true, "o": {}, "a": []})");
        QCOMPARE(model::numberAt(j, "n", 0), 5);
        QCOMPARE(model::numberAt(j, "s", 7), 7);
        QCOMPARE(model::numberAt(j, "big", 7), 7);
        QCOMPARE(model::numberAt(j, "half", 7), 7);
        QCOMPARE(model::numberAt(j, "whole", 7), 9000);
        const nlohmann::json edge = {{"two63", 9223372036854775808.0}, {"two64", 18446744073709551616.0}};
        QCOMPARE(model::numberAt(edge, "two63", 1LL), 1LL);
        QCOMPARE(model::numberAt<std::uint64_t>(edge, "two64", 1), std::uint64_t{1});
        QCOMPARE(model::numberAt<unsigned>(j, "neg", 3u), 3u);
        QCOMPARE(model::numberAt(j, "half", 0.0), 2.5);
        QCOMPARE(model::stringAt(j, "n", "?"), std::string("?"));
        QCOMPARE(model::stringAt(j, "s"), std::string("x"));
        QCOMPARE(model::flagAt(j, "n", false), false);
        QCOMPARE(model::flagAt(j, "b", false), true);
        QVERIFY(model::objectAt(j, "a").is_object());
        QVERIFY(model::arrayAt(j, "o").is_array());
        QCOMPARE(model::stringAt(nlohmann::json("not an object"), "s", "?"), std::string("?"));
    }
};

QTEST_GUILESS_MAIN(TestArticle)
#include "test_article.moc"

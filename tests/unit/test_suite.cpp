// iometry.suite/1 (docs/suite-format.md): validation problems by path, the suite's hosts,
// repeats and MTU applied to its members, the overrides of a template, the round trip of the
// suite as run, and the record of a suite's results folder (SuiteRun: statuses, resume,
// the folder of an unfinished attempt kept, the ETA of what is left).

#include "engine/kinds/disk/disk_kind.hpp"
#include "engine/methods/method.hpp"
#include "engine/plan/plan_json.hpp"
#include "engine/suite/suite.hpp"
#include "engine/suite/suite_run.hpp"

#include <QtTest>

#include <QTemporaryDir>

#include <algorithm>
#include <filesystem>
#include <cmath>
#include <fstream>
#include <regex>
#include <string>

using iometry::suite::MemberStatus;
using iometry::suite::Suite;
using iometry::suite::SuiteOverrides;
using iometry::suite::SuiteRun;
using Json = nlohmann::ordered_json;
namespace fs = std::filesystem;

namespace {

/** A member plan between dynamos A and B; every bad-suite row breaks one thing of the suite. */
Json plan(int read = 0, bool procedure = false) {
    Json p = Json::parse(R"({
      "format": "iometry.plan/1", "name": "p", "run_s": 2, "ramp_s": 1,
      "dynamos": [{"name": "A", "spawn": true}, {"name": "B"}],
      "specs": [{"name": "s", "lines": [{"size": 65536, "read": 0}]}],
      "workers": [{"name": "nic", "dynamo": "A", "kind": "tcp", "bind": "10.0.0.1",
                   "peer": {"dynamo": "B", "address": "10.0.0.2"}, "spec": "s"}],
      "sweep": {"size": [1024, 65536]}})");
    p["specs"][0]["lines"][0]["read"] = read;
    if (procedure) {
        p.erase("sweep");
        p["specs"][0]["lines"][0]["reply"] = 64;
        p["procedure"] = Json::parse(R"({"kind": "latency", "sizes": [64, 1024], "trial_s": 1})");
    }
    return p;
}

Json suiteDoc() {
    Json s;
    s["format"] = "iometry.suite/1";
    s["name"] = "review";
    s["device"] = "NIC 1";
    s["members"] = Json::array({{{"name", "transmit"}, {"plan", plan(0)}},
                                {{"name", "receive"}, {"plan", plan(100)}},
                                {{"name", "latency"}, {"plan", plan(0, true)}}});
    return s;
}

Suite parsed(const Json& doc, const fs::path& base = ".") {
    auto r = iometry::suite::parseSuite(doc, base);
    if (!r.ok()) qWarning("%s", r.problems.front().toString().c_str());
    return r.ok() ? *r.suite : Suite{};
}

Suite withOverrides(const Json& doc, const SuiteOverrides& o) {
    auto r = iometry::suite::parseSuite(doc, ".", o);
    if (!r.ok()) qWarning("%s", r.problems.front().toString().c_str());
    return r.ok() ? *r.suite : Suite{};
}

std::string firstProblem(const Json& doc, const fs::path& base = ".") {
    auto r = iometry::suite::parseSuite(doc, base);
    return r.problems.empty() ? std::string() : r.problems.front().toString();
}

/** The seconds a template's description states: "About 3h18m" or "At most 33m36s"; NaN when none. */
double statedSeconds(const std::string& description) {
    std::smatch m;
    static const std::regex duration("(About|At most) (?:(\\d+)h(\\d\\d)m|(\\d+)m(\\d\\d)s|(\\d+)s)");
    if (!std::regex_search(description, m, duration)) return std::nan("");
    const auto n = [&](int i) { return m[i].matched ? std::stod(m[i].str()) : 0.0; };
    return n(2) * 3600 + (n(3) + n(4)) * 60 + n(5) + n(6);
}

std::string statusText(const SuiteRun& run, std::size_t i) {
    return iometry::suite::toString(run.members()[i].status);
}

}  // namespace

class TestSuite : public QObject {
    Q_OBJECT
private slots:
    void aValidSuiteReadsItsMembers() {
        const Suite s = parsed(suiteDoc());
        QCOMPARE(s.members.size(), std::size_t(3));
        QCOMPARE(s.device, std::string("NIC 1"));
        QCOMPARE(s.members[2].plan.procedure.name(), std::string("latency"));
        const auto estimate = iometry::suite::estimateSuite(s);
        QCOMPARE(estimate.memberSeconds.size(), std::size_t(3));
        double sum = 0;
        for (double m : estimate.memberSeconds) sum += m;
        QCOMPARE(estimate.seconds, sum);
        QCOMPARE(estimate.memberSeconds[0], iometry::model::estimateRun(s.members[0].plan).seconds);
    }

    void badSuites_data() {
        QTest::addColumn<QString>("patch");  // a JSON merge patch of the suite
        QTest::addColumn<QString>("problem");
        QTest::newRow("format") << R"({"format": "iometry.plan/1"})"
                                << R"(format: must be "iometry.suite/1", got "iometry.plan/1")";
        QTest::newRow("unknown key") << R"({"devise": "x"})" << "devise: unknown key; expected one of: addresses, changes, description, device, dynamos, "
                                        "format, left_out, members, mtu, name, repeats, run";
        QTest::newRow("no members") << R"({"members": []})" << "members: must not be empty";
        QTest::newRow("repeats") << R"({"repeats": 0})" << "repeats: must be 1–1000, got 0";
        QTest::newRow("address") << R"({"addresses": {"A": "10.0.0.300"}})"
                                 << R"(addresses.A: must be an IPv4 or IPv6 address, got "10.0.0.300")";
        QTest::newRow("address of no dynamo")
            << R"({"dynamos": [{"name": "A", "spawn": true}, {"name": "B"}], "addresses": {"C": "10.0.0.3"}})"
            << R"(addresses.C: no dynamo named "C" in the suite's dynamos)";
        QTest::newRow("dynamo the suite lacks") << R"({"dynamos": [{"name": "A", "spawn": true}]})"
                                                << R"(members[0].plan.dynamos: the plan names dynamo "B", which is not one of the suite's dynamos)";
        QTest::newRow("mtu") << R"({"mtu": [40]})" << "mtu[0]: must be an integer 68–65536, got 40";
    }
    void badSuites() {
        QFETCH(QString, patch);
        QFETCH(QString, problem);
        Json doc = suiteDoc();
        doc.merge_patch(Json::parse(patch.toStdString()));
        const auto r = iometry::suite::parseSuite(doc, ".");
        QVERIFY(!r.ok());
        bool found = false;
        for (const auto& p : r.problems) found = found || p.toString() == problem.toStdString();
        if (!found) qWarning("got: %s", r.problems.front().toString().c_str());
        QVERIFY(found);
    }

    void badMembers() {
        Json doc = suiteDoc();
        doc["members"][1]["name"] = "transmit";
        QCOMPARE(firstProblem(doc), std::string(R"(members[1].name: "transmit" is named twice)"));
        doc = suiteDoc();
        doc["members"][0]["name"] = "../up";
        QVERIFY(firstProblem(doc).rfind("members[0].name: must be 1–64 letters", 0) == 0);
        doc = suiteDoc();
        doc["members"][1]["plan"]["specs"][0]["lines"][0]["size"] = 0;
        QVERIFY(firstProblem(doc).rfind("members[1].plan.specs[0].lines[0].size: must be", 0) == 0);
        doc = suiteDoc();
        doc["members"][1]["plan"] = "missing.json";
        QCOMPARE(firstProblem(doc, "/nowhere"),
                 std::string("members[1].plan: cannot open plan file /nowhere/missing.json"));
        doc = suiteDoc();
        doc["members"][1]["plan"] = 7;
        QVERIFY(firstProblem(doc).rfind("members[1].plan: must be a plan (an object) or the path", 0) == 0);
    }

    void aMemberPlanByPathIsReadBesideTheSuite() {
        QTemporaryDir dir;
        std::ofstream(fs::path(dir.path().toStdString()) / "rx.json") << plan(100).dump();
        Json doc = suiteDoc();
        doc["members"][1]["plan"] = "rx.json";
        const Suite s = parsed(doc, dir.path().toStdString());
        QCOMPARE(s.members[1].from, std::string("rx.json"));
        QCOMPARE(s.members[1].plan.specs[0].lines[0].read, 100);
        // A bad plan file is named in the problem.
        std::ofstream(fs::path(dir.path().toStdString()) / "rx.json") << R"({"format": "x"})";
        QVERIFY(firstProblem(doc, dir.path().toStdString()).find("rx.json: format: must be") !=
                std::string::npos);
    }

    void overridesReachAndRecordPlansFromFiles() {
        // A member's plan in a file with 20 repeats and no run_s: --repeats and --run-s reach
        // it, and the record says what its file asked (its run_s the plans' default).
        QTemporaryDir dir;
        Json file = plan(100);
        file["repeats"] = 20;
        file.erase("run_s");
        std::ofstream(fs::path(dir.path().toStdString()) / "rx.json") << file.dump();
        Json doc = suiteDoc();
        doc["members"][1]["plan"] = "rx.json";
        SuiteOverrides o;
        o.repeats = 1;
        o.runS = 1;
        const auto r = iometry::suite::parseSuite(doc, dir.path().toStdString(), o);
        QVERIFY2(r.ok(), r.problems.empty() ? "" : r.problems.front().toString().c_str());
        const Suite& s = *r.suite;
        QCOMPARE(s.members[1].plan.repeats, 1);
        QCOMPARE(s.members[1].plan.runS, 1.0);
        const double byDefault = iometry::model::Plan{}.runS;
        for (const auto& c : s.changes) {
            if (c.key == "repeats") QCOMPARE(c.from, Json(20));  // the members it changed
            else if (c.key == "run_s") QVERIFY2(c.from == Json::array({2.0, byDefault}), c.from.dump().c_str());  // not the latency method's own trial_s
            else QFAIL(c.key.c_str());
        }
        QCOMPARE(s.changes.size(), std::size_t(2));
        // An override equal to what every plan holds changes nothing.
        SuiteOverrides same;
        same.runS = 2;
        QVERIFY(withOverrides(suiteDoc(), same).changes.empty());
    }

    void theSuitesHostsRepeatsAndMtuReachEveryMember() {
        Json doc = suiteDoc();
        doc["dynamos"] = Json::parse(R"([{"name": "A", "spawn": true}, {"name": "B"}, {"name": "C"}])");
        doc["addresses"] = Json::parse(R"({"A": "192.168.5.1", "B": "192.168.5.2"})");
        doc["repeats"] = 7;
        doc["mtu"] = Json::array({1500, 9000});
        const Suite s = parsed(doc);
        for (const auto& m : s.members) {
            QCOMPARE(m.plan.repeats, 7);
            QCOMPARE(m.plan.dynamos.size(), std::size_t(2));  // only those the plan uses
            QCOMPARE(m.plan.workers[0].ends()->bind, std::string("192.168.5.1"));
            QCOMPARE(m.plan.workers[0].ends()->peer.address, std::string("192.168.5.2"));
        }
        // The MTU list runs every network sweep once per MTU (outermost); a method that
        // chooses its own steps is left as it is.
        QCOMPARE(s.members[0].plan.sweep.front().param, iometry::model::SweepParam::Mtu);
        QCOMPARE(s.members[0].plan.sweep.front().values, (std::vector<std::int64_t>{1500, 9000}));
        QCOMPARE(iometry::model::estimateRun(s.members[0].plan).steps, 4LL);
        QVERIFY(s.members[2].plan.sweep.empty());
    }

    void overridesMakeATemplateOnesOwn() {
        Json doc = suiteDoc();
        doc["dynamos"] = Json::parse(R"([{"name": "A", "spawn": true}, {"name": "B"}])");
        doc["addresses"] = Json::parse(R"({"A": "10.0.0.1", "B": "10.0.0.2"})");
        doc["mtu"] = Json::array({1500, 9000});
        Json mtuSweep = plan(0);
        mtuSweep["sweep"] = Json::parse(R"({"mtu": [1500, 9000]})");
        doc["members"].push_back({{"name", "jumbo"}, {"plan", mtuSweep}});
        SuiteOverrides o;
        o.loopback = true;
        o.device = "lo";
        o.repeats = 2;
        o.runS = 1;
        const Suite s = withOverrides(doc, o);
        QCOMPARE(s.device, std::string("lo"));
        QVERIFY(s.mtu.empty());
        QCOMPARE(s.members.size(), std::size_t(3));  // the MTU sweep is left out, and said so
        QCOMPARE(s.leftOut.size(), std::size_t(1));
        QCOMPARE(s.leftOut[0].first, std::string("jumbo"));
        for (const auto& d : s.dynamos) QVERIFY(d.spawn);
        QCOMPARE(s.members[0].plan.workers[0].ends()->bind, std::string("127.0.0.1"));
        QCOMPARE(s.members[0].plan.repeats, 2);
        QCOMPARE(s.members[0].plan.runS, 1.0);
        QCOMPARE(s.members[2].plan.runS, 1.0);  // latency: its trial_s is 1 here too
        // The record says what the template asked and what ran instead (the article tells it).
        const auto change = [&s](const std::string& key) {
            const auto it = std::find_if(s.changes.begin(), s.changes.end(), [&](const auto& c) { return c.key == key; });
            return it == s.changes.end() ? nullptr : &*it;
        };
        QVERIFY(change("mtu") && change("mtu")->from == Json::array({1500, 9000}) && change("mtu")->to.is_null());
        QVERIFY(change("repeats") && change("repeats")->to == Json(2) && change("repeats")->from == Json(1));
        // The members' run_s as their plans hold it: 2 s each, the latency's too.
        QVERIFY(change("run_s") && change("run_s")->to == Json(1.0) && change("run_s")->from == Json(2.0));
        QCOMPARE(parsed(iometry::suite::toJson(s)).changes, s.changes);  // read back the same
        // Applied again to the suite as it ran (a resume), nothing more has changed.
        QCOMPARE(withOverrides(iometry::suite::toJson(s), o).changes, s.changes);
        // A resume with other options: what the template asked is kept, what ran is the new.
        SuiteOverrides again = o;
        again.runS = 3;
        const Suite r = withOverrides(iometry::suite::toJson(s), again);
        QCOMPARE(r.changes.size(), s.changes.size());
        QVERIFY(std::any_of(r.changes.begin(), r.changes.end(), [](const auto& c) {
            return c.key == "run_s" && c.from == Json(2.0) && c.to == Json(3.0);
        }));
        // An address given by hand wins over the template's.
        SuiteOverrides a;
        a.addresses["B"] = "10.9.9.9";
        const Suite t = withOverrides(doc, a);
        QCOMPARE(t.members[0].plan.workers[0].ends()->peer.address, std::string("10.9.9.9"));
        // Without --loopback a loopback address with an MTU list is refused by the plan's rule.
        SuiteOverrides l;
        l.addresses = {{"A", "127.0.0.1"}, {"B", "127.0.0.1"}};
        QVERIFY(firstProblem(iometry::suite::applyOverrides(doc, l)).find("loopback") != std::string::npos);
    }

    void parsesWorkerSettings_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("member");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::newRow("every member") << "path=/var/tmp/r.tst" << "" << "path" << "/var/tmp/r.tst";
        QTest::newRow("one member") << "seq.q1:file_size=1GiB" << "seq.q1" << "file_size" << "1GiB";
        QTest::newRow("dotted key") << "peer.address=10.1.1.2" << "" << "peer.address" << "10.1.1.2";
        QTest::newRow("= in the value") << "path=/tmp/a=b" << "" << "path" << "/tmp/a=b";
        QTest::newRow("no =") << "path" << "" << "" << "";
        QTest::newRow("no value") << "path=" << "" << "" << "";
        QTest::newRow("no key") << "=x" << "" << "" << "";
        QTest::newRow("no member") << ":path=x" << "" << "" << "";
    }

    void parsesWorkerSettings() {
        QFETCH(QString, text);
        QFETCH(QString, member);
        QFETCH(QString, key);
        QFETCH(QString, value);
        std::string error;
        const auto s = iometry::suite::parseWorkerSetting(text.toStdString(), error);
        QCOMPARE(s.has_value(), !key.isEmpty());
        if (!s) {
            QVERIFY(!error.empty());
            return;
        }
        QCOMPARE(QString::fromStdString(s->member), member);
        QCOMPARE(QString::fromStdString(s->key), key);
        QCOMPARE(QString::fromStdString(s->value), value);
    }

    // `--set`: the disk review's test file and its size chosen without editing the template.
    void workerSettingsReachEveryWorkerThatHasTheKey() {
        const fs::path disk = fs::path(IOMETRY_TEST_DATA "/../../../examples/suites/disk-review.json");
        const auto set = [&](std::vector<std::string> texts) {
            SuiteOverrides o;
            for (const std::string& t : texts) {
                std::string error;
                o.workerSettings.push_back(*iometry::suite::parseWorkerSetting(t, error));
            }
            return iometry::suite::loadSuiteFile(disk, o);
        };
        using iometry::model::DiskSettings;
        const auto r = set({"path=/srv/review.tst", "file_size=256MiB", "engine=sync"});
        QVERIFY2(r.ok(), r.problems.empty() ? "" : r.problems.front().toString().c_str());
        QVERIFY(r.suite->members.size() >= 9);
        for (const auto& m : r.suite->members)
            for (const auto& w : m.plan.workers) {
                QCOMPARE(w.as<DiskSettings>()->path, std::string("/srv/review.tst"));
                QCOMPARE(w.as<DiskSettings>()->fileSize, std::uint64_t(256) << 20);
                QCOMPARE(w.as<DiskSettings>()->engine, std::string("sync"));
            }
        // The record says what the template's plans held and what ran (the article tells it).
        const auto changeOf = [](const Suite& s, const std::string& key) {
            const auto it = std::find_if(s.changes.begin(), s.changes.end(), [&](const auto& c) { return c.key == key; });
            return it == s.changes.end() ? iometry::suite::SuiteChange{} : *it;
        };
        QCOMPARE(changeOf(*r.suite, "set.path").from, Json("/var/tmp/iometry-review.tst"));
        QCOMPARE(changeOf(*r.suite, "set.path").to, Json("/srv/review.tst"));
        QCOMPARE(changeOf(*r.suite, "set.file_size").from, Json(1073741824));
        QCOMPARE(changeOf(*r.suite, "set.file_size").to, Json(268435456));
        QCOMPARE(changeOf(*r.suite, "set.engine").from, Json("auto"));
        // One member alone; a later setting wins over an earlier one.
        const std::string first = r.suite->members[0].name;
        const auto one = set({"file_size=8GiB", first + ":file_size=4096", first + ":direct=false"});
        QVERIFY2(one.ok(), one.problems.empty() ? "" : one.problems.front().toString().c_str());
        QCOMPARE(changeOf(*one.suite, "set." + first + ":file_size").from, Json(std::uint64_t(8) << 30));
        QCOMPARE(changeOf(*one.suite, "set." + first + ":file_size").to, Json(4096));
        QCOMPARE(changeOf(*one.suite, "set.file_size").from, Json(1073741824));
        QCOMPARE(one.suite->members[0].plan.workers[0].as<DiskSettings>()->fileSize, std::uint64_t(4096));
        QVERIFY(!one.suite->members[0].plan.workers[0].as<DiskSettings>()->direct);
        QCOMPARE(one.suite->members[1].plan.workers[0].as<DiskSettings>()->fileSize, std::uint64_t(8) << 30);
        QVERIFY(one.suite->members[1].plan.workers[0].as<DiskSettings>()->direct);

        // Refused, each at set.KEY and naming what is wrong: nothing of the suite is given.
        const std::pair<std::vector<std::string>, std::pair<std::string, std::string>> bad[] = {
            {{"colour=red"}, {"set.colour", "has the key \"colour\" (disk: path, "}},
            {{"file_size=lots"}, {"set.file_size", "must be a size in bytes"}},
            {{"file_size=1KiB"}, {"set.file_size", "4096"}},
            {{"direct=maybe"}, {"set.direct", "must be true or false"}},
            {{"engine=aio"}, {"set.engine", "io_uring"}},
            {{"nosuch:path=/x"}, {"set.nosuch:path", "no member \"nosuch\""}},
            {{"peer.address=10.0.0.2"}, {"set.peer.address", "no worker"}},
        };
        for (const auto& [texts, expected] : bad) {
            const auto refused = set(texts);
            QVERIFY2(!refused.ok(), texts.front().c_str());
            const auto& p = refused.problems.front();
            QVERIFY2(p.path == expected.first && p.message.find(expected.second) != std::string::npos,
                     (texts.front() + " -> " + p.toString()).c_str());
        }
        // A network suite's pair ends take a pair key; a worker is checked whole, as read.
        Json doc = suiteDoc();
        SuiteOverrides o;
        std::string error;
        o.workerSettings.push_back(*iometry::suite::parseWorkerSetting("peer.address=10.0.0.9", error));
        auto net = iometry::suite::parseSuite(doc, ".", o);
        QVERIFY2(net.ok(), net.problems.empty() ? "" : net.problems.front().toString().c_str());
        for (const auto& m : net.suite->members)
            QCOMPARE(m.plan.workers[0].ends()->peer.address, std::string("10.0.0.9"));
        o.workerSettings = {*iometry::suite::parseWorkerSetting("bind=10.0.0.300", error)};
        net = iometry::suite::parseSuite(doc, ".", o);
        QVERIFY(!net.ok());
        QCOMPARE(net.problems.front().path, std::string("set.bind"));
        QVERIFY2(net.problems.front().message.find("member \"transmit\": workers[0].bind") != std::string::npos,
                 net.problems.front().toString().c_str());
    }

    void hostsPutTheSuitesDynamosOnTheManagersOwn() {
        using iometry::model::DynamoDef;
        Json doc = suiteDoc();
        doc["dynamos"] = Json::parse(R"([{"name": "A", "spawn": true}, {"name": "B"}])");
        doc["addresses"] = Json::parse(R"({"A": "10.0.0.1", "B": "10.0.0.2"})");
        SuiteOverrides o;
        o.addresses["B"] = "10.0.0.9";  // addresses still by the suite's names
        o.hosts["A"] = DynamoDef{"local", true};
        o.hosts["B"] = DynamoDef{"lab-2", false};
        const auto r = iometry::suite::parseSuite(doc, ".", o);
        QVERIFY2(r.ok(), r.problems.empty() ? "" : r.problems.front().toString().c_str());
        const Suite& s = *r.suite;
        QCOMPARE(s.dynamos, (std::vector<DynamoDef>{{"local", true}, {"lab-2", false}}));
        QCOMPARE(s.addresses.size(), std::size_t(2));
        QCOMPARE(s.addresses.at("local"), std::string("10.0.0.1"));
        QCOMPARE(s.addresses.at("lab-2"), std::string("10.0.0.9"));
        for (const auto& m : s.members) {
            QCOMPARE(m.plan.dynamos, (std::vector<DynamoDef>{{"local", true}, {"lab-2", false}}));
            QCOMPARE(m.plan.workers[0].dynamo, std::string("local"));
            QCOMPARE(m.plan.workers[0].ends()->peer.dynamo, std::string("lab-2"));
            QCOMPARE(m.plan.workers[0].ends()->bind, std::string("10.0.0.1"));
            QCOMPARE(m.plan.workers[0].ends()->peer.address, std::string("10.0.0.9"));
        }
        QCOMPARE(iometry::suite::suiteDynamos(s), s.dynamos);
        // The suite as run names the dynamos that ran it, and reads back the same.
        QVERIFY(parsed(iometry::suite::toJson(s)) == s);

        // A suite that names no dynamos: those of its members' plans, renamed in each.
        const Suite bare = parsed(suiteDoc());
        QCOMPARE(iometry::suite::suiteDynamos(bare),
                 (std::vector<DynamoDef>{{"A", true}, {"B", false}}));
        const auto swapped =
            iometry::suite::assignHosts(bare, {{"A", DynamoDef{"B", true}}, {"B", DynamoDef{"A", false}}});
        QVERIFY(swapped.ok());
        const auto& w = swapped.suite->members[2].plan.workers[0];
        QCOMPARE(w.dynamo, std::string("B"));
        QCOMPARE(w.ends()->peer.dynamo, std::string("A"));
        QCOMPARE(swapped.suite->members[2].plan.dynamos,
                 (std::vector<DynamoDef>{{"B", true}, {"A", false}}));
        QCOMPARE(iometry::suite::estimateSuite(*swapped.suite).seconds,
                 iometry::suite::estimateSuite(bare).seconds);

        // Two of the suite's dynamos on one dynamo, or a dynamo the suite lacks: refused by name.
        const auto both =
            iometry::suite::assignHosts(bare, {{"A", DynamoDef{"local", true}}, {"B", DynamoDef{"local", true}}});
        QVERIFY(!both.ok());
        QVERIFY2(both.problems.front().toString().find("would both run on dynamo \"local\"") !=
                     std::string::npos,
                 both.problems.front().toString().c_str());
        const auto clash = iometry::suite::assignHosts(bare, {{"A", DynamoDef{"B", false}}});
        QVERIFY(!clash.ok());
        QCOMPARE(clash.problems.front().path, std::string("hosts.B"));
        const auto unknown = iometry::suite::assignHosts(bare, {{"C", DynamoDef{"x", false}}});
        QVERIFY(!unknown.ok());
        QCOMPARE(unknown.problems.front().path, std::string("hosts.C"));
    }

    void theSuiteAsRunReadsBackTheSame() {
        Json doc = suiteDoc();
        doc["repeats"] = 3;
        doc["mtu"] = Json::array({1500});
        const Suite s = parsed(doc);
        const Json written = iometry::suite::toJson(s);
        const Suite again = parsed(written);
        QVERIFY(again == s);
        QCOMPARE(iometry::suite::toJson(again), written);
        QVERIFY(iometry::suite::looksLikeSuite(written));
        QVERIFY(!iometry::suite::looksLikeSuite(plan()));
    }

    void theRecordSaysWhatRanAndResumeRunsTheRest() {
        QTemporaryDir tmp;
        const fs::path dir = fs::path(tmp.path().toStdString()) / "results";
        const Suite s = parsed(suiteDoc());
        std::string error;
        {
            SuiteRun run;
            QVERIFY(run.open(dir, s, false, error));
            for (std::size_t i = 0; i < 3; ++i) QCOMPARE(statusText(run, i), std::string("pending"));
            QCOMPARE(*run.nextMember(), std::size_t(0));
            QVERIFY(run.begin(0, error));
            QVERIFY(run.finish(0, 0, ""));
            QVERIFY(run.begin(1, error));
            fs::create_directories(run.memberDir(1));  // what the run wrote before it died
            std::ofstream(run.memberDir(1) / "summary.csv") << "half\n";
            // ETA: what is left of member 1 and all of member 2.
            const double member2 = iometry::suite::estimateSuite(s).memberSeconds[2];
            QCOMPARE(run.remainingSeconds(1, 5.0), 5.0 + member2);
            // Killed here: no finish(), no close().
        }
        SuiteRun again;
        QVERIFY(!again.open(dir, s, false, error));  // never overwritten
        QVERIFY(error.find("already holds a suite's results") != std::string::npos);
        QVERIFY(again.open(dir, std::nullopt, true, error));
        QCOMPARE(statusText(again, 0), std::string("completed"));
        QCOMPARE(statusText(again, 1), std::string("running"));
        QCOMPARE(*again.nextMember(), std::size_t(1));
        QVERIFY(again.begin(1, error));
        QVERIFY(fs::exists(dir / "receive.incomplete-1" / "summary.csv"));  // kept aside
        QVERIFY(!fs::exists(again.memberDir(1)));
        QCOMPARE(again.members()[1].earlier, std::vector<std::string>{"receive.incomplete-1"});
        QVERIFY(again.finish(1, 2, "stopped by the user"));
        QCOMPARE(statusText(again, 1), std::string("stopped"));
        QVERIFY(again.close());

        std::string why;
        auto record = iometry::suite::readSuiteRecord(dir, why);
        QVERIFY(record.has_value());
        QCOMPARE(record->members[1].error, std::string("stopped by the user"));
        QVERIFY(!record->finished.empty());
        QVERIFY(record->suite == s);

        // A suite other than the recorded one cannot resume it.
        Json other = suiteDoc();
        other["device"] = "NIC 2";
        SuiteRun third;
        QVERIFY(!third.open(dir, parsed(other), true, error));
        QVERIFY(error.find("differs") != std::string::npos);
        // Nor can a folder with no record.
        QVERIFY(!third.open(fs::path(tmp.path().toStdString()) / "empty", s, true, error));
        QVERIFY(error.find("holds no suite.json") != std::string::npos);
    }

    void aTamperedRecordIsRefusedByName() {
        QTemporaryDir tmp;
        const fs::path dir = tmp.path().toStdString();
        std::string error;
        {
            SuiteRun run;
            QVERIFY(run.open(dir, parsed(suiteDoc()), false, error));
        }
        Json doc = Json::parse(std::ifstream(dir / "suite.json"));
        doc["run"]["members"][1]["status"] = "finished-ish";
        std::ofstream(dir / "suite.json") << doc.dump();
        SuiteRun run;
        QVERIFY(!run.open(dir, std::nullopt, true, error));
        QVERIFY2(error.find("run.members[1] must be member \"receive\" with a status") != std::string::npos,
                 error.c_str());
        std::ofstream(dir / "suite.json") << "{ not json";
        QVERIFY(!run.open(dir, std::nullopt, true, error));
        QVERIFY(error.find("not valid JSON") != std::string::npos);
    }

    // The gigabit review ends with latency under load (docs/plan-format.md, "Probes"): full
    // duplex TCP streams A⇄B beside a UDP probe from A to B, the probe alone 5 s before and
    // after. A member has no repeats of its own: the suite's 20 are its too.
    void gigabitReviewMeasuresLatencyUnderLoad() {
        const fs::path file = fs::path(IOMETRY_TEST_DATA "/../../../examples/suites/gigabit-adapter-review.json");
        const auto r = iometry::suite::loadSuiteFile(file);
        QVERIFY2(r.ok(), r.problems.empty() ? "" : r.problems.front().toString().c_str());
        const auto& members = r.suite->members;
        QCOMPARE(members.back().name, std::string("under-load"));
        const iometry::model::Plan& plan = members.back().plan;
        QCOMPARE(plan.idleS, 5.0);
        QCOMPARE(plan.repeats, 20);
        QCOMPARE(plan.workers.size(), std::size_t(2));
        const auto& load = plan.workers[0];
        const auto& probe = plan.workers[1];
        QCOMPARE(load.kindName(), std::string("tcp"));
        QVERIFY(!load.probe);
        const auto& stream = plan.findSpec(load.spec)->lines.at(0);
        QCOMPARE(stream.size, std::uint64_t(65536));
        QCOMPARE(stream.read, 50);
        QCOMPARE(stream.reply, std::uint64_t(0));
        QCOMPARE(probe.kindName(), std::string("udp"));
        QVERIFY(probe.probe);
        QCOMPARE(probe.probe->rateHz, 10.0);
        const auto& ping = plan.findSpec(probe.spec)->lines.at(0);
        QCOMPARE(ping.size, std::uint64_t(64));
        QCOMPARE(ping.reply, std::uint64_t(64));
        for (const auto* w : {&load, &probe}) {
            QCOMPARE(w->dynamo, std::string("A"));
            QCOMPARE(w->ends()->peer.dynamo, std::string("B"));
        }
        // One step, at each of the suite's MTUs; on loopback one step alone.
        QCOMPARE(iometry::model::estimateRun(plan).steps, 2);
        SuiteOverrides loopback;
        loopback.loopback = true;
        const auto l = iometry::suite::loadSuiteFile(file, loopback);
        QVERIFY(l.ok());
        QCOMPARE(l.suite->members.back().name, std::string("under-load"));
        QCOMPARE(iometry::model::estimateRun(l.suite->members.back().plan).steps, 1);
        QVERIFY(l.suite->leftOut.empty());
    }

    void everyTemplateIsAValidSuite() {
        const fs::path folder = fs::path(IOMETRY_TEST_DATA "/../../../examples/suites");
        int templates = 0;
        for (const auto& entry : fs::directory_iterator(folder)) {
            if (entry.path().extension() != ".json") continue;
            ++templates;
            for (bool loopback : {false, true}) {
                SuiteOverrides o;
                o.loopback = loopback;
                const auto r = iometry::suite::loadSuiteFile(entry.path(), o);
                QVERIFY2(r.ok(), (entry.path().string() + ": " +
                                  (r.problems.empty() ? "" : r.problems.front().toString())).c_str());
                QVERIFY(!r.suite->members.empty());
                // Each member left out is named: one of the template's, not run.
                const auto plain = iometry::suite::loadSuiteFile(entry.path());
                const auto has = [](const iometry::suite::Suite& s, const std::string& name) {
                    return std::any_of(s.members.begin(), s.members.end(),
                                       [&](const auto& m) { return m.name == name; });
                };
                for (const auto& [name, why] : r.suite->leftOut) {
                    QVERIFY2(has(*plain.suite, name) && !has(*r.suite, name),
                             (entry.path().string() + ": left out \"" + name + "\"").c_str());
                    QVERIFY(!why.empty());
                }
                // Each template states its duration, which is the engine's estimate, as
                // `iometry-run --check` prints it: "About 3h18m", "At most 33m36s".
                QVERIFY2(r.suite->description.find("About ") != std::string::npos ||
                             r.suite->description.find("At most ") != std::string::npos,
                         entry.path().c_str());
                if (loopback) continue;
                const double stated = statedSeconds(r.suite->description);
                const double estimated = iometry::suite::estimateSuite(*r.suite).seconds;
                QVERIFY2(stated <= estimated + 0.5 && estimated < stated + (stated >= 3600 ? 60 : 1),
                         (entry.path().string() + ": states " + std::to_string(stated) + " s, the engine estimates " +
                          std::to_string(estimated))
                             .c_str());
            }
        }
        QVERIFY(templates >= 6);
    }
};

QTEST_GUILESS_MAIN(TestSuite)
#include "test_suite.moc"

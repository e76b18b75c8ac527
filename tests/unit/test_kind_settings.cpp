// The worker kinds' settings tables (engine/kinds/worker_kind.hpp, KindParam): every key
// has its help and, where it has bounds, a range; docs/plan-format.md ("Workers", "Socket
// controls") names every key of every kind with its range, its choices, as the table has
// them; and a kind's keys of a worker object are the table's.

#include "engine/kinds/worker_kind.hpp"
#include "engine/model/json_reader.hpp"

#include <QtTest>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace iometry::model;

namespace {

std::string readText(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

/** A bound as the docs write it: 1000000, not 1e+06. */
std::string bound(double v) {
    return std::floor(v) == v && std::abs(v) < 9e18 ? std::to_string(static_cast<long long>(v)) : formatNumber(v);
}

/** The rows of the tables of @p docs whose first cell names `key`. */
std::vector<std::string> rowsOf(const std::string& docs, const std::string& key) {
    std::vector<std::string> rows;
    std::istringstream lines(docs);
    for (std::string line; std::getline(lines, line);)
        if (line.rfind("| `" + key + "` |", 0) == 0) rows.push_back(line);
    return rows;
}

/** What a row of @p p must say: its bounds, its choices. */
bool rowSays(const std::string& row, const KindParam& p) {
    const auto has = [&](const std::string& words) { return row.find(words) != std::string::npos; };
    switch (p.type) {
    case SettingType::Integer:
        return has(bound(p.lo)) && has(bound(p.hi));
    case SettingType::Number:
        return has(std::string(p.exclusiveLow ? "more than " : "") + bound(p.lo)) &&
               has("at most " + bound(p.hi));
    case SettingType::Choice:
        for (const std::string& c : p.choices)
            if (!has("`" + c + "`")) return false;
        return true;
    case SettingType::Boolean:
    case SettingType::Text:
    case SettingType::IntegerList:
    case SettingType::NumberList: return true;
    }
    return false;
}

}  // namespace

class TestKindSettings : public QObject {
    Q_OBJECT

private slots:
    void everyKeyHasHelp() {
        for (const WorkerKind* kind : workerKinds().all())
            for (const KindParam& p : kind->params()) {
                const std::string what = kind->name() + "." + p.key;
                QVERIFY2(!p.help.empty(), what.c_str());
                QVERIFY2(p.help.back() != '.', what.c_str());  // one line, no full stop
                QVERIFY2(p.get, what.c_str());
                QVERIFY2(p.read || p.set, what.c_str());
                if (p.type == SettingType::Integer || p.type == SettingType::Number)
                    QVERIFY2(p.lo < p.hi, what.c_str());
            }
    }

    void keysAreTheTables() {
        QCOMPARE(workerKinds().find("tcp")->keys(), (std::vector<std::string>{"bind", "peer", "socket"}));
        QCOMPARE(workerKinds().find("udp")->keys(), (std::vector<std::string>{"bind", "peer", "rate_mbit", "engine"}));
        QCOMPARE(workerKinds().find("disk")->keys(),
                 (std::vector<std::string>{"path", "block_device", "file_size", "direct", "force", "engine", "verify",
                                           "data_pattern", "start_offset"}));
    }

    /** docs/plan-format.md names every key of every kind's table with its range. */
    void theDocsNameEveryKindSetting() {
        const std::string docs =
            readText(std::filesystem::path(IOMETRY_TEST_DATA) / ".." / ".." / ".." / "docs" / "plan-format.md");
        QVERIFY(!docs.empty());
        for (const WorkerKind* kind : workerKinds().all())
            for (const KindParam& p : kind->params()) {
                const std::string what = kind->name() + ": " + p.key;
                if (!p.group().empty())  // `peer`, `socket`: the object has its row too
                    QVERIFY2(!rowsOf(docs, p.group()).empty(), what.c_str());
                const std::vector<std::string> rows = rowsOf(docs, p.leaf());
                QVERIFY2(!rows.empty(), (what + ": no row").c_str());
                bool said = false;
                for (const std::string& row : rows) said = said || rowSays(row, p);
                QVERIFY2(said, (what + ": no row gives its range or choices").c_str());
            }
    }
};

QTEST_APPLESS_MAIN(TestKindSettings)
#include "test_kind_settings.moc"

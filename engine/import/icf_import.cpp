#include "engine/import/icf_import.hpp"

#include <arpa/inet.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "engine/model/plan_json.hpp"

// The layout of an .icf file and how each part maps onto a plan: docs/iometer-files.md.

namespace iometry::import_icf {
namespace {

using Json = nlohmann::ordered_json;

constexpr std::int64_t kMaxRequest = 16777216;  // docs/plan-format.md, "Access specifications"
using model::kMaxOutstanding;
constexpr std::int64_t kMaxStreamConnections = 64;
constexpr std::int64_t kSectorBytes = 512;  // IOmeter counts disk sizes in 512-byte sectors
constexpr std::int64_t kDefaultFileBytes = std::int64_t{1} << 30;
const char* const kTestFileName = "iobw.tst";  // IOmeter's test file on a logical drive

/** A malformed file: the line and what was expected there. */
struct Malformed {
    int line;
    std::string message;
};

[[noreturn]] void fail(int line, std::string message) { throw Malformed{line, std::move(message)}; }

std::string trim(std::string_view s) {
    std::size_t b = 0, e = s.size();
    while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
    while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
    return std::string(s.substr(b, e - b));
}

std::string upper(std::string s) {
    for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

bool iequals(std::string_view a, std::string_view b) {
    return a.size() == b.size() && upper(std::string(a)) == upper(std::string(b));
}

bool istarts(std::string_view s, std::string_view prefix) {
    return s.size() >= prefix.size() && iequals(s.substr(0, prefix.size()), prefix);
}

bool isComment(const std::string& s) { return !s.empty() && s[0] == '\''; }

std::string inQuotes(const std::string& s) { return "\"" + s + "\""; }

std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> out;
    std::size_t start = 0;
    for (;;) {
        const std::size_t at = s.find(sep, start);
        out.push_back(trim(s.substr(start, at == std::string::npos ? std::string::npos : at - start)));
        if (at == std::string::npos) return out;
        start = at + 1;
    }
}

std::vector<std::string> splitSpaces(const std::string& s) {
    std::vector<std::string> out;
    std::istringstream in(s);
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

/** The lines of the file, trimmed, with their numbers; a cursor over them. */
class Lines {
public:
    explicit Lines(std::string_view text) {
        std::size_t start = 0;
        while (start <= text.size()) {
            std::size_t end = text.find('\n', start);
            if (end == std::string_view::npos) end = text.size();
            m_lines.push_back(trim(text.substr(start, end - start)));
            start = end + 1;
        }
        while (!m_lines.empty() && m_lines.back().empty()) m_lines.pop_back();
    }
    bool atEnd() const { return m_pos >= m_lines.size(); }
    /** 1-based number of the current line. */
    int number() const { return static_cast<int>(m_pos) + 1; }
    const std::string& peek() const { return m_lines[m_pos]; }
    std::string next() { return m_lines[m_pos++]; }
    void skipEmpty() {
        while (!atEnd() && peek().empty()) ++m_pos;
    }

private:
    std::vector<std::string> m_lines;
    std::size_t m_pos = 0;
};

/**
 * The value of the key just read (at @p keyLine): column-header comments ("'\thours …")
 * are skipped; the next line must be data (it may be empty).
 */
std::string valueOf(Lines& in, const std::string& key, int keyLine, int sectionLine,
                    const std::string& section) {
    while (!in.atEnd() && in.peek().size() > 1 && in.peek()[0] == '\'' &&
           std::isspace(static_cast<unsigned char>(in.peek()[1])))
        in.next();
    if (in.atEnd())
        fail(sectionLine, "the " + section + " section ends with the file, after " + key +
                              " (line " + std::to_string(keyLine) + ") and before its value");
    if (isComment(in.peek()))
        fail(in.number(), "expected the value of " + key + " (line " + std::to_string(keyLine) +
                              "), got " + inQuotes(in.peek()));
    return in.next();
}

std::int64_t toInt(const std::string& token, int line, const std::string& what) {
    std::int64_t v = 0;
    const char* b = token.data();
    const char* e = b + token.size();
    const auto [p, ec] = std::from_chars(b, e, v);
    if (token.empty() || ec != std::errc() || p != e)
        fail(line, what + ": expected a whole number, got " + inQuotes(token));
    return v;
}

/** A comma-separated value whose field names are the key's: as many fields as names. */
std::vector<std::string> fields(const std::string& value, const std::string& key, int line) {
    const std::vector<std::string> names = split(key.substr(1), ',');
    std::vector<std::string> got = split(value, ',');
    if (got.size() != names.size())
        fail(line, key + ": expected " + std::to_string(names.size()) +
                       " comma-separated values, got " + std::to_string(got.size()) + ": " +
                       inQuotes(value));
    return got;
}

bool enabled(const std::string& token, int line, const std::string& what) {
    if (iequals(token, "ENABLED")) return true;
    if (iequals(token, "DISABLED")) return false;
    fail(line, what + ": expected ENABLED or DISABLED, got " + inQuotes(token));
}

// ---------------------------------------------------------------- the file, as IOmeter wrote it

struct Cycling {
    std::int64_t start = 1, end = 0, step = 1;
    bool exponential = false;
    int line = 0;
};

struct TestSetup {
    std::string description;
    std::int64_t hours = 0, minutes = 0, seconds = 0, ramp = 0;
    bool haveRunTime = false;
    std::string recordResults = "ALL";
    std::string diskWorkers = "NUMBER_OF_CPUS", netWorkers = "0";
    Cycling workerCycling, diskCycling, queueCycling;
    int testType = 0;
    int testTypeLine = 0;
};

struct SpecLine {
    std::int64_t size, share, reads, random, delay, burst, align, reply;
};

struct Spec {
    std::string name, assignment;
    std::vector<SpecLine> lines;
    int line = 0;
};

struct Target {
    std::string name, type;  // DISK, NETWORK,TCP or NETWORK,VI
    std::int64_t managerId = 0;
    std::string managerName;
    int line = 0;
};

struct Worker {
    std::string name, type;
    std::int64_t outstanding = 1, transPerConn = 1, seedValue = 0, maxSectors = 0, startSector = 0,
                 dataPattern = 0, viOutstanding = 0;
    bool connectionRate = false, fixedSeed = false;
    std::string localInterface;
    std::vector<std::pair<std::string, int>> specs;  // name, line
    std::vector<Target> targets;
    int line = 0;
};

struct Manager {
    std::int64_t id = 0;
    std::string name, address;
    std::vector<Worker> workers;
    int line = 0;
};

struct Display {
    bool recordLastUpdate = false;
    std::int64_t frequency = 0;
    std::string updateType;
    int bars = 0;
    int line = 0;
};

struct IcfFile {
    std::string version;
    std::optional<TestSetup> setup;
    std::optional<Display> display;
    std::vector<Spec> specs;
    bool haveSpecs = false;
    std::vector<Manager> managers;
    bool haveManagers = false;
};

// ---------------------------------------------------------------- reading the sections

Cycling readCycling(const std::string& key, const std::string& value, int line, bool withEnd) {
    const std::vector<std::string> t = splitSpaces(value);
    const std::size_t want = withEnd ? 4 : 3;
    if (t.size() != want)
        fail(line, key + " needs " + std::to_string(want) + " values (start" +
                       (withEnd ? ", end" : "") + ", step, step type), got " +
                       std::to_string(t.size()) + ": " + inQuotes(value));
    Cycling c;
    c.line = line;
    c.start = toInt(t[0], line, key + " start");
    if (withEnd) c.end = toInt(t[1], line, key + " end");
    c.step = toInt(t[want - 2], line, key + " step");
    const std::string& type = t[want - 1];
    if (iequals(type, "LINEAR") || type == "0")
        c.exponential = false;
    else if (iequals(type, "EXPONENTIAL") || type == "1")
        c.exponential = true;
    else
        fail(line, key + " step type: expected LINEAR or EXPONENTIAL, got " + inQuotes(type));
    return c;
}

TestSetup readTestSetup(Lines& in, int sectionLine) {
    static const char* const kTypes[] = {"NORMAL",
                                         "CYCLE_TARGETS",
                                         "CYCLE_WORKERS",
                                         "INCREMENT_TARGETS_PARALLEL",
                                         "INCREMENT_TARGETS_SERIAL",
                                         "CYCLE_WORKERS_AND_TARGETS",
                                         "CYCLE_OUTSTANDING_IOS",
                                         "CYCLE_OUTSTANDING_IOS_AND_TARGETS"};
    static const char* const kRecord[] = {"ALL", "NO_TARGETS", "NO_WORKERS", "NO_MANAGERS", "NONE"};
    const std::string section = "'TEST SETUP";
    TestSetup ts;
    for (;;) {
        if (in.atEnd()) fail(sectionLine, "the 'TEST SETUP section has no 'END test setup line");
        const int line = in.number();
        const std::string key = in.next();
        if (key.empty()) continue;
        if (iequals(key, "'END test setup")) return ts;
        if (!isComment(key))
            fail(line, "expected a 'TEST SETUP key such as 'Run Time, or 'END test setup, got " +
                           inQuotes(key));
        const std::string value = valueOf(in, key, line, sectionLine, section);
        const int vline = in.number() - 1;
        if (iequals(key, "'Test Description")) {
            ts.description = value;
        } else if (iequals(key, "'Run Time")) {
            const auto t = splitSpaces(value);
            if (t.size() != 3)
                fail(vline, "'Run Time needs 3 values (hours, minutes, seconds), got " +
                                std::to_string(t.size()) + ": " + inQuotes(value));
            ts.hours = toInt(t[0], vline, "'Run Time hours");
            ts.minutes = toInt(t[1], vline, "'Run Time minutes");
            ts.seconds = toInt(t[2], vline, "'Run Time seconds");
            if (ts.hours < 0 || ts.minutes < 0 || ts.seconds < 0)
                fail(vline, "'Run Time: hours, minutes and seconds must not be negative");
            ts.haveRunTime = true;
        } else if (istarts(key, "'Ramp Up Time")) {
            ts.ramp = toInt(value, vline, key);
            if (ts.ramp < 0) fail(vline, key + ": must not be negative, got " + value);
        } else if (iequals(key, "'Default Disk Workers to Spawn") ||
                   iequals(key, "'Default Workers to Spawn")) {
            if (!iequals(value, "NUMBER_OF_CPUS")) toInt(value, vline, key);
            ts.diskWorkers = value;
        } else if (iequals(key, "'Default Network Workers to Spawn")) {
            if (!iequals(value, "NUMBER_OF_CPUS")) toInt(value, vline, key);
            ts.netWorkers = value;
        } else if (iequals(key, "'Record Results")) {
            bool known = false;
            for (int i = 0; i < 5; ++i)
                if (iequals(value, kRecord[i]) || value == std::to_string(i)) {
                    ts.recordResults = kRecord[i];
                    known = true;
                }
            if (!known)
                fail(vline, "'Record Results: expected ALL, NO_TARGETS, NO_WORKERS, NO_MANAGERS or "
                            "NONE, got " + inQuotes(value));
        } else if (iequals(key, "'Worker Cycling")) {
            ts.workerCycling = readCycling(key, value, vline, false);
        } else if (iequals(key, "'Disk Cycling")) {
            ts.diskCycling = readCycling(key, value, vline, false);
        } else if (iequals(key, "'Queue Depth Cycling")) {
            ts.queueCycling = readCycling(key, value, vline, true);
        } else if (iequals(key, "'Test Type")) {
            int found = -1;
            for (int i = 0; i < 8; ++i)
                if (iequals(value, kTypes[i]) || value == std::to_string(i)) found = i;
            if (found < 0)
                fail(vline, "'Test Type: expected NORMAL, CYCLE_TARGETS, CYCLE_WORKERS, "
                            "INCREMENT_TARGETS_PARALLEL, INCREMENT_TARGETS_SERIAL, "
                            "CYCLE_WORKERS_AND_TARGETS, CYCLE_OUTSTANDING_IOS or "
                            "CYCLE_OUTSTANDING_IOS_AND_TARGETS, got " + inQuotes(value));
            ts.testType = found;
            ts.testTypeLine = vline;
        } else {
            fail(line, "unknown key in the 'TEST SETUP section: " + inQuotes(key));
        }
    }
}

Display readDisplay(Lines& in, int sectionLine) {
    Display d;
    d.line = sectionLine;
    for (;;) {
        if (in.atEnd()) fail(sectionLine, "the 'RESULTS DISPLAY section has no 'END results display line");
        const int line = in.number();
        const std::string key = in.next();
        if (key.empty()) continue;
        if (iequals(key, "'END results display")) return d;
        if (!isComment(key))
            fail(line, "expected a 'RESULTS DISPLAY key or 'END results display, got " + inQuotes(key));
        const std::string value = valueOf(in, key, line, sectionLine, "'RESULTS DISPLAY");
        const int vline = in.number() - 1;
        if (iequals(key, "'Record Last Update Results,Update Frequency,Update Type")) {
            const auto f = fields(value, key, vline);
            d.recordLastUpdate = enabled(f[0], vline, "Record Last Update Results");
            d.frequency = toInt(f[1], vline, "Update Frequency");
            d.updateType = f[2];
        } else if (iequals(key, "'Update Frequency,Update Type")) {
            const auto f = fields(value, key, vline);
            d.frequency = toInt(f[0], vline, "Update Frequency");
            d.updateType = f[1];
        } else if (istarts(key, "'Bar chart")) {
            if (upper(key).find("STATISTIC") != std::string::npos) ++d.bars;
        } else {
            fail(line, "unknown key in the 'RESULTS DISPLAY section: " + inQuotes(key));
        }
    }
}

std::vector<Spec> readSpecs(Lines& in, int sectionLine) {
    std::vector<Spec> specs;
    for (;;) {
        if (in.atEnd())
            fail(sectionLine, "the 'ACCESS SPECIFICATIONS section has no 'END access specifications line");
        const int line = in.number();
        const std::string key = in.next();
        if (key.empty()) continue;
        if (iequals(key, "'END access specifications")) return specs;
        if (!iequals(key, "'Access specification name,default assignment"))
            fail(line, "expected 'Access specification name,default assignment or 'END access "
                       "specifications, got " + inQuotes(key));
        const std::string value = valueOf(in, key, line, sectionLine, "'ACCESS SPECIFICATIONS");
        const int vline = in.number() - 1;
        const std::size_t comma = value.rfind(',');
        if (comma == std::string::npos)
            fail(vline, "expected \"name,default assignment\" (NONE, ALL, DISK or NET), got " +
                            inQuotes(value));
        Spec spec;
        spec.line = vline;
        spec.name = trim(value.substr(0, comma));
        spec.assignment = upper(trim(value.substr(comma + 1)));
        if (spec.name.empty()) fail(vline, "the access specification has no name");
        if (spec.assignment != "NONE" && spec.assignment != "ALL" && spec.assignment != "DISK" &&
            spec.assignment != "NET")
            fail(vline, "default assignment of " + inQuotes(spec.name) +
                            ": expected NONE, ALL, DISK or NET, got " + inQuotes(spec.assignment));
        if (in.atEnd() || !isComment(in.peek()) || iequals(in.peek(), "'END access specifications"))
            fail(in.atEnd() ? sectionLine : in.number(),
                 "expected the column comment 'size,% of size,% reads,% random,delay,burst,align,reply "
                 "after access specification " + inQuotes(spec.name));
        in.next();
        std::int64_t total = 0;
        while (!in.atEnd() && !isComment(in.peek())) {
            const int l = in.number();
            const std::string data = in.next();
            if (data.empty()) continue;
            const auto f = split(data, ',');
            if (f.size() != 8)
                fail(l, "a line of access specification " + inQuotes(spec.name) +
                            " needs 8 comma-separated values (size,% of size,% reads,% random,"
                            "delay,burst,align,reply), got " + std::to_string(f.size()) + ": " +
                            inQuotes(data));
            static const char* const kNames[] = {"size", "% of size", "% reads", "% random",
                                                 "delay", "burst", "align", "reply"};
            std::int64_t v[8];
            for (int i = 0; i < 8; ++i) {
                v[i] = toInt(f[i], l, std::string(kNames[i]) + " of " + inQuotes(spec.name));
                if (v[i] < 0) fail(l, std::string(kNames[i]) + " of " + inQuotes(spec.name) +
                                          " must not be negative, got " + f[i]);
            }
            for (int i = 1; i <= 3; ++i)
                if (v[i] > 100)
                    fail(l, std::string(kNames[i]) + " of " + inQuotes(spec.name) +
                                " must be 0–100, got " + f[i]);
            spec.lines.push_back({v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]});
            total += v[1];
        }
        if (spec.lines.empty())
            fail(vline, "access specification " + inQuotes(spec.name) + " has no lines");
        if (total != 100)
            fail(vline, "the lines of access specification " + inQuotes(spec.name) +
                            " add up to " + std::to_string(total) + " % of size; IOmeter needs 100");
        specs.push_back(std::move(spec));
    }
}

void readDefaults(Lines& in, Worker& w, int workerLine) {
    const std::string section = "'Default target settings for worker";
    for (;;) {
        if (in.atEnd())
            fail(workerLine, "worker " + inQuotes(w.name) +
                                 ": the default target settings have no 'End default target "
                                 "settings for worker line");
        const int line = in.number();
        const std::string key = in.next();
        if (key.empty()) continue;
        if (iequals(key, "'End default target settings for worker")) return;
        if (!isComment(key))
            fail(line, "expected a default target setting of worker " + inQuotes(w.name) +
                           " or 'End default target settings for worker, got " + inQuotes(key));
        const std::string value = valueOf(in, key, line, workerLine, section);
        const int vline = in.number() - 1;
        if (iequals(key, "'Number of outstanding IOs,test connection rate,transactions per connection") ||
            iequals(key, "'Number of outstanding IOs,test connection rate,transactions per "
                         "connection,use fixed seed,fixed seed value")) {
            const auto f = fields(value, key, vline);
            w.outstanding = toInt(f[0], vline, "Number of outstanding IOs");
            w.connectionRate = enabled(f[1], vline, "test connection rate");
            w.transPerConn = toInt(f[2], vline, "transactions per connection");
            if (f.size() == 5) {
                w.fixedSeed = enabled(f[3], vline, "use fixed seed");
                w.seedValue = toInt(f[4], vline, "fixed seed value");
            }
        } else if (iequals(key, "'Disk maximum size,starting sector") ||
                   iequals(key, "'Disk maximum size,starting sector,Data pattern")) {
            const auto f = fields(value, key, vline);
            w.maxSectors = toInt(f[0], vline, "Disk maximum size");
            w.startSector = toInt(f[1], vline, "starting sector");
            if (w.maxSectors < 0 || w.startSector < 0)
                fail(vline, "disk maximum size and starting sector must not be negative");
            if (f.size() == 3) w.dataPattern = toInt(f[2], vline, "Data pattern");
        } else if (iequals(key, "'Local network interface")) {
            w.localInterface = value;
        } else if (iequals(key, "'VI outstanding IOs")) {
            w.viOutstanding = toInt(value, vline, key);
        } else {
            fail(line, "unknown default target setting of worker " + inQuotes(w.name) + ": " + inQuotes(key));
        }
    }
}

void readTargets(Lines& in, Worker& w, int workerLine) {
    for (;;) {
        if (in.atEnd())
            fail(workerLine, "worker " + inQuotes(w.name) + ": the target assignments have no "
                                                          "'End target assignments line");
        const int line = in.number();
        const std::string key = in.next();
        if (key.empty()) continue;
        if (iequals(key, "'End target assignments")) return;
        if (!iequals(key, "'Target"))
            fail(line, "expected 'Target or 'End target assignments, got " + inQuotes(key));
        Target t;
        t.line = line;
        t.name = valueOf(in, key, line, workerLine, "'Target assignments");
        if (in.atEnd() || !iequals(in.peek(), "'Target type"))
            fail(in.atEnd() ? line : in.number(),
                 "expected 'Target type after target " + inQuotes(t.name));
        const int tl = in.number();
        t.type = upper(valueOf(in, in.next(), tl, workerLine, "'Target assignments"));
        const int typeLine = in.number() - 1;
        t.type.erase(std::remove_if(t.type.begin(), t.type.end(),
                                    [](unsigned char c) { return std::isspace(c); }),
                     t.type.end());
        if (t.type != "DISK" && t.type != "NETWORK,TCP" && t.type != "NETWORK,VI")
            fail(typeLine, "target type of " + inQuotes(t.name) +
                             ": expected DISK, NETWORK,TCP or NETWORK,VI, got " + inQuotes(t.type));
        if (t.type != "DISK") {
            if (in.atEnd() || !iequals(in.peek(), "'Target manager ID, manager name"))
                fail(in.atEnd() ? line : in.number(),
                     "expected 'Target manager ID, manager name after network target " + inQuotes(t.name));
            const int ml = in.number();
            const std::string v = valueOf(in, in.next(), ml, workerLine, "'Target assignments");
            const int vl = in.number() - 1;
            const std::size_t comma = v.find(',');
            if (comma == std::string::npos || trim(v.substr(comma + 1)).empty())
                fail(vl, "expected \"manager ID,manager name\", got " + inQuotes(v));
            t.managerId = toInt(trim(v.substr(0, comma)), vl, "target manager ID");
            t.managerName = trim(v.substr(comma + 1));
        }
        if (in.atEnd() || !iequals(in.peek(), "'End target"))
            fail(in.atEnd() ? line : in.number(),
                 "expected 'End target after target " + inQuotes(t.name) +
                     (in.atEnd() ? std::string() : ", got " + inQuotes(in.peek())));
        in.next();
        w.targets.push_back(std::move(t));
    }
}

Worker readWorker(Lines& in, const std::string& name, int workerLine) {
    Worker w;
    w.name = name;
    w.line = workerLine;
    for (;;) {
        if (in.atEnd()) fail(workerLine, "worker " + inQuotes(name) + " has no 'End worker line");
        const int line = in.number();
        const std::string key = in.next();
        if (key.empty()) continue;
        if (iequals(key, "'End worker")) break;
        if (iequals(key, "'Worker type")) {
            w.type = upper(valueOf(in, key, line, workerLine, "'Worker"));
            w.type.erase(std::remove_if(w.type.begin(), w.type.end(),
                                        [](unsigned char c) { return std::isspace(c); }),
                         w.type.end());
            if (w.type != "DISK" && w.type != "NETWORK,TCP" && w.type != "NETWORK,VI")
                fail(line + 1, "worker type of " + inQuotes(name) +
                                   ": expected DISK, NETWORK,TCP or NETWORK,VI, got " + inQuotes(w.type));
        } else if (iequals(key, "'Default target settings for worker")) {
            readDefaults(in, w, workerLine);
        } else if (iequals(key, "'Assigned access specs")) {
            for (;;) {
                if (in.atEnd())
                    fail(line, "worker " + inQuotes(name) + ": no 'End assigned access specs line");
                const int l = in.number();
                const std::string v = in.next();
                if (iequals(v, "'End assigned access specs")) break;
                if (isComment(v))
                    fail(l, "expected an access specification name or 'End assigned access specs, got " +
                                inQuotes(v));
                if (!v.empty()) w.specs.emplace_back(v, l);
            }
        } else if (iequals(key, "'Target assignments")) {
            readTargets(in, w, workerLine);
        } else {
            fail(line, "expected a part of worker " + inQuotes(name) +
                           " ('Worker type, 'Default target settings for worker, 'Assigned access "
                           "specs, 'Target assignments) or 'End worker, got " + inQuotes(key));
        }
    }
    if (w.type.empty()) fail(workerLine, "worker " + inQuotes(name) + " has no 'Worker type");
    return w;
}

std::vector<Manager> readManagers(Lines& in, int sectionLine) {
    std::vector<Manager> managers;
    Manager* current = nullptr;
    for (;;) {
        if (in.atEnd()) fail(sectionLine, "the 'MANAGER LIST section has no 'END manager list line");
        const int line = in.number();
        const std::string key = in.next();
        if (key.empty()) continue;
        if (iequals(key, "'END manager list")) {
            if (current) fail(current->line, "manager " + inQuotes(current->name) + " has no 'End manager line");
            return managers;
        }
        if (iequals(key, "'Manager ID, manager name")) {
            if (current) fail(current->line, "manager " + inQuotes(current->name) + " has no 'End manager line");
            const std::string v = valueOf(in, key, line, sectionLine, "'MANAGER LIST");
            const std::size_t comma = v.find(',');
            if (comma == std::string::npos || trim(v.substr(comma + 1)).empty())
                fail(line + 1, "expected \"manager ID,manager name\", got " + inQuotes(v));
            Manager m;
            m.line = line;
            m.id = toInt(trim(v.substr(0, comma)), line + 1, "manager ID");
            m.name = trim(v.substr(comma + 1));
            managers.push_back(std::move(m));
            current = &managers.back();
            continue;
        }
        if (!current)
            fail(line, "expected 'Manager ID, manager name or 'END manager list, got " + inQuotes(key));
        if (iequals(key, "'Manager network address")) {
            current->address = valueOf(in, key, line, sectionLine, "'MANAGER LIST");
        } else if (iequals(key, "'Worker")) {
            const std::string name = valueOf(in, key, line, sectionLine, "'MANAGER LIST");
            current->workers.push_back(readWorker(in, name, line));
        } else if (iequals(key, "'End manager")) {
            current = nullptr;
        } else {
            fail(line, "expected 'Manager network address, 'Worker or 'End manager in manager " +
                           inQuotes(current->name) + ", got " + inQuotes(key));
        }
    }
}

IcfFile readFile(std::string_view text) {
    Lines in(text);
    IcfFile f;
    in.skipEmpty();
    if (in.atEnd()) fail(1, "the file is empty; expected the line \"Version 1.1.0\" or \"Version 2006.07.27\"");
    {
        const int line = in.number();
        const std::string first = in.next();
        if (!istarts(first, "Version"))
            fail(line, "expected the version line \"Version 1.1.0\" or \"Version 2006.07.27\" that "
                       "begins an IOmeter configuration file, got " + inQuotes(first));
        f.version = trim(first.substr(7));
        if (f.version != "1.1.0" && f.version != "2006.07.27")
            fail(line, "IOmeter version " + inQuotes(f.version) +
                           " is not supported: this importer reads the files of IOmeter 2006.07.27 "
                           "and IOmeter 1.1.0");
    }
    std::set<std::string> seen;
    for (;;) {
        in.skipEmpty();
        if (in.atEnd()) break;
        const int line = in.number();
        const std::string head = in.next();
        if (istarts(head, "Version")) {  // IOmeter closes the file with its version line again
            if (trim(head.substr(7)) != f.version)
                fail(line, "the closing version line says " + inQuotes(trim(head.substr(7))) +
                               " but the file began with " + inQuotes(f.version));
            in.skipEmpty();
            if (!in.atEnd())
                fail(in.number(), "unexpected text after the closing version line: " + inQuotes(in.peek()));
            break;
        }
        std::string section;
        for (const char* s : {"'TEST SETUP", "'RESULTS DISPLAY", "'ACCESS SPECIFICATIONS", "'MANAGER LIST"})
            if (istarts(head, s)) section = s;
        if (section.empty())
            fail(line, "expected a section ('TEST SETUP, 'RESULTS DISPLAY, 'ACCESS SPECIFICATIONS or "
                       "'MANAGER LIST) or the closing version line, got " + inQuotes(head));
        if (!seen.insert(section).second) fail(line, "a second " + section + " section");
        if (section == "'TEST SETUP") {
            f.setup = readTestSetup(in, line);
        } else if (section == "'RESULTS DISPLAY") {
            f.display = readDisplay(in, line);
        } else if (section == "'ACCESS SPECIFICATIONS") {
            f.specs = readSpecs(in, line);
            f.haveSpecs = true;
        } else {
            f.managers = readManagers(in, line);
            f.haveManagers = true;
        }
    }
    return f;
}

// ---------------------------------------------------------------- the plan

bool validNameChar(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == ' ' || c == '_' || c == '-' || c == '.';
}

/** A dynamo or worker name by docs/plan-format.md's rules, unique within @p taken. */
std::string planName(const std::string& wanted, std::set<std::string>& taken) {
    std::string base;
    for (char c : wanted) base += validNameChar(c) ? c : '-';
    base = trim(base);
    if (base.empty()) base = "unnamed";
    if (base.size() > 60) base.resize(60);
    std::string name = base;
    for (int n = 2; taken.count(name); ++n) name = base + "-" + std::to_string(n);
    taken.insert(name);
    return name;
}

int addressFamily(const std::string& s) {
    unsigned char buf[16];
    if (inet_pton(AF_INET, s.c_str(), buf) == 1) return AF_INET;
    if (inet_pton(AF_INET6, s.c_str(), buf) == 1) return AF_INET6;
    return 0;
}

std::string joinList(const std::vector<std::string>& items) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + items[i];
    return out;
}

std::string joinNames(const std::vector<std::string>& names) {
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i) out += (i ? ", " : "") + inQuotes(names[i]);
    return out;
}

/** Why the spec cannot be a plan spec (empty: it can). */
std::vector<std::string> specProblems(const Spec& s) {
    std::vector<std::string> why;
    bool toHolder = false, fromHolder = false;
    for (std::size_t i = 0; i < s.lines.size(); ++i) {
        const SpecLine& l = s.lines[i];
        const std::string at = "line " + std::to_string(i + 1) + ": ";
        if (l.size < 1 || l.size > kMaxRequest) why.push_back(at + "size " + std::to_string(l.size) + " is not 1–16777216");
        if (l.delay > 60000) why.push_back(at + "delay " + std::to_string(l.delay) + " ms is above 60000");
        if (l.burst > 1000000) why.push_back(at + "burst " + std::to_string(l.burst) + " is above 1000000");
        if (l.align > kMaxRequest) why.push_back(at + "align " + std::to_string(l.align) + " is above 16777216");
        if (l.reply > kMaxRequest) why.push_back(at + "reply " + std::to_string(l.reply) + " is above 16777216");
        if (l.reply > 0 && l.reads != 0 && l.reads != 100)
            why.push_back(at + "a reply needs 0 or 100 % reads, got " + std::to_string(l.reads));
        if (l.reply > 0) (l.reads == 0 ? fromHolder : toHolder) = true;
    }
    if (toHolder && fromHolder) why.push_back("its replies go both ways (Iometry: all lines one way)");
    return why;
}

bool hasReplies(const Spec& s) {
    return std::any_of(s.lines.begin(), s.lines.end(), [](const SpecLine& l) { return l.reply > 0; });
}

Json specJson(const std::string& name, const Spec& s, bool dropReplies) {
    Json lines = Json::array();
    for (const SpecLine& l : s.lines)
        lines.push_back({{"size", l.size},
                         {"share", l.share},
                         {"read", l.reads},
                         {"random", l.random},
                         {"align", l.align},
                         {"reply", dropReplies ? 0 : l.reply},
                         {"burst", std::max<std::int64_t>(l.burst, 1)},
                         {"delay_ms", l.delay}});
    return {{"name", name}, {"lines", lines}};
}

/** The disk target on a Linux dynamo: path, whether a block device, and a note if guessed. */
struct DiskPath {
    std::string path;
    bool device = false;
    std::string note;
};

DiskPath diskPath(const std::string& target) {
    const std::size_t bracket = target.rfind(" [");
    if (!target.empty() && target.back() == ']' && bracket != std::string::npos) {
        // A logical drive (a mounted filesystem): IOmeter tests the file iobw.tst at its root.
        std::string mount = trim(target.substr(0, bracket));
        if (mount.empty() || mount.back() != '/') mount += '/';
        return {mount + kTestFileName, false, ""};
    }
    if (target.size() >= 2 && std::isalpha(static_cast<unsigned char>(target[0])) && target[1] == ':')
        return {target.substr(0, 2) + "/" + kTestFileName, false,
                "is a Windows drive: the path " + inQuotes(target.substr(0, 2) + "/" + kTestFileName) +
                    " is a stand-in; edit it to a file on the dynamo's host"};
    if (istarts(target, "PHYSICALDRIVE:")) {
        const std::string p = trim(target.substr(0, target.find(' ')));
        return {p, true, "is a Windows physical disk: the path " + inQuotes(p) +
                             " is a stand-in; edit it to the block device on the dynamo's host"};
    }
    if (target.rfind("/dev/", 0) == 0) return {trim(target.substr(0, target.find(' '))), true, ""};
    if (target.find('/') == std::string::npos && !target.empty()) {
        const std::string p = "/dev/" + trim(target.substr(0, target.find(' ')));
        return {p, true, "is taken as the block device " + inQuotes(p)};
    }
    return {target, false, ""};
}

/** A sweep range for an IOmeter cycling, as a plan range or list (docs/plan-format.md, "Sweeps"). */
Json cyclingAxis(const Cycling& c, std::int64_t lo, std::int64_t hi, const std::string& what,
                 std::vector<std::string>& notes) {
    std::int64_t start = std::clamp(c.start, lo, hi);
    const std::int64_t end = std::clamp(std::max(c.end, start), lo, hi);
    if (start != c.start)
        notes.push_back("line " + std::to_string(c.line) + ": " + what + " starts at " +
                        std::to_string(c.start) + ", outside 1–" + std::to_string(hi) + "; it starts at " +
                        std::to_string(start) + " instead");
    const std::int64_t step = std::max<std::int64_t>(c.step, 1);
    if (c.exponential && step < 2) {
        notes.push_back("line " + std::to_string(c.line) + ": " + what +
                        " is exponential with step 1, which never grows; only " +
                        std::to_string(start) + " is run");
        return Json::array({start});
    }
    Json range = {{"start", start}, {"end", end}, {"step", step}};
    range["mode"] = c.exponential ? "exponential" : "linear";
    return range;
}

/** Run time, ramp-up, sampling and what the test setup and results display cannot carry. */
void addTiming(const IcfFile& f, const TestSetup& ts, Json& plan, std::vector<std::string>& notes) {
    const std::int64_t run = ts.hours * 3600 + ts.minutes * 60 + ts.seconds;
    if (!f.setup) {
        notes.push_back("the file has no 'TEST SETUP section: run time, ramp-up and cycling take "
                        "Iometry's defaults");
    } else if (run == 0) {
        notes.push_back("run time 0 (IOmeter: run until stopped) has no equivalent; the plan runs "
                        "each step for Iometry's default 10 s");
    } else if (run > 86400) {
        notes.push_back("run time " + std::to_string(run) + " s is above Iometry's 86400 s; the plan runs 86400 s");
        plan["run_s"] = 86400;
    } else {
        plan["run_s"] = run;
    }
    if (ts.ramp > 3600) {
        notes.push_back("ramp-up time " + std::to_string(ts.ramp) + " s is above Iometry's 3600 s; the plan ramps 3600 s");
        plan["ramp_s"] = 3600;
    } else {
        plan["ramp_s"] = ts.ramp;
    }
    if (f.display && f.display->frequency >= 1 && f.display->frequency <= 60)
        plan["sample_ms"] = f.display->frequency * 1000;
    if (ts.recordResults != "ALL")
        notes.push_back("Record Results " + ts.recordResults +
                        " has no equivalent: Iometry records every step, worker and dynamo");
    if (!iequals(ts.diskWorkers, "NUMBER_OF_CPUS") || ts.netWorkers != "0")
        notes.push_back("the default numbers of disk and network workers to spawn (" + ts.diskWorkers +
                        ", " + ts.netWorkers + ") are not carried over: a plan names every worker");
    if (f.display) {
        std::vector<std::string> what;
        if (f.display->recordLastUpdate) what.push_back("record last update results");
        if (f.display->frequency > 60) what.push_back("update frequency " + std::to_string(f.display->frequency) + " s (Iometry samples every 0.1–60 s)");
        if (!f.display->updateType.empty() && !iequals(f.display->updateType, "WHOLE_TEST"))
            what.push_back("update type " + f.display->updateType);
        if (f.display->bars > 0) what.push_back(std::to_string(f.display->bars) + " bar chart selections");
        if (!what.empty()) {
            notes.push_back("line " + std::to_string(f.display->line) +
                            ": results display settings are not carried over (" + joinList(what) + ")");
        }
    }

}

/** IOmeter's cycling as sweep axes (docs/plan-format.md, "Sweeps"). */
void addSweep(const TestSetup& ts, std::int64_t nWorkers, std::int64_t maxPerDynamo, bool multiTarget,
              bool tcpStreams, Json& plan, std::vector<std::string>& notes) {
    Json sweep = Json::object();
    const std::string tl = "line " + std::to_string(ts.testTypeLine) + ": ";
    auto targets = [&] {
        sweep["targets"] = cyclingAxis({ts.diskCycling.start, nWorkers, ts.diskCycling.step,
                                        ts.diskCycling.exponential, ts.diskCycling.line},
                                       1, nWorkers, "disk (target) cycling", notes);
        if (multiTarget)
            notes.push_back(tl + "target cycling counts the plan's workers, one per target, across "
                                 "dynamos; IOmeter counted each worker's targets");
    };
    auto workerAxis = [&] {
        sweep["workers"] = cyclingAxis({ts.workerCycling.start, maxPerDynamo, ts.workerCycling.step,
                                        ts.workerCycling.exponential, ts.workerCycling.line},
                                       1, maxPerDynamo, "worker cycling", notes);
        if (multiTarget)
            notes.push_back(tl + "worker cycling counts plan workers (one per IOmeter target) on each dynamo");
    };
    auto queue = [&] {
        const std::int64_t hi = tcpStreams ? kMaxStreamConnections : kMaxOutstanding;
        if (ts.queueCycling.end > hi)
            notes.push_back("line " + std::to_string(ts.queueCycling.line) +
                            ": queue depth cycling ends at " + std::to_string(ts.queueCycling.end) +
                            ", above " + std::to_string(hi) +
                            (tcpStreams ? " (the most connections of a TCP stream)" : "") +
                            "; it ends at " + std::to_string(hi));
        sweep["outstanding"] = cyclingAxis(ts.queueCycling, 1, hi, "queue depth cycling", notes);
    };
    switch (ts.testType) {
    case 1: targets(); break;
    case 2: workerAxis(); break;
    case 3:
    case 4:
        targets();
        notes.push_back(tl + (ts.testType == 3 ? "INCREMENT_TARGETS_PARALLEL" : "INCREMENT_TARGETS_SERIAL") +
                        " becomes target cycling: each step runs the plan's first N workers");
        break;
    case 5:
        workerAxis();
        notes.push_back(tl + "CYCLE_WORKERS_AND_TARGETS: only the worker cycling is carried over (a "
                             "plan cycles workers or targets, not both)");
        break;
    case 6: queue(); break;
    case 7: targets(); queue(); break;
    default: break;
    }
    if (!sweep.empty()) plan["sweep"] = sweep;

}

Json buildPlan(const IcfFile& f, std::vector<std::string>& notes) {
    const TestSetup ts = f.setup.value_or(TestSetup{});
    Json plan;
    plan["format"] = "iometry.plan/1";
    plan["name"] = ts.description.empty() ? std::string("IOmeter configuration") : ts.description;
    plan["description"] = "Imported from an IOmeter " + f.version +
                          " configuration file (docs/iometer-files.md).";

    addTiming(f, ts, plan, notes);

    // --- specs
    std::map<std::string, const Spec*> specByName;
    std::vector<const Spec*> specOrder;
    for (const Spec& s : f.specs) {
        auto it = specByName.find(s.name);
        if (it != specByName.end()) {
            notes.push_back("line " + std::to_string(s.line) + ": access specification " + inQuotes(s.name) +
                            " appears twice; the later one is used, as IOmeter does");
            std::replace(specOrder.begin(), specOrder.end(), it->second, &s);
            it->second = &s;
        } else {
            specByName[s.name] = &s;
            specOrder.push_back(&s);
        }
    }
    Json specs = Json::array();
    std::set<std::string> usableSpecs;
    std::vector<std::string> defaultAssigned;
    for (const Spec* s : specOrder) {
        const auto why = specProblems(*s);
        if (!why.empty()) {
            std::string w;
            for (std::size_t i = 0; i < why.size(); ++i) w += (i ? "; " : "") + why[i];
            notes.push_back("line " + std::to_string(s->line) + ": access specification " + inQuotes(s->name) +
                            " cannot be expressed in Iometry and is left out (" + w + ")");
            continue;
        }
        usableSpecs.insert(s->name);
        specs.push_back(specJson(s->name, *s, false));
        if (s->assignment != "NONE") defaultAssigned.push_back(s->name + " (" + s->assignment + ")");
    }
    if (!defaultAssigned.empty()) {
        notes.push_back("default assignments of access specifications are not carried over (IOmeter "
                        "gives them to new workers; a plan assigns each worker its spec): " +
                        joinList(defaultAssigned));
    }
    std::set<std::string> specNames(usableSpecs);
    std::map<std::string, std::string> noReplyVariant;

    // --- dynamos
    Json dynamos = Json::array();
    std::set<std::string> dynamoNames;
    std::vector<std::string> dynamoOf;  // by manager index
    std::vector<std::string> byHand;
    for (const Manager& m : f.managers) {
        const std::string name = planName(m.name, dynamoNames);
        dynamoOf.push_back(name);
        Json d = {{"name", name}};
        if (m.address.empty()) {
            d["spawn"] = true;
        } else {
            d["spawn"] = false;
            byHand.push_back(inQuotes(name) + " on " + m.address);
        }
        if (name != m.name)
            notes.push_back("line " + std::to_string(m.line) + ": manager " + inQuotes(m.name) +
                            " becomes dynamo " + inQuotes(name) + " (plan names allow letters, digits, "
                            "spaces, _ - . and must be unique)");
        dynamos.push_back(d);
    }
    if (!byHand.empty()) {
        notes.push_back("managers with a network address become dynamos started by hand on their "
                        "hosts (iometry-dynamo --manager ADDR:PORT --name NAME): " + joinList(byHand));
    }
    auto dynamoForTarget = [&](const Target& t) -> std::string {
        for (std::size_t i = 0; i < f.managers.size(); ++i)
            if (f.managers[i].id == t.managerId && f.managers[i].name == t.managerName) return dynamoOf[i];
        for (std::size_t i = 0; i < f.managers.size(); ++i)
            if (f.managers[i].name == t.managerName) return dynamoOf[i];
        fail(t.line, "the network target " + inQuotes(t.name) + " is on manager " +
                         std::to_string(t.managerId) + "," + t.managerName +
                         ", which is not in the 'MANAGER LIST");
    };

    // --- workers
    Json workers = Json::array();
    std::set<std::string> workerNames;
    std::map<std::string, int> perDynamo;
    bool tcpStreams = false, multiTarget = false;
    std::vector<std::string> connRate, fixedSeed, pattern;
    for (std::size_t mi = 0; mi < f.managers.size(); ++mi) {
        const Manager& m = f.managers[mi];
        for (const Worker& w : m.workers) {
            const std::string where = "line " + std::to_string(w.line) + ": worker " + inQuotes(w.name) +
                                      " of manager " + inQuotes(m.name);
            if (w.type == "NETWORK,VI") {
                notes.push_back(where + " is a VI worker: VI targets have no equivalent; left out");
                continue;
            }
            // Its spec: the first one assigned that the plan has (Idle is no spec).
            std::vector<std::string> assigned;
            for (const auto& [s, line] : w.specs) {
                if (iequals(s, "Idle")) continue;
                if (!specByName.count(s)) {
                    notes.push_back("line " + std::to_string(line) + ": worker " + inQuotes(w.name) +
                                    " is assigned access specification " + inQuotes(s) +
                                    ", which the file does not define; ignored");
                    continue;
                }
                if (!usableSpecs.count(s)) continue;
                assigned.push_back(s);
            }
            if (assigned.empty()) {
                notes.push_back(where + " has no access specification the plan can run (idle "
                                        "workers have no equivalent); left out");
                continue;
            }
            if (assigned.size() > 1)
                notes.push_back(where + " runs only " + inQuotes(assigned[0]) +
                                ": a plan worker has one spec, IOmeter ran the others in turn (" +
                                joinNames({assigned.begin() + 1, assigned.end()}) + ")");
            std::string spec = assigned[0];
            std::int64_t outstanding = w.outstanding;
            if (outstanding < 1 || outstanding > kMaxOutstanding) {
                outstanding = std::clamp<std::int64_t>(outstanding, 1, kMaxOutstanding);
                notes.push_back(where + ": " + std::to_string(w.outstanding) +
                                " outstanding I/Os is outside 1–4096; " + std::to_string(outstanding) + " is used");
            }
            const std::string who = inQuotes(m.name + " " + w.name);
            if (w.connectionRate)
                connRate.push_back(who + " (" + std::to_string(w.transPerConn) + " transactions per connection)");
            if (w.fixedSeed) fixedSeed.push_back(who + " (" + std::to_string(w.seedValue) + ")");
            if (w.targets.empty()) {
                notes.push_back(where + " has no targets; left out");
                continue;
            }

            if (w.type == "DISK") {
                if (hasReplies(*specByName[spec])) {
                    auto it = noReplyVariant.find(spec);
                    if (it == noReplyVariant.end()) {
                        std::string variant = spec + " (disk, no reply)";
                        while (specNames.count(variant)) variant += "'";
                        specNames.insert(variant);
                        specs.push_back(specJson(variant, *specByName[spec], true));
                        it = noReplyVariant.emplace(spec, variant).first;
                        notes.push_back("access specification " + inQuotes(spec) +
                                        " has replies, which disks do not make (IOmeter ignores them "
                                        "there); its disk workers run " + inQuotes(variant) + ", the same without reply");
                    }
                    spec = it->second;
                }
                if (w.startSector != 0)
                    notes.push_back(where + ": starting sector " + std::to_string(w.startSector) +
                                    " is not carried over: Iometry tests a span from the target's start");
                if (w.dataPattern != 0)
                    pattern.push_back(who + " (" + std::to_string(w.dataPattern) + ")");
                if (w.targets.size() > 1) multiTarget = true;
                int k = 0;
                for (const Target& t : w.targets) {
                    if (t.type != "DISK") fail(t.line, "disk worker " + inQuotes(w.name) + " has the network target " + inQuotes(t.name));
                    const std::string name = planName(
                        m.name + " " + w.name + (k++ ? " target " + std::to_string(k) : std::string()),
                        workerNames);
                    const DiskPath dp = diskPath(t.name);
                    Json j = {{"name", name}, {"dynamo", dynamoOf[mi]}, {"kind", "disk"},
                              {"spec", spec}, {"outstanding", outstanding}, {"path", dp.path}};
                    if (dp.device) j["block_device"] = true;
                    const std::int64_t bytes = w.maxSectors * kSectorBytes;
                    if (w.maxSectors > 0) {
                        j["file_size"] = std::clamp<std::int64_t>(bytes, 4096, std::int64_t{1} << 50);
                        if (bytes < 4096)
                            notes.push_back("line " + std::to_string(t.line) + ": target " + inQuotes(t.name) +
                                            ": maximum disk size " + std::to_string(w.maxSectors) +
                                            " sectors is below Iometry's 4096 bytes; 4096 is used");
                    } else if (!dp.device) {
                        j["file_size"] = kDefaultFileBytes;
                        notes.push_back("line " + std::to_string(t.line) + ": target " + inQuotes(t.name) +
                                        ": maximum disk size 0 (IOmeter: the drive's free space) has no "
                                        "equivalent for a test file; file_size is 1 GiB");
                    }
                    if (dp.device)
                        notes.push_back("line " + std::to_string(t.line) + ": target " + inQuotes(t.name) +
                                        " " + (dp.note.empty() ? "is a block device" : dp.note) +
                                        ": worker " + inQuotes(name) + " writes to " + inQuotes(dp.path) +
                                        " (block_device true; docs/plan-format.md, \"Disk safety\")");
                    else if (!dp.note.empty())
                        notes.push_back("line " + std::to_string(t.line) + ": target " + inQuotes(t.name) + " " + dp.note);
                    ++perDynamo[dynamoOf[mi]];
                    workers.push_back(j);
                }
            } else {  // NETWORK,TCP: the worker holds the pair; its target is the partner's address
                const Target& t = w.targets.front();
                if (t.type != "NETWORK,TCP")
                    fail(t.line, "TCP worker " + inQuotes(w.name) + " has the target " + inQuotes(t.name) +
                                     " of type " + t.type);
                if (w.targets.size() > 1)
                    notes.push_back(where + " has " + std::to_string(w.targets.size()) +
                                    " network targets; IOmeter pairs a worker with one, the first is used");
                const std::string peerDynamo = dynamoForTarget(t);
                const int fb = addressFamily(w.localInterface), fp = addressFamily(t.name);
                if (!fb || !fp || fb != fp) {
                    notes.push_back(where + ": the local interface " + inQuotes(w.localInterface) +
                                    " and the target " + inQuotes(t.name) +
                                    " must be IP addresses of one family for a tcp pair; left out");
                    continue;
                }
                if (!hasReplies(*specByName[spec])) {
                    tcpStreams = true;
                    if (outstanding > kMaxStreamConnections) {
                        notes.push_back(where + ": a TCP stream opens one connection per outstanding "
                                                "I/O, at most 64; 64 is used instead of " +
                                        std::to_string(outstanding));
                        outstanding = kMaxStreamConnections;
                    }
                }
                const bool randomOrAlign = std::any_of(
                    specByName[spec]->lines.begin(), specByName[spec]->lines.end(),
                    [](const SpecLine& l) { return l.random > 0 || l.align > 0; });
                if (randomOrAlign)
                    notes.push_back(where + ": % random and align of " + inQuotes(spec) +
                                    " mean nothing to a network worker (nor to IOmeter's); kept in the spec");
                const std::string name = planName(m.name + " " + w.name, workerNames);
                workers.push_back({{"name", name},
                                   {"dynamo", dynamoOf[mi]},
                                   {"kind", "tcp"},
                                   {"spec", spec},
                                   {"outstanding", outstanding},
                                   {"bind", w.localInterface},
                                   {"peer", {{"dynamo", peerDynamo}, {"address", t.name}}}});
                ++perDynamo[dynamoOf[mi]];
            }
        }
    }
    if (!connRate.empty())
        notes.push_back("test connection rate (open and close a connection every N transactions) "
                        "has no equivalent; workers " + joinList(connRate) +
                        " keep their connections open");
    if (!fixedSeed.empty())
        notes.push_back("fixed seeds are not carried over (Iometry draws every worker's sequence from "
                        "the plan's seed, with its own generator): " +
                        joinList(fixedSeed));
    if (!pattern.empty())
        notes.push_back("data patterns are not carried over (Iometry writes its own stamped data, "
                        "docs/plan-format.md, \"Data verification\"): " +
                        joinList(pattern));
    if (workers.empty())
        fail(0, "nothing to import: no worker of the file has an equivalent in Iometry" +
                    std::string(f.haveManagers ? "" : " (the file has no 'MANAGER LIST section)"));

    std::int64_t maxPerDynamo = 1;
    for (const auto& [d, n] : perDynamo) maxPerDynamo = std::max<std::int64_t>(maxPerDynamo, n);
    addSweep(ts, static_cast<std::int64_t>(workers.size()), maxPerDynamo, multiTarget, tcpStreams,
             plan, notes);

    plan["dynamos"] = dynamos;
    plan["specs"] = specs;
    plan["workers"] = workers;
    return plan;
}

}  // namespace

IcfImportResult importIcf(std::string_view text) {
    IcfImportResult result;
    try {
        const IcfFile file = readFile(text);
        result.version = file.version;
        Json plan = buildPlan(file, result.notes);
        const model::PlanParseResult check = model::parsePlan(plan);
        if (!check.ok()) {
            std::string why;
            for (const auto& p : check.problems) why += "\n  " + p.toString();
            result.error = "the plan made from this file is not valid:" + why;
            return result;
        }
        result.plan = std::move(plan);
    } catch (const Malformed& m) {
        result.errorLine = m.line;
        result.error = m.line > 0 ? "line " + std::to_string(m.line) + ": " + m.message : m.message;
        result.plan.reset();
    }
    return result;
}

IcfImportResult importIcfFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        IcfImportResult r;
        r.error = "cannot open " + path;
        return r;
    }
    std::ostringstream text;
    text << in.rdbuf();
    return importIcf(text.str());
}

}  // namespace iometry::import_icf

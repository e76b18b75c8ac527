#include "engine/import/icf_reader.hpp"

#include <algorithm>
#include <cctype>
#include <set>
#include <tuple>
#include <utility>

#include "engine/import/icf_text.hpp"

// The layout of an .icf file: docs/iometer-files.md.

namespace iometry::import_icf {
namespace {

/** A worker's or target's type, upper case without spaces: DISK, NETWORK,TCP or NETWORK,VI. */
std::string workerType(const std::string& value, int line, const std::string& what) {
    std::string type = upper(value);
    type.erase(
        std::remove_if(type.begin(), type.end(), [](unsigned char c) { return std::isspace(c); }),
        type.end());
    if (type != "DISK" && type != "NETWORK,TCP" && type != "NETWORK,VI")
        fail(line, what + ": expected DISK, NETWORK,TCP or NETWORK,VI, got " + inQuotes(type));
    return type;
}

/** "manager ID,manager name" at @p line: the ID (called @p idName in messages) and the name. */
std::pair<std::int64_t, std::string> managerIdName(const std::string& value, int line,
                                                   const std::string& idName) {
    const std::size_t comma = value.find(',');
    if (comma == std::string::npos || trim(value.substr(comma + 1)).empty())
        fail(line, "expected \"manager ID,manager name\", got " + inQuotes(value));
    return {toInt(trim(value.substr(0, comma)), line, idName), trim(value.substr(comma + 1))};
}

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
    if (withEnd)
        c.end = toInt(t[1], line, key + " end");
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
    const auto& kTypes = kTestTypeNames;
    static const char* const kRecord[] = {"ALL", "NO_TARGETS", "NO_WORKERS", "NO_MANAGERS", "NONE"};
    const Part part{"'TEST SETUP", "'END test setup", sectionLine,
                    "the 'TEST SETUP section has no 'END test setup line"};
    TestSetup ts;
    readSettings(
        in, part, "expected a 'TEST SETUP key such as 'Run Time, or 'END test setup, got ",
        [&](const std::string& key, const std::string& value, int line, int vline) {
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
                if (ts.ramp < 0)
                    fail(vline, key + ": must not be negative, got " + value);
            } else if (iequals(key, "'Default Disk Workers to Spawn") ||
                       iequals(key, "'Default Workers to Spawn")) {
                if (!iequals(value, "NUMBER_OF_CPUS"))
                    toInt(value, vline, key);
                ts.diskWorkers = value;
            } else if (iequals(key, "'Default Network Workers to Spawn")) {
                if (!iequals(value, "NUMBER_OF_CPUS"))
                    toInt(value, vline, key);
                ts.netWorkers = value;
            } else if (iequals(key, "'Record Results")) {
                bool known = false;
                for (int i = 0; i < 5; ++i)
                    if (iequals(value, kRecord[i]) || value == std::to_string(i)) {
                        ts.recordResults = kRecord[i];
                        known = true;
                    }
                if (!known)
                    fail(vline,
                         "'Record Results: expected ALL, NO_TARGETS, NO_WORKERS, NO_MANAGERS or "
                         "NONE, got " +
                             inQuotes(value));
            } else if (iequals(key, "'Worker Cycling")) {
                ts.workerCycling = readCycling(key, value, vline, false);
            } else if (iequals(key, "'Disk Cycling")) {
                ts.diskCycling = readCycling(key, value, vline, false);
            } else if (iequals(key, "'Queue Depth Cycling")) {
                ts.queueCycling = readCycling(key, value, vline, true);
            } else if (iequals(key, "'Test Type")) {
                int found = -1;
                for (int i = 0; i < 8; ++i)
                    if (iequals(value, kTypes[i]) || value == std::to_string(i))
                        found = i;
                if (found < 0)
                    fail(vline,
                         "'Test Type: expected NORMAL, CYCLE_TARGETS, CYCLE_WORKERS, "
                         "INCREMENT_TARGETS_PARALLEL, INCREMENT_TARGETS_SERIAL, "
                         "CYCLE_WORKERS_AND_TARGETS, CYCLE_OUTSTANDING_IOS or "
                         "CYCLE_OUTSTANDING_IOS_AND_TARGETS, got " +
                             inQuotes(value));
                ts.testType = static_cast<TestType>(found);
                ts.testTypeLine = vline;
            } else {
                fail(line, "unknown key in the 'TEST SETUP section: " + inQuotes(key));
            }
        });
    return ts;
}

Display readDisplay(Lines& in, int sectionLine) {
    const Part part{"'RESULTS DISPLAY", "'END results display", sectionLine,
                    "the 'RESULTS DISPLAY section has no 'END results display line"};
    Display d;
    d.line = sectionLine;
    readSettings(in, part, "expected a 'RESULTS DISPLAY key or 'END results display, got ",
                 [&](const std::string& key, const std::string& value, int line, int vline) {
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
                         if (upper(key).find("STATISTIC") != std::string::npos)
                             ++d.bars;
                     } else {
                         fail(line,
                              "unknown key in the 'RESULTS DISPLAY section: " + inQuotes(key));
                     }
                 });
    return d;
}

std::vector<Spec> readSpecs(Lines& in, int sectionLine, std::vector<std::string>& notes) {
    const Part part{"'ACCESS SPECIFICATIONS", "'END access specifications", sectionLine,
                    "the 'ACCESS SPECIFICATIONS section has no 'END access specifications line"};
    std::vector<Spec> specs;
    std::string key;
    int line = 0;
    while (nextKey(in, part, key, line)) {
        if (!iequals(key, "'Access specification name,default assignment"))
            fail(line,
                 "expected 'Access specification name,default assignment or 'END access "
                 "specifications, got " +
                     inQuotes(key));
        const std::string value = valueOf(in, key, line, sectionLine, part.name);
        const int vline = in.number() - 1;
        const std::size_t comma = value.rfind(',');
        if (comma == std::string::npos)
            fail(vline, "expected \"name,default assignment\" (NONE, ALL, DISK or NET), got " +
                            inQuotes(value));
        Spec spec;
        spec.line = vline;
        spec.name = trim(value.substr(0, comma));
        spec.assignment = upper(trim(value.substr(comma + 1)));
        if (spec.name.empty())
            fail(vline, "the access specification has no name");
        static const char* const kAssign[] = {"NONE", "ALL", "DISK", "NET"};
        if (std::find(std::begin(kAssign), std::end(kAssign), spec.assignment) ==
            std::end(kAssign)) {
            // IOmeter reads any other word as a number (atoi): older files wrote 0–3.
            const std::string was = spec.assignment;
            const bool number = !was.empty() && was.size() == 1 && was[0] >= '0' && was[0] <= '3';
            spec.assignment = number ? kAssign[was[0] - '0'] : "NONE";
            notes.push_back(lineAt(vline) + "default assignment " + inQuotes(was) + " of " +
                            inQuotes(spec.name) + " is read as " + spec.assignment +
                            (number ? " (the number IOmeter once wrote for it)"
                                    : " (IOmeter reads a word it does not know as 0, NONE)"));
        }
        if (in.atEnd() || !isComment(in.peek()) || iequals(in.peek(), "'END access specifications"))
            fail(in.atEnd() ? sectionLine : in.number(),
                 "expected the column comment 'size,% of size,% reads,% "
                 "random,delay,burst,align,reply "
                 "after access specification " +
                     inQuotes(spec.name));
        in.next();
        std::int64_t total = 0;
        bool trailingComma = false;
        while (!in.atEnd() && !isComment(in.peek())) {
            const int l = in.number();
            const std::string data = in.next();
            if (data.empty())
                continue;
            auto f = split(data, ',');
            if (f.size() == 9 && f[8].empty()) {
                // IOmeter reads the last value up to the line's end (getline), so a comma
                // after it is passed over; IOmeter 1.1.0 writes one in its results files.
                if (!trailingComma)
                    notes.push_back(lineAt(l) + "a comma after the 8 values of a line of " +
                                    inQuotes(spec.name) + " is passed over, as IOmeter does");
                trailingComma = true;
                f.pop_back();
            }
            if (f.size() != 8)
                fail(l, "a line of access specification " + inQuotes(spec.name) +
                            " needs 8 comma-separated values (size,% of size,% reads,% random,"
                            "delay,burst,align,reply), got " +
                            std::to_string(f.size()) + ": " + inQuotes(data));
            static const char* const kNames[] = {"size",  "% of size", "% reads", "% random",
                                                 "delay", "burst",     "align",   "reply"};
            std::int64_t v[8];
            for (int i = 0; i < 8; ++i) {
                v[i] = toInt(f[i], l, std::string(kNames[i]) + " of " + inQuotes(spec.name));
                if (v[i] < 0)
                    fail(l, std::string(kNames[i]) + " of " + inQuotes(spec.name) +
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
            fail(vline, "the lines of access specification " + inQuotes(spec.name) + " add up to " +
                            std::to_string(total) + " % of size; IOmeter needs 100");
        specs.push_back(std::move(spec));
    }
    return specs;
}

void readDefaults(Lines& in, Worker& w, int workerLine) {
    const Part part{
        "'Default target settings for worker", "'End default target settings for worker",
        workerLine,
        "worker " + inQuotes(w.name) +
            ": the default target settings have no 'End default target settings for worker line"};
    readSettings(in, part,
                 "expected a default target setting of worker " + inQuotes(w.name) +
                     " or 'End default target settings for worker, got ",
                 [&](const std::string& key, const std::string& value, int line, int vline) {
                     if (iequals(key,
                                 "'Number of outstanding IOs,test connection rate,transactions per "
                                 "connection") ||
                         iequals(key,
                                 "'Number of outstanding IOs,test connection rate,transactions per "
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
                             fail(vline,
                                  "disk maximum size and starting sector must not be negative");
                         if (f.size() == 3)
                             w.dataPattern = toInt(f[2], vline, "Data pattern");
                     } else if (iequals(key, "'Local network interface")) {
                         w.localInterface = value;
                     } else if (iequals(key, "'VI outstanding IOs")) {
                         w.viOutstanding = toInt(value, vline, key);
                     } else {
                         fail(line, "unknown default target setting of worker " + inQuotes(w.name) +
                                        ": " + inQuotes(key));
                     }
                 });
}

void readTargets(Lines& in, Worker& w, int workerLine, std::vector<std::string>& notes) {
    const Part part{"'Target assignments", "'End target assignments", workerLine,
                    "worker " + inQuotes(w.name) +
                        ": the target assignments have no 'End target assignments line"};
    std::string key;
    int line = 0;
    while (nextKey(in, part, key, line)) {
        if (iequals(key, "'End target")) {
            // An 'End target with no target open: hand-edited files have one too many.
            notes.push_back(lineAt(line) + "an 'End target with no 'Target before it, in worker " +
                            inQuotes(w.name) +
                            ", is passed over (IOmeter stops restoring workers there: \"Expected "
                            "a Target comment inside TARGET ASSIGNMENTS section\")");
            continue;
        }
        if (!iequals(key, "'Target"))
            fail(line, "expected 'Target or 'End target assignments, got " + inQuotes(key));
        Target t;
        t.line = line;
        t.name = valueOf(in, key, line, workerLine, part.name);
        if (in.atEnd() || !iequals(in.peek(), "'Target type"))
            fail(in.atEnd() ? line : in.number(),
                 "expected 'Target type after target " + inQuotes(t.name));
        const int tl = in.number();
        const std::string type = valueOf(in, in.next(), tl, workerLine, part.name);
        t.type = workerType(type, in.number() - 1, "target type of " + inQuotes(t.name));
        if (t.type != "DISK") {
            if (in.atEnd() || !iequals(in.peek(), "'Target manager ID, manager name"))
                fail(in.atEnd() ? line : in.number(),
                     "expected 'Target manager ID, manager name after network target " +
                         inQuotes(t.name));
            const int ml = in.number();
            const std::string v = valueOf(in, in.next(), ml, workerLine, part.name);
            std::tie(t.managerId, t.managerName) =
                managerIdName(v, in.number() - 1, "target manager ID");
        }
        if (in.atEnd() || !iequals(in.peek(), "'End target"))
            fail(in.atEnd() ? line : in.number(),
                 "expected 'End target after target " + inQuotes(t.name) +
                     (in.atEnd() ? std::string() : ", got " + inQuotes(in.peek())));
        in.next();
        w.targets.push_back(std::move(t));
    }
}

Worker readWorker(Lines& in, const std::string& name, int workerLine,
                  std::vector<std::string>& notes) {
    Worker w;
    w.name = name;
    w.line = workerLine;
    const Part part{"'Worker", "'End worker", workerLine,
                    "worker " + inQuotes(name) + " has no 'End worker line"};
    std::string key;
    int line = 0;
    while (nextKey(in, part, key, line)) {
        if (iequals(key, "'Worker type")) {
            w.type = workerType(valueOf(in, key, line, workerLine, part.name), line + 1,
                                "worker type of " + inQuotes(name));
        } else if (iequals(key, "'Default target settings for worker")) {
            readDefaults(in, w, workerLine);
        } else if (iequals(key, "'Assigned access specs")) {
            const Part specs{"'Assigned access specs", "'End assigned access specs", line,
                             "worker " + inQuotes(name) + ": no 'End assigned access specs line",
                             true};
            std::string spec;
            int l = 0;
            while (nextKey(in, specs, spec, l)) {
                if (isComment(spec))
                    fail(l,
                         "expected an access specification name or 'End assigned access specs, "
                         "got " +
                             inQuotes(spec));
                w.specs.emplace_back(spec, l);
            }
        } else if (iequals(key, "'Target assignments")) {
            readTargets(in, w, workerLine, notes);
        } else {
            fail(line, "expected a part of worker " + inQuotes(name) +
                           " ('Worker type, 'Default target settings for worker, 'Assigned access "
                           "specs, 'Target assignments) or 'End worker, got " +
                           inQuotes(key));
        }
    }
    if (w.type.empty())
        fail(workerLine, "worker " + inQuotes(name) + " has no 'Worker type");
    return w;
}

std::vector<Manager> readManagers(Lines& in, int sectionLine, std::vector<std::string>& notes) {
    const Part part{"'MANAGER LIST", "'END manager list", sectionLine,
                    "the 'MANAGER LIST section has no 'END manager list line"};
    std::vector<Manager> managers;
    Manager* current = nullptr;
    auto unclosed = [&] {
        if (current)
            fail(current->line, "manager " + inQuotes(current->name) + " has no 'End manager line");
    };
    std::string key;
    int line = 0;
    while (nextKey(in, part, key, line)) {
        if (iequals(key, "'Manager ID, manager name")) {
            unclosed();
            Manager m;
            m.line = line;
            std::tie(m.id, m.name) = managerIdName(valueOf(in, key, line, sectionLine, part.name),
                                                   line + 1, "manager ID");
            managers.push_back(std::move(m));
            current = &managers.back();
            continue;
        }
        if (!current)
            fail(line,
                 "expected 'Manager ID, manager name or 'END manager list, got " + inQuotes(key));
        if (iequals(key, "'Manager network address")) {
            current->address = valueOf(in, key, line, sectionLine, part.name);
        } else if (iequals(key, "'Worker")) {
            const std::string name = valueOf(in, key, line, sectionLine, part.name);
            current->workers.push_back(readWorker(in, name, line, notes));
        } else if (iequals(key, "'End manager")) {
            current = nullptr;
        } else {
            fail(line, "expected 'Manager network address, 'Worker or 'End manager in manager " +
                           inQuotes(current->name) + ", got " + inQuotes(key));
        }
    }
    unclosed();
    return managers;
}

/** The three numbers of a version line, as IOmeter reads them (ICF_ifstream::GetVersion):
 *  runs of digits, whatever stands between them ("2003.12.16-post" is 2003, 12, 16). */
std::vector<int> versionNumbers(const std::string& text) {
    std::vector<int> out;
    for (std::size_t i = 0; i < text.size() && out.size() < 3;) {
        if (!std::isdigit(static_cast<unsigned char>(text[i]))) {
            ++i;
            continue;
        }
        int v = 0;
        while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])))
            v = std::min(v * 10 + (text[i++] - '0'), 99999999);
        out.push_back(v);
    }
    return out;
}

/** The version of the first line, or a refusal; a note when it is not one IOmeter release
 *  this importer was checked against (docs/iometer-files.md, "Which files"). */
std::string readVersion(const std::string& first, int line, std::vector<std::string>& notes) {
    const std::string version = trim(first.substr(7));
    const std::vector<int> n = versionNumbers(version);
    if (n.size() != 3)
        fail(line, "the version line " + inQuotes(first) +
                       " has no version of three numbers (such as 1.1.0 or 2006.07.27)");
    // IOmeter numbers its releases by date up to 2008.06.18, then 1.1.0 (IOVersion.h).
    const bool dated = n[0] > 1900;
    const long long date = dated ? n[0] * 10000LL + n[1] * 100LL + n[2] : 0;  // each up to 99999999
    if (dated && date < 19980521)
        fail(line, "IOmeter version " + inQuotes(version) +
                       " wrote access specifications in the layout of before 1998.05.21, "
                       "which this importer does not read");
    if (version == "1.1.0" || version == "2006.07.27" || version == "2008.06.18")
        return version;
    const bool newer = !dated && (n[0] > 1 || (n[0] == 1 && n[1] > 1));
    notes.push_back(lineAt(line) + "IOmeter version " + inQuotes(version) +
                    (newer ? " is newer than 1.1.0, the last this importer knows; its file is "
                             "read with the layout of 1.1.0"
                           : " is read with the layout IOmeter wrote from 1998.05.21 to 1.1.0 "
                             "(2006.07.27, 2008.06.18 and 1.1.0 were checked)"));
    return version;
}

}  // namespace

IcfFile readIcfFile(std::string_view bytes, const std::optional<CodePage>& codePage) {
    DecodedText decoded = decodeText(bytes, codePage);
    if (!decoded.error.empty())
        fail(0, decoded.error);
    Lines in(decoded.text);
    IcfFile f;
    f.codePage = decoded.codePage;
    std::vector<std::string>& notes = f.notes;
    notes = std::move(decoded.notes);
    in.skipEmpty();
    if (in.atEnd())
        fail(1, "the file is empty; expected the line \"Version 1.1.0\" or \"Version 2006.07.27\"");
    if (in.number() > 1)
        notes.push_back("lines 1–" + std::to_string(in.number() - 1) +
                        " are empty; IOmeter expects the version line on line 1 and refuses "
                        "the file (\"Empty line found where file version information was "
                        "expected\"); they are passed over");
    if (isVersionLine(in.peek())) {
        const int line = in.number();
        f.version = readVersion(in.next(), line, notes);
    } else if (!sectionOf(in.peek()).empty()) {
        // A file cut out of a web page or a mail starts at its first section.
        notes.push_back(lineAt(in.number()) +
                        "the file has no version line (IOmeter itself refuses it: \"Error "
                        "retrieving file version information\"); it is read with the layout "
                        "IOmeter wrote from 1998.05.21 to 1.1.0");
    } else {
        fail(in.number(),
             "expected the version line \"Version 1.1.0\" or \"Version 2006.07.27\" that "
             "begins an IOmeter configuration file, got " +
                 inQuotes(in.peek()));
    }
    std::set<std::string> seen;
    int outsideFrom = 0, outsideTo = 0;
    std::string outsideText;
    auto passedOver = [&] {
        if (outsideFrom == 0)
            return;
        notes.push_back((outsideFrom == outsideTo
                             ? lineAt(outsideFrom)
                             : "lines " + std::to_string(outsideFrom) + "–" +
                                   std::to_string(outsideTo) + ": ") +
                        "text outside any section (" + inQuotes(outsideText) +
                        ") is passed over, as IOmeter does");
        outsideFrom = 0;
    };
    for (;;) {
        in.skipEmpty();
        if (in.atEnd())
            break;
        const int line = in.number();
        const std::string head = in.next();
        if (isVersionLine(head)) {  // IOmeter closes the file with its version line again
            passedOver();
            const std::string closing = trim(head.substr(7));
            if (closing != f.version && !f.version.empty())
                notes.push_back(lineAt(line) + "the closing version line says " +
                                inQuotes(closing) + " but the file began with " +
                                inQuotes(f.version) + "; IOmeter reads only the first");
            in.skipEmpty();
            if (!in.atEnd())
                notes.push_back(lineAt(in.number()) + "the text after the closing version "
                                "line is passed over (IOmeter reads no further), beginning " +
                                inQuotes(in.peek()));
            break;
        }
        const std::string section = sectionOf(head);
        if (section.empty()) {
            // IOmeter looks for each section by its heading (ICF_ifstream::SkipTo) and never
            // reads what stands between them.
            if (outsideFrom == 0) {
                outsideFrom = line;
                outsideText = head;
            }
            outsideTo = line;
            continue;
        }
        passedOver();
        if (!seen.insert(section).second) {
            // IOmeter reads the first section of a kind and never the second.
            notes.push_back(lineAt(line) + "a second " + section +
                            " section is passed over; IOmeter reads only the first");
            while (!in.atEnd() && !isVersionLine(in.peek()) && sectionOf(in.peek()).empty())
                in.next();
            continue;
        }
        if (section == "'TEST SETUP") {
            f.setup = readTestSetup(in, line);
        } else if (section == "'RESULTS DISPLAY") {
            f.display = readDisplay(in, line);
        } else if (section == "'ACCESS SPECIFICATIONS") {
            f.specs = readSpecs(in, line, notes);
            f.haveSpecs = true;
        } else {
            f.managers = readManagers(in, line, notes);
            f.haveManagers = true;
        }
    }
    passedOver();
    return f;
}

}  // namespace iometry::import_icf

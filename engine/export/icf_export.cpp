#include "engine/export/icf_export.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <utility>

#include "engine/export/export_notes.hpp"
#include "engine/import/icf_convert.hpp"
#include "engine/import/icf_plan.hpp"
#include "engine/import/icf_text.hpp"
#include "engine/kinds/disk/disk_kind.hpp"
#include "engine/kinds/tcp/tcp_kind.hpp"
#include "engine/model/json_reader.hpp"

// What is written, and what is listed as not expressed: docs/iometer-files.md, "Writing .icf
// files". Each choice is the inverse of the importer's (engine/import/icf_convert.cpp), so a
// plan IOmeter can express reads back as the same plan.

namespace iometry::export_icf {
namespace {

using export_notes::Notes;
using import_icf::Cycling;
using import_icf::IcfFile;
using import_icf::inQuotes;
using import_icf::joinList;
using import_icf::TestType;
using model::Plan;
using model::SweepParam;
using model::WorkerDef;

constexpr const char* kVersion = "1.1.0";
constexpr const char* kEol = "\r\n";  // IOmeter is a Windows program: text mode writes CR LF
constexpr std::uint64_t kSectorBytes = 512;
const double kDefaultWaitS = Plan{}.waitS;

// ---- the file's text ----------------------------------------------------------------

/** The lines of the file, each ended as IOmeter ends them. */
class Text {
public:
    void line(const std::string& s) { m_out += s + kEol; }
    /** A value: on its own line after its key, a tab before it. */
    void value(const std::string& s) { line("\t" + s); }
    void setting(const std::string& key, const std::string& v) {
        line(key);
        value(v);
    }
    std::string& str() { return m_out; }

private:
    std::string m_out;
};

/** A section's heading, padded with '=' to 80 columns as IOmeter pads it. */
std::string heading(const std::string& name) {
    std::string h = "'" + name + " ";
    if (h.size() < 80)
        h.append(80 - h.size(), '=');
    return h;
}

/** A number in a column of 11, as IOmeter lines up the run time and the cyclings. */
std::string column(std::int64_t v) {
    std::string s = std::to_string(v);
    s.append(s.size() < 11 ? 11 - s.size() : 1, ' ');
    return s;
}

std::string cyclingValue(const Cycling& c, bool withEnd) {
    return column(c.start) + (withEnd ? column(c.end) : std::string()) + column(c.step) +
           (c.exponential ? "EXPONENTIAL" : "LINEAR");
}

void writeSetup(Text& t, const import_icf::TestSetup& ts) {
    t.line(heading("TEST SETUP"));
    t.setting("'Test Description", ts.description);
    t.line("'Run Time");
    t.line("'\thours      minutes    seconds");
    t.value(column(ts.hours) + column(ts.minutes) + std::to_string(ts.seconds));
    t.setting("'Ramp Up Time (s)", std::to_string(ts.ramp));
    t.setting("'Default Disk Workers to Spawn", ts.diskWorkers);
    t.setting("'Default Network Workers to Spawn", ts.netWorkers);
    t.setting("'Record Results", ts.recordResults);
    t.line("'Worker Cycling");
    t.line("'\tstart      step       step type");
    t.value(cyclingValue(ts.workerCycling, false));
    t.line("'Disk Cycling");
    t.line("'\tstart      step       step type");
    t.value(cyclingValue(ts.diskCycling, false));
    t.line("'Queue Depth Cycling");
    t.line("'\tstart      end        step       step type");
    t.value(cyclingValue(ts.queueCycling, true));
    t.setting("'Test Type", import_icf::kTestTypeNames[static_cast<int>(ts.testType)]);
    t.line("'END test setup");
}

void writeDisplay(Text& t, const import_icf::Display& d) {
    t.line(heading("RESULTS DISPLAY"));
    t.setting("'Record Last Update Results,Update Frequency,Update Type",
              std::string(d.recordLastUpdate ? "ENABLED" : "DISABLED") + "," +
                  std::to_string(d.frequency) + "," + d.updateType);
    t.line("'END results display");
}

void writeSpecs(Text& t, const std::vector<import_icf::Spec>& specs) {
    t.line(heading("ACCESS SPECIFICATIONS"));
    for (const import_icf::Spec& s : specs) {
        t.setting("'Access specification name,default assignment", s.name + "," + s.assignment);
        t.line("'size,% of size,% reads,% random,delay,burst,align,reply");
        for (const import_icf::SpecLine& l : s.lines)
            t.value(std::to_string(l.size) + "," + std::to_string(l.share) + "," +
                    std::to_string(l.reads) + "," + std::to_string(l.random) + "," +
                    std::to_string(l.delay) + "," + std::to_string(l.burst) + "," +
                    std::to_string(l.align) + "," + std::to_string(l.reply));
    }
    t.line("'END access specifications");
}

const char* enabled(bool on) {
    return on ? "ENABLED" : "DISABLED";
}

/** A worker as Worker::SaveConfig writes it (IOmeter 1.1.0's layout of its defaults). */
void writeWorker(Text& t, const import_icf::Worker& w) {
    t.setting("'Worker", w.name);
    t.setting("'Worker type", w.type);
    t.line("'Default target settings for worker");
    t.setting(
        "'Number of outstanding IOs,test connection rate,transactions per connection,use fixed "
        "seed,fixed seed value",
        std::to_string(w.outstanding) + "," + enabled(w.connectionRate) + "," +
            std::to_string(w.transPerConn) + "," + enabled(w.fixedSeed) + "," +
            std::to_string(w.seedValue));
    if (w.type == "DISK")
        t.setting("'Disk maximum size,starting sector,Data pattern",
                  std::to_string(w.maxSectors) + "," + std::to_string(w.startSector) + "," +
                      std::to_string(w.dataPattern));
    else
        t.setting("'Local network interface", w.localInterface);
    t.line("'End default target settings for worker");
    t.line("'Assigned access specs");
    for (const auto& [spec, line] : w.specs)
        t.value(spec);
    t.line("'End assigned access specs");
    t.line("'Target assignments");
    for (const import_icf::Target& target : w.targets) {
        t.setting("'Target", target.name);
        t.setting("'Target type", target.type);
        if (target.type != "DISK")
            t.setting("'Target manager ID, manager name",
                      std::to_string(target.managerId) + "," + target.managerName);
        t.line("'End target");
    }
    t.line("'End target assignments");
    t.line("'End worker");
}

void writeManagers(Text& t, const std::vector<import_icf::Manager>& managers) {
    t.line(heading("MANAGER LIST"));
    for (const import_icf::Manager& m : managers) {
        t.setting("'Manager ID, manager name", std::to_string(m.id) + "," + m.name);
        t.setting("'Manager network address", m.address);
        for (const import_icf::Worker& w : m.workers)
            writeWorker(t, w);
        t.line("'End manager");
    }
    t.line("'END manager list");
}

// ---- the plan as IOmeter's parts ------------------------------------------------------

std::string valuesText(const std::vector<std::int64_t>& values) {
    std::vector<std::string> words;
    for (std::int64_t v : values)
        words.push_back(std::to_string(v));
    return "[" + joinList(words) + "]";
}

/**
 * @p text as one value line of the file: IOmeter reads a line, trimmed, and takes one that
 * begins with ' for a key. Line ends become spaces, the ends are trimmed, a leading ' is
 * dropped; empty when nothing is left.
 */
std::string oneLine(const std::string& text) {
    std::string s = text;
    for (char& c : s)
        if (c == '\n' || c == '\r')
            c = ' ';
    s = import_icf::trim(s);
    while (!s.empty() && s[0] == '\'')
        s = import_icf::trim(s.substr(1));
    return s;
}

bool beyondAscii(const std::string& s) {
    return std::any_of(s.begin(), s.end(),
                       [](char c) { return static_cast<unsigned char>(c) >= 0x80; });
}

/** A whole number of seconds, at least @p least, from @p s; a note when it is not @p s. */
std::int64_t wholeSeconds(double s, std::int64_t least, const std::string& key, Notes& notes) {
    const auto whole = std::max<std::int64_t>(least, std::llround(s));
    if (static_cast<double>(whole) != s)
        notes.add(key + " " + model::formatNumber(s) + " is written as " + std::to_string(whole) +
                  " s: IOmeter counts whole seconds" +
                  (std::llround(s) < least ? ", and 0 would run until stopped" : ""));
    return whole;
}

/**
 * The IOmeter cycling whose steps, counted as the importer counts them, are @p values: up to
 * @p upTo for worker and disk cycling (IOmeter counts to all it has), to the cycling's own
 * end for queue depth (none given: its end is the last value). None when no cycling gives them.
 */
std::optional<Cycling> cyclingOf(const std::vector<std::int64_t>& values,
                                 std::optional<std::int64_t> upTo = std::nullopt) {
    if (values.empty() || values.front() < 1)
        return std::nullopt;
    const std::int64_t first = values.front(), end = upTo ? *upTo : values.back();
    std::vector<Cycling> tries;
    if (values.size() == 1) {
        tries.push_back({first, 0, std::max<std::int64_t>(1, end - first + 1), false, 0});
    } else {
        tries.push_back({first, 0, values[1] - first, false, 0});
        if (values[1] % first == 0)
            tries.push_back({first, 0, values[1] / first, true, 0});
    }
    for (Cycling& c : tries) {
        c.end = upTo ? 0 : end;
        if (c.step >= (c.exponential ? 2 : 1) &&
            model::RangeAxis{c.start, end, c.step, c.exponential}.values() == values)
            return c;
    }
    return std::nullopt;
}

/** The plan made into IOmeter's parts, with the notes of what does not fit. */
class Conversion {
public:
    Conversion(const Plan& plan, Notes& notes) : m_plan(plan), m_notes(notes) {}

    /** The file; empty managers when no worker can be written. */
    IcfFile run() {
        m_file.version = kVersion;
        chooseWorkers();
        if (m_written.empty())
            return std::move(m_file);
        addSpecs();
        addManagers();
        addWorkers();
        addSetup();
        addDisplay();
        planNotes();
        return std::move(m_file);
    }

    bool anyWorker() const { return !m_written.empty(); }

private:
    void note(const std::string& text) { m_notes.add(text); }

    /** The plan's workers IOmeter has: disk and tcp workers that are not probes. */
    void chooseWorkers() {
        for (const WorkerDef& w : m_plan.workers) {
            const std::string who = "worker " + inQuotes(w.name);
            if (w.probe) {
                note(who +
                     " is a probe and is not written: IOmeter has no worker that measures "
                     "latency beside the load (docs/plan-format.md, \"Probes\")");
            } else if (w.as<model::DiskSettings>() || w.as<model::TcpSettings>()) {
                m_written.push_back(&w);
            } else {
                note(who + " (" + w.kindName() +
                     ") is not written: IOmeter's workers are disk "
                     "and TCP network workers");
            }
        }
    }

    /** Every spec of the plan, its name one IOmeter reads back whole. */
    void addSpecs() {
        std::set<std::string> taken;
        for (const model::AccessSpec& s : m_plan.specs)
            taken.insert(s.name);
        for (const model::AccessSpec& s : m_plan.specs) {
            std::string name = oneLine(s.name);
            // "Idle" is IOmeter's own spec: a worker assigned it does nothing.
            if (import_icf::iequals(name, "Idle") || name.empty())
                name = (name.empty() ? std::string("unnamed") : name) + " spec";
            if (name != s.name) {
                while (taken.count(name))
                    name += "'";
                taken.insert(name);
                note("spec " + inQuotes(s.name) + " is written as " + inQuotes(name) +
                     (import_icf::iequals(oneLine(s.name), "Idle")
                          ? ": IOmeter's Idle spec runs nothing"
                          : ": IOmeter reads a name as one line, trimmed, not beginning with '"));
            }
            m_specName[s.name] = name;
            import_icf::Spec spec;
            spec.name = name;
            spec.assignment = "NONE";
            for (const model::AccessLine& l : s.lines)
                spec.lines.push_back({static_cast<std::int64_t>(l.size), l.share, l.read, l.random,
                                      l.delayMs, l.burst, static_cast<std::int64_t>(l.align),
                                      static_cast<std::int64_t>(l.reply)});
            m_file.specs.push_back(std::move(spec));
        }
        addSizeSpecs(taken);
        m_file.haveSpecs = true;
    }

    /** A size sweep as IOmeter runs one: a spec per size, assigned to each worker in turn
     *  (IOmeter runs every worker's first spec, then every worker's second, …). */
    void addSizeSpecs(std::set<std::string>& taken) {
        const model::SweepAxis* sizes = axis(SweepParam::Size);
        if (!sizes || m_plan.procedure.name() != "sweep")
            return;
        std::set<std::string> used;
        for (const WorkerDef* w : m_written)
            used.insert(w->spec);
        for (const model::AccessSpec& s : m_plan.specs) {
            if (!used.count(s.name))
                continue;
            for (std::int64_t size : sizes->values) {
                std::string name = m_specName.at(s.name) + " @ " + std::to_string(size) + " B";
                while (taken.count(name))
                    name += "'";
                taken.insert(name);
                import_icf::Spec spec =
                    m_file.specs[static_cast<std::size_t>(&s - m_plan.specs.data())];
                spec.name = name;
                for (import_icf::SpecLine& l : spec.lines)
                    l.size = size;
                m_file.specs.push_back(std::move(spec));
                m_sizeSpecs[s.name].push_back(name);
            }
        }
    }

    /** One manager per dynamo, in the plan's order; a dynamo started by hand has an address. */
    void addManagers() {
        for (std::size_t i = 0; i < m_plan.dynamos.size(); ++i) {
            const model::DynamoDef& d = m_plan.dynamos[i];
            import_icf::Manager m;
            m.id = static_cast<std::int64_t>(i) + 1;
            m.name = d.name;
            if (!d.spawn) {
                m.address = addressOf(d.name);
                note("dynamo " + inQuotes(d.name) +
                     " is started by hand (spawn false): its manager's network address is "
                     "written as " +
                     inQuotes(m.address) +
                     " (IOmeter has the address its dynamo logged in from; the plan has none), "
                     "so that the file reads back as a dynamo started by hand");
            }
            m_managerOf[d.name] = m_file.managers.size();
            m_file.managers.push_back(std::move(m));
            m_targetsFrom.emplace_back();
        }
        m_file.haveManagers = true;
    }

    /** An address of the dynamo's host the plan knows: an end of a pair there, else its name. */
    std::string addressOf(const std::string& dynamo) const {
        for (const WorkerDef& w : m_plan.workers)
            if (const model::PairEnds* ends = w.ends();
                ends && w.dynamo == dynamo && !ends->bind.empty())
                return ends->bind;
        for (const WorkerDef& w : m_plan.workers)
            if (const model::PairEnds* ends = w.ends();
                ends && ends->peer.dynamo == dynamo && !ends->peer.address.empty())
                return ends->peer.address;
        return dynamo;
    }

    /** The IOmeter worker's name of a plan worker: without its dynamo's name, which the
     *  importer puts before it ("MANAGER WORKER"). */
    static std::string iometerName(const WorkerDef& w) {
        const std::string prefix = w.dynamo + " ";
        if (w.name.size() > prefix.size() && w.name.compare(0, prefix.size(), prefix) == 0)
            return w.name.substr(prefix.size());
        return w.name;
    }

    /** @p next is the next target of the IOmeter worker @p first began (the importer's
     *  "NAME target K" of one worker's targets): the same in all but the target. */
    static bool nextTarget(const WorkerDef& first, const WorkerDef& next, int k) {
        const auto* a = first.as<model::DiskSettings>();
        const auto* b = next.as<model::DiskSettings>();
        if (!a || !b || next.name != first.name + " target " + std::to_string(k))
            return false;
        WorkerDef same = next;
        same.name = first.name;
        auto* disk = same.as<model::DiskSettings>();
        disk->path = a->path;
        disk->blockDevice = a->blockDevice;
        return same == first;
    }

    void addWorkers() {
        std::vector<std::string> paced, pinned;
        for (std::size_t i = 0; i < m_written.size();) {
            const WorkerDef& w = *m_written[i];
            import_icf::Manager& m = m_file.managers[m_managerOf.at(w.dynamo)];
            import_icf::Worker iw;
            iw.name = iometerName(w);
            iw.outstanding = w.outstanding;
            if (const auto sized = m_sizeSpecs.find(w.spec); sized != m_sizeSpecs.end())
                for (const std::string& name : sized->second)
                    iw.specs.emplace_back(name, 0);
            else
                iw.specs.emplace_back(m_specName.at(w.spec), 0);
            std::vector<const WorkerDef*> members{&w};
            if (const auto* disk = w.as<model::DiskSettings>()) {
                iw.type = "DISK";
                iw.maxSectors =
                    static_cast<std::int64_t>((disk->fileSize + kSectorBytes - 1) / kSectorBytes);
                // The plan's check keeps start_offset in whole 512-byte sectors.
                iw.startSector = static_cast<std::int64_t>(disk->startOffset / kSectorBytes);
                // With verify the writes carry stamps, which differ unit by unit: pseudo random.
                const std::string pattern =
                    disk->verify ? model::kDataPatternPseudoRandom : disk->effectivePattern();
                iw.dataPattern = pattern == model::kDataPatternRepeating    ? 0
                                 : pattern == model::kDataPatternFullRandom ? 2
                                                                            : 1;
                if (disk->fileSize % kSectorBytes != 0)
                    note("worker " + inQuotes(w.name) + ": file_size " +
                         std::to_string(disk->fileSize) + " is written as " +
                         std::to_string(iw.maxSectors) +
                         " sectors of 512 bytes (IOmeter's maximum disk size), " +
                         std::to_string(iw.maxSectors * kSectorBytes) + " bytes");
                for (std::size_t j = i + 1;
                     j < m_written.size() &&
                     nextTarget(w, *m_written[j], static_cast<int>(j - i + 1));
                     ++j)
                    members.push_back(m_written[j]);
                for (const WorkerDef* member : members) {
                    iw.targets.push_back(diskTarget(*member));
                    diskNotes(*member);
                }
            } else {
                const auto* tcp = w.as<model::TcpSettings>();
                iw.type = "NETWORK,TCP";
                iw.localInterface = tcp->ends.bind;
                import_icf::Target t;
                t.name = tcp->ends.peer.address;
                t.type = "NETWORK,TCP";
                const auto peer = m_managerOf.find(tcp->ends.peer.dynamo);
                t.managerId = peer == m_managerOf.end() ? 0 : m_file.managers[peer->second].id;
                t.managerName = tcp->ends.peer.dynamo;
                iw.targets.push_back(std::move(t));
                tcpNotes(w, *tcp);
            }
            for (const WorkerDef* member : members) {
                if (member->ratePerS)
                    paced.push_back(inQuotes(member->name) + " (rate_per_s " +
                                    model::formatNumber(*member->ratePerS) + ", " +
                                    model::toString(member->arrivals) + ")");
                if (member->cpu)
                    pinned.push_back(inQuotes(member->name) + " (cpu " +
                                     std::to_string(*member->cpu) + ")");
            }
            if (members.size() > 1)
                m_multiTarget = true;
            auto& from = m_targetsFrom[m_managerOf.at(w.dynamo)];
            for (std::size_t k = 0; k < members.size(); ++k)
                from.emplace_back(members[k],
                                  m.name + " " + iw.name +
                                      (k ? " target " + std::to_string(k + 1) : std::string()));
            m.workers.push_back(std::move(iw));
            i += members.size();
        }
        if (!paced.empty())
            note(
                "requests on a schedule (rate_per_s, arrivals) are not expressed: IOmeter keeps "
                "each worker's outstanding I/Os in flight as fast as they complete (a closed "
                "loop): " +
                joinList(paced));
        if (!pinned.empty())
            note(
                "CPU pinning is not expressed: IOmeter's dynamo runs each worker on a thread "
                "the system places: " +
                joinList(pinned));
        readBackNames();
    }

    import_icf::Target diskTarget(const WorkerDef& w) {
        const auto* disk = w.as<model::DiskSettings>();
        import_icf::Target t;
        t.name = disk->path;
        t.type = "DISK";
        // The stand-in of a Windows drive ("C:/iobw.tst", the importer's) is the drive again.
        const std::string& p = disk->path;
        if (!disk->blockDevice && p.size() == 3 + import_icf::kTestFileName.size() &&
            std::isalpha(static_cast<unsigned char>(p[0])) && p.compare(1, 2, ":/") == 0 &&
            p.compare(3, std::string::npos, import_icf::kTestFileName) == 0)
            t.name = p.substr(0, 2);
        const import_icf::DiskPath back = import_icf::diskPath(t.name);
        if (back.path != disk->path || back.device != disk->blockDevice)
            note("worker " + inQuotes(w.name) + ": the target " + inQuotes(disk->path) +
                 " reads back as " + (back.device ? "the block device " : "the file ") +
                 inQuotes(back.path) +
                 " (IOmeter names a logical drive \"MOUNT [fs]\", a raw disk by its device)");
        return t;
    }

    void diskNotes(const WorkerDef& w) {
        const auto* d = w.as<model::DiskSettings>();
        const std::string who = "worker " + inQuotes(w.name);
        if (!d->direct)
            note(who +
                 ": direct false (through the page cache) is not expressed: IOmeter has "
                 "no setting for it");
        if (d->engine != "auto")
            note(who + ": engine " + d->engine +
                 " is not expressed: IOmeter's dynamo chooses its own way to queue I/Os");
        if (d->verify)
            note(who + ": verify is not expressed: IOmeter does not check what it reads");
        if (d->blockDevice)
            note(who + ": the block device " + d->path +
                 " is written as a target IOmeter uses without Iometry's safety checks (in use, "
                 "signatures, exclusive claim: docs/plan-format.md, \"Disk safety\")" +
                 (d->force ? "; force is not written and the file reads back without it" : ""));
    }

    void tcpNotes(const WorkerDef& w, const model::TcpSettings& tcp) {
        const std::string who = "worker " + inQuotes(w.name);
        if (!tcp.socket.empty())
            note(who +
                 ": socket controls (send_buffer, receive_buffer, congestion, no_delay, mss, "
                 "zero_copy, busy_poll_us, pacing_mbit) are not expressed: IOmeter sets none");
        if (tcp.ends.peer.cpu)
            note(who + ": peer.cpu " + std::to_string(*tcp.ends.peer.cpu) +
                 " is not expressed: IOmeter places its client's thread where the system does");
    }

    /** The names the importer gives the written workers (manager by manager), against the
     *  plan's, and the order it reads them in. */
    void readBackNames() {
        std::set<std::string> taken;
        std::vector<std::string> renamed, order, planOrder;
        for (const auto& targets : m_targetsFrom)
            for (const auto& [worker, wanted] : targets) {
                const std::string back = import_icf::planName(wanted, taken);
                if (back != worker->name)
                    renamed.push_back(inQuotes(worker->name) + " → " + inQuotes(back));
                order.push_back(back);
                planOrder.push_back(worker->name);
            }
        if (!renamed.empty())
            note(
                "worker names that do not begin with their dynamo's name read back otherwise: "
                "the importer puts the manager's name before an IOmeter worker's (" +
                joinList(renamed) + ")");
        std::vector<std::string> written;
        for (const WorkerDef* w : m_written)
            written.push_back(w->name);
        if (written != planOrder)
            note(
                "workers are written manager by manager, so the file reads back with them in "
                "the order of their dynamos" +
                std::string(hasAxis(SweepParam::Targets) ? " (sweep.targets runs the first N)"
                                                         : "") +
                ": " + joinList(order));
    }

    bool hasAxis(SweepParam p) const {
        return std::any_of(m_plan.sweep.begin(), m_plan.sweep.end(),
                           [&](const model::SweepAxis& a) { return a.param == p; });
    }

    const model::SweepAxis* axis(SweepParam p) const {
        for (const model::SweepAxis& a : m_plan.sweep)
            if (a.param == p)
                return &a;
        return nullptr;
    }

    std::size_t axisIndex(SweepParam p) const {
        for (std::size_t i = 0; i < m_plan.sweep.size(); ++i)
            if (m_plan.sweep[i].param == p)
                return i;
        return m_plan.sweep.size();
    }

    void addSetup() {
        import_icf::TestSetup ts;
        ts.description = oneLine(m_plan.name);
        if (ts.description != m_plan.name || ts.description.empty())
            note("the plan's name " + inQuotes(m_plan.name) +
                 " is written as the test description " + inQuotes(ts.description) +
                 (ts.description.empty() ? " (read back as \"IOmeter configuration\")"
                                         : " (one line, trimmed, not beginning with ')"));
        // At least 1 s: IOmeter's run time 0 runs until it is stopped.
        const std::int64_t run = wholeSeconds(m_plan.runS, 1, "run_s", m_notes);
        ts.hours = run / 3600;
        ts.minutes = run % 3600 / 60;
        ts.seconds = run % 60;
        ts.haveRunTime = true;
        ts.ramp = wholeSeconds(m_plan.rampS, 0, "ramp_s", m_notes);
        ts.workerCycling = {1, 0, 1, false, 0};
        ts.diskCycling = {1, 0, 1, false, 0};
        ts.queueCycling = {1, 32, 2, true, 0};  // IOmeter's own defaults, unused by NORMAL
        addCycling(ts);
        m_file.setup = std::move(ts);
    }

    /** The sweep as IOmeter's cycling, where IOmeter has it (docs/iometer-files.md). */
    void addCycling(import_icf::TestSetup& ts) {
        if (m_plan.procedure.name() != "sweep") {
            note("procedure " + m_plan.procedure.name() +
                 " is not expressed: IOmeter runs no procedure; the file runs the plan's workers "
                 "as written, one test (NORMAL)");
            return;
        }
        for (const model::SweepAxis& a : m_plan.sweep)
            if (a.param == SweepParam::Mtu || a.param == SweepParam::Phase)
                note(std::string("sweep.") + model::toString(a.param) + " " + valuesText(a.values) +
                     " is not expressed: IOmeter cycles queue depth, workers and targets only");
        if (const model::SweepAxis* sizes = axis(SweepParam::Size)) {
            note("sweep.size " + valuesText(sizes->values) +
                 " is written as one spec per size (\"SPEC @ SIZE B\"), assigned to each worker in "
                 "turn: IOmeter runs every worker's first spec, then its second, …; "
                 "iometry-run import reads only a worker's first spec back");
            if (axisIndex(SweepParam::Size) != 0 && m_plan.sweep.size() > 1)
                note(
                    "sweep: IOmeter runs all its cycling with one spec before the next spec, so "
                    "the sizes are the outer loop; the plan has them inside another axis, so the "
                    "steps run in another order");
        }
        const model::SweepAxis* targets = axis(SweepParam::Targets);
        const model::SweepAxis* workers = axis(SweepParam::Workers);
        const model::SweepAxis* queue = axis(SweepParam::Outstanding);
        if (workers && (targets || queue)) {
            note("sweep.workers " + valuesText(workers->values) +
                 " is not expressed: IOmeter cycles workers alone, or queue depth and targets");
            workers = nullptr;
        }
        // The limits of the plan read back: one plan worker per target.
        int targetCount = 0, mostOnOne = 0;
        for (const auto& from : m_targetsFrom) {
            targetCount += static_cast<int>(from.size());
            mostOnOne = std::max(mostOnOne, static_cast<int>(from.size()));
        }
        if (targets) {
            ts.diskCycling = upTo(*targets, targetCount, "sweep.targets", "disk (target) cycling");
            if (m_multiTarget)
                note(
                    "sweep.targets runs the plan's first N workers; IOmeter's disk cycling "
                    "gives each worker its first N targets, and some workers are written as one "
                    "IOmeter worker with several targets");
        }
        if (workers) {
            ts.workerCycling = upTo(*workers, mostOnOne, "sweep.workers", "worker cycling");
            if (m_multiTarget)
                note(
                    "sweep.workers runs each dynamo's first N workers; IOmeter's worker cycling "
                    "counts IOmeter workers, and some are written as one with several targets");
        }
        if (queue) {
            if (const auto c = cyclingOf(queue->values)) {
                ts.queueCycling = *c;
            } else {
                const std::vector<std::int64_t>& v = queue->values;
                ts.queueCycling = {v.front(), v.back(),
                                   v.size() > 1 ? std::max<std::int64_t>(1, v[1] - v[0]) : 1, false,
                                   0};
                note("sweep.outstanding " + valuesText(v) +
                     " is no linear or exponential range: IOmeter's queue depth cycling runs " +
                     valuesText(model::RangeAxis{ts.queueCycling.start, ts.queueCycling.end,
                                                 ts.queueCycling.step, false}
                                    .values()));
            }
        }
        if (targets && queue) {
            ts.testType = TestType::CycleOutstandingIosAndTargets;
            if (axisIndex(SweepParam::Outstanding) < axisIndex(SweepParam::Targets))
                note(
                    "sweep: IOmeter cycles the targets in the outer loop and the queue depth "
                    "in the inner; the plan has them the other way round, so the steps run in "
                    "another order");
        } else if (targets) {
            ts.testType = TestType::CycleTargets;
        } else if (workers) {
            ts.testType = TestType::CycleWorkers;
        } else if (queue) {
            ts.testType = TestType::CycleOutstandingIos;
        }
    }

    /** A targets or workers cycling of @p a's values up to @p limit, or the nearest, noted. */
    Cycling upTo(const model::SweepAxis& a, int limit, const std::string& key,
                 const std::string& what) {
        if (const auto c = cyclingOf(a.values, limit))
            return *c;
        const std::vector<std::int64_t>& v = a.values;
        Cycling c{std::max<std::int64_t>(1, v.front()), 0,
                  v.size() > 1 ? std::max<std::int64_t>(1, v[1] - v[0]) : 1, false, 0};
        note(key + " " + valuesText(v) + " is not expressed: IOmeter's " + what +
             " counts from "
             "its start to all " +
             std::to_string(limit) + " it has, " +
             valuesText(model::RangeAxis{c.start, limit, c.step, false}.values()));
        return c;
    }

    void addDisplay() {
        import_icf::Display d;
        d.updateType = "WHOLE_TEST";
        d.frequency =
            std::clamp<std::int64_t>((m_plan.sampleMs + 500) / 1000, 1, model::kMaxSampleMs / 1000);
        if (d.frequency * 1000 != m_plan.sampleMs)
            note("sample_ms " + std::to_string(m_plan.sampleMs) +
                 " is written as IOmeter's update "
                 "frequency of " +
                 std::to_string(d.frequency) + " s: IOmeter updates in whole seconds");
        m_file.display = d;
    }

    void planNotes() {
        if (!m_plan.description.empty())
            note(
                "the plan's description is not written: IOmeter's test description holds the "
                "plan's name");
        if (m_plan.repeats > 1)
            note("repeats " + std::to_string(m_plan.repeats) + " (" +
                 model::toString(m_plan.aggregate) +
                 ") is not expressed: IOmeter runs each test once");
        if (m_plan.waitS != kDefaultWaitS)
            note("wait_s " + model::formatNumber(m_plan.waitS) +
                 " is not expressed: IOmeter waits for its managers until they log in");
        if (m_plan.idleS > 0)
            note("idle_s " + model::formatNumber(m_plan.idleS) +
                 " is not expressed: IOmeter has no "
                 "idle seconds around a test");
        note("seed " + std::to_string(m_plan.seed) +
             ": IOmeter draws its own offsets, directions and sizes (its fixed seed is written "
             "off), with the same shares but not the same sequence");
        bool stamps = false;
        for (const WorkerDef* w : m_written)
            if (const auto* d = w->as<model::DiskSettings>(); d && d->verify)
                if (const model::AccessSpec* s = m_plan.findSpec(w->spec))
                    for (const model::AccessLine& l : s->lines)
                        stamps = stamps || (l.share > 0 && l.read < 100);
        if (stamps)
            note(
                "data: with verify Iometry stamps every 512-byte unit it writes; the file asks "
                "IOmeter for its data pattern 1, pseudo random");
        std::vector<std::string> wide;
        if (beyondAscii(m_file.setup->description))
            wide.push_back("the test description");
        for (const import_icf::Spec& s : m_file.specs)
            if (beyondAscii(s.name))
                wide.push_back("spec " + inQuotes(s.name));
        for (const import_icf::Manager& m : m_file.managers)
            for (const import_icf::Worker& w : m.workers)
                for (const import_icf::Target& t : w.targets)
                    if (beyondAscii(t.name))
                        wide.push_back("target " + inQuotes(t.name));
        if (!wide.empty())
            note(
                "the file is UTF-8: IOmeter, an ANSI Windows program, reads names beyond ASCII in "
                "its own code page, so it shows these otherwise (iometry-run import reads them "
                "back whole): " +
                joinList(wide));
    }

    const Plan& m_plan;
    Notes& m_notes;
    IcfFile m_file;
    std::vector<const WorkerDef*> m_written;        ///< the workers IOmeter has, in plan order
    std::map<std::string, std::string> m_specName;  ///< plan spec → its name in the file
    std::map<std::string, std::vector<std::string>>
        m_sizeSpecs;                                 ///< plan spec → a copy per swept size
    std::map<std::string, std::size_t> m_managerOf;  ///< dynamo → its manager's index
    /** Per manager, each target written: the plan worker and the name the importer wants
     *  for it ("MANAGER WORKER", "MANAGER WORKER target K"). */
    std::vector<std::vector<std::pair<const WorkerDef*, std::string>>> m_targetsFrom;
    bool m_multiTarget = false;
};

}  // namespace

std::string writeIcfFile(const IcfFile& file) {
    Text t;
    const std::string version =
        "Version " + (file.version.empty() ? std::string(kVersion) : file.version) + " ";
    t.line(version);
    if (file.setup)
        writeSetup(t, *file.setup);
    if (file.display)
        writeDisplay(t, *file.display);
    if (file.haveSpecs)
        writeSpecs(t, file.specs);
    if (file.haveManagers)
        writeManagers(t, file.managers);
    t.line(version);  // IOmeter closes the file with its version line again
    return std::move(t.str());
}

IcfExport exportIcf(const Plan& plan) {
    IcfExport result;
    Notes notes;
    Conversion conversion(plan, notes);
    const IcfFile file = conversion.run();
    if (!conversion.anyWorker()) {
        result.error =
            "the plan has no disk or tcp worker (probes aside): IOmeter's workers are "
            "disk and TCP network workers";
        return result;
    }
    result.text = writeIcfFile(file);
    result.notExpressed = std::move(notes.items());
    return result;
}

}  // namespace iometry::export_icf

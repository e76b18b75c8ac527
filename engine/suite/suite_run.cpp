#include "engine/suite/suite_run.hpp"

#include "engine/json/json_depth.hpp"
#include "engine/json/json_fields.hpp"

#include <fstream>
#include <sstream>

#include "engine/results/results_writer.hpp"

namespace iometry::suite {
namespace {

using Json = nlohmann::ordered_json;

constexpr const char* kRecordFile = "suite.json";

std::optional<MemberStatus> statusOf(const std::string& text) {
    for (MemberStatus s : {MemberStatus::Pending, MemberStatus::Running, MemberStatus::Completed,
                           MemberStatus::Failed, MemberStatus::Stopped})
        if (text == toString(s)) return s;
    return std::nullopt;
}

Json recordJson(const SuiteRecord& record) {
    Json j = toJson(record.suite);
    Json run;
    run["started"] = record.started;
    run["finished"] = record.finished;
    Json members = Json::array();
    for (std::size_t i = 0; i < record.members.size(); ++i) {
        const MemberRecord& m = record.members[i];
        Json entry;
        entry["name"] = record.suite.members[i].name;
        entry["status"] = toString(m.status);
        entry["started"] = m.started;
        entry["finished"] = m.finished;
        if (!m.error.empty()) entry["error"] = m.error;
        if (!m.earlier.empty()) entry["earlier"] = m.earlier;
        members.push_back(entry);
    }
    run["members"] = members;
    j["run"] = run;
    return j;
}


}  // namespace

const char* toString(MemberStatus status) {
    switch (status) {
    case MemberStatus::Pending: return "pending";
    case MemberStatus::Running: return "running";
    case MemberStatus::Completed: return "completed";
    case MemberStatus::Failed: return "failed";
    case MemberStatus::Stopped: return "stopped";
    }
    return "pending";
}

std::optional<SuiteRecord> readSuiteRecord(const std::filesystem::path& dir, std::string& error) {
    const auto path = dir / kRecordFile;
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = "no " + path.string() + ": not a suite's results folder";
        return std::nullopt;
    }
    std::ostringstream text;
    text << in.rdbuf();
    if (const std::string deep = model::jsonDepthProblem(text.str()); !deep.empty()) {
        error = path.string() + " is not a suite's record: " + deep;
        return std::nullopt;
    }
    const Json doc = Json::parse(text.str(), nullptr, false);
    if (doc.is_discarded() || !doc.is_object()) {
        error = path.string() + " is not valid JSON";
        return std::nullopt;
    }
    auto parsed = parseSuite(doc, dir);
    if (!parsed.ok()) {
        error = path.string() + ": " + parsed.problems.front().toString();
        return std::nullopt;
    }
    SuiteRecord record;
    record.suite = std::move(*parsed.suite);
    record.members.resize(record.suite.members.size());
    const auto run = doc.find("run");
    if (run == doc.end() || !run->is_object() || !run->contains("members") ||
        !(*run)["members"].is_array() || (*run)["members"].size() != record.members.size()) {
        error = path.string() + ": run.members must list every member";
        return std::nullopt;
    }
    record.started = model::stringAt(*run, "started");
    record.finished = model::stringAt(*run, "finished");
    const Json& members = (*run)["members"];
    for (std::size_t i = 0; i < members.size(); ++i) {
        const Json& m = members[i];
        MemberRecord& r = record.members[i];
        const auto status = m.is_object() ? statusOf(model::stringAt(m, "status")) : std::nullopt;
        if (!status || model::stringAt(m, "name") != record.suite.members[i].name) {
            error = path.string() + ": run.members[" + std::to_string(i) +
                    "] must be member \"" + record.suite.members[i].name + "\" with a status";
            return std::nullopt;
        }
        r.status = *status;
        r.started = model::stringAt(m, "started");
        r.finished = model::stringAt(m, "finished");
        r.error = model::stringAt(m, "error");
        if (auto e = m.find("earlier"); e != m.end() && e->is_array())
            for (const Json& folder : *e)
                if (folder.is_string()) r.earlier.push_back(folder.get<std::string>());
    }
    return record;
}

bool SuiteRun::open(const std::filesystem::path& dir, const std::optional<Suite>& suite,
                    bool resume, std::string& error) {
    std::error_code ec;
    const bool recorded = std::filesystem::exists(dir / kRecordFile, ec);
    if (resume) {
        if (!recorded) {
            error = "cannot resume: " + dir.string() + " holds no suite.json (no suite ran there)";
            return false;
        }
        auto record = readSuiteRecord(dir, error);
        if (!record) return false;
        if (suite && toJson(*suite) != toJson(record->suite)) {
            error = "cannot resume: the suite differs from the one that ran in " + dir.string() +
                    " (resume without the suite file to run the recorded one, or use another "
                    "results folder)";
            return false;
        }
        m_record = std::move(*record);
        m_record.finished.clear();
    } else {
        if (recorded) {
            error = dir.string() + " already holds a suite's results: --resume carries on that "
                                   "suite, or give another results folder";
            return false;
        }
        if (!suite) {
            error = "no suite to run";
            return false;
        }
        m_record = SuiteRecord{};
        m_record.suite = *suite;
        m_record.members.resize(suite->members.size());
        m_record.started = results::isoTimeNow();
    }
    std::filesystem::create_directories(dir, ec);
    if (ec) {
        error = "cannot create results folder " + dir.string() + ": " + ec.message();
        return false;
    }
    m_dir = dir;
    m_estimates = estimateSuite(m_record.suite).memberSeconds;
    return write(error);
}

std::optional<std::size_t> SuiteRun::nextMember(std::size_t from) const {
    for (std::size_t i = from; i < m_record.members.size(); ++i)
        if (m_record.members[i].status != MemberStatus::Completed) return i;
    return std::nullopt;
}

std::filesystem::path SuiteRun::memberDir(std::size_t index) const {
    return m_dir / m_record.suite.members.at(index).name;
}

bool SuiteRun::begin(std::size_t index, std::string& error) {
    MemberRecord& m = m_record.members.at(index);
    const auto folder = memberDir(index);
    std::error_code ec;
    if (std::filesystem::exists(folder, ec)) {
        // An attempt that did not finish (or a stranger's folder): kept, under a new name.
        const std::string name = m_record.suite.members[index].name;
        for (int n = 1;; ++n) {
            const std::string aside = name + ".incomplete-" + std::to_string(n);
            if (std::filesystem::exists(m_dir / aside, ec)) continue;
            std::filesystem::rename(folder, m_dir / aside, ec);
            if (ec) {
                error = "cannot move " + folder.string() + " aside: " + ec.message();
                return false;
            }
            m.earlier.push_back(aside);
            break;
        }
    }
    m.status = MemberStatus::Running;
    m.started = results::isoTimeNow();
    m.finished.clear();
    m.error.clear();
    return write(error);
}

bool SuiteRun::finish(std::size_t index, int result, const std::string& why) {
    MemberRecord& m = m_record.members.at(index);
    m.status = result == 0 ? MemberStatus::Completed
               : result == 2 ? MemberStatus::Stopped
                             : MemberStatus::Failed;
    m.finished = results::isoTimeNow();
    m.error = result == 0 ? std::string() : why;
    std::string error;
    return write(error);
}

bool SuiteRun::close() {
    m_record.finished = results::isoTimeNow();
    std::string error;
    return write(error);
}

std::size_t SuiteRun::completedCount() const {
    std::size_t n = 0;
    for (const MemberRecord& m : m_record.members) n += m.status == MemberStatus::Completed;
    return n;
}

double SuiteRun::remainingSeconds(std::size_t current, double currentEtaS) const {
    double seconds = currentEtaS;
    for (std::size_t i = current + 1; i < m_record.members.size(); ++i)
        if (m_record.members[i].status != MemberStatus::Completed && i < m_estimates.size())
            seconds += m_estimates[i];
    return seconds;
}

bool SuiteRun::write(std::string& error) const {
    if (!results::writeFileAtomically(m_dir / kRecordFile, recordJson(m_record).dump(2, ' ', false, Json::error_handler_t::replace) + "\n")) {
        error = "cannot write " + (m_dir / kRecordFile).string();
        return false;
    }
    return true;
}

}  // namespace iometry::suite

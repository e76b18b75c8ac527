#include "engine/article/sources.hpp"

#include <fstream>
#include <sstream>

#include "engine/plan/plan_json.hpp"

namespace iometry::article {
namespace {

namespace fs = std::filesystem;

/** The member's results folder read back; nothing when @p dir holds no summary.csv. */
bool readMember(const fs::path& dir, MemberResults& member, std::string& error) {
    std::error_code ec;
    if (!fs::exists(dir / "summary.csv", ec)) return true;  // it never got to a step
    auto run = report::loadRunFolder(dir, error);
    if (!run) return false;
    member.procedure = run->procedure;
    member.run = std::move(*run);
    return true;
}

}  // namespace

std::optional<DeviceResults> loadDeviceResults(const fs::path& dir, std::string& error) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) {
        error = dir.string() + " is not a folder";
        return std::nullopt;
    }
    DeviceResults device;
    if (fs::exists(dir / "suite.json", ec)) {
        auto record = suite::readSuiteRecord(dir, error);
        if (!record) return std::nullopt;
        const suite::Suite& s = record->suite;
        device.device = s.device;
        device.leftOut = s.leftOut;
        device.changes = s.changes;
        for (std::size_t i = 0; i < s.members.size(); ++i) {
            MemberResults member;
            member.name = s.members[i].name;
            member.plan = s.members[i].plan;
            member.status = record->members[i].status;
            member.error = record->members[i].error;
            if (!readMember(dir / member.name, member, error)) return std::nullopt;
            device.members.push_back(std::move(member));
        }
    } else {
        // One run: a suite of one member, the plan it ran.
        const auto parsed = model::loadPlanFile((dir / "plan.json").string());
        if (!parsed.ok()) {
            error = (dir / "plan.json").string() + ": " +
                    (parsed.problems.empty() ? std::string("cannot be read")
                                             : parsed.problems.front().toString()) +
                    " (an article is written from a suite's results folder or a run's)";
            return std::nullopt;
        }
        MemberResults member;
        fs::path folder = fs::absolute(dir).lexically_normal();
        if (folder.filename().empty()) folder = folder.parent_path();
        member.name = folder.filename().string();
        member.plan = *parsed.plan;
        if (!readMember(dir, member, error)) return std::nullopt;
        if (!member.run) {
            error = dir.string() + " holds no summary.csv: nothing was measured there";
            return std::nullopt;
        }
        device.members.push_back(std::move(member));
    }
    if (device.device.empty()) {
        fs::path folder = fs::absolute(dir).lexically_normal();
        if (folder.filename().empty()) folder = folder.parent_path();  // "DIR/"
        device.device = folder.filename().string();
    }
    return device;
}

}  // namespace iometry::article

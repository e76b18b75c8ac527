#pragma once
/**
 * @file
 * @brief A suite's results folder and its record, `suite.json` (docs/suite-format.md,
 *        "The results folder"): which member runs next, where its results go, what each
 *        member's status is, and resuming a suite that was stopped or killed.
 *
 * SuiteRun decides and records; it runs nothing itself. Its clients (iometry-run's
 * `suite` command, the workbench's suite runner) ask nextMember(), run that member's plan
 * with a Session into memberDir(), and report begin() and finish(). suite.json is rewritten
 * whole (atomically) at each change, so a run killed at any moment leaves a record that
 * says which members finished: those are never run again by a resume, and the folder of
 * a member that did not finish is kept beside the new one, never overwritten.
 */

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "engine/suite/suite.hpp"

namespace iometry::suite {

enum class MemberStatus { Pending, Running, Completed, Failed, Stopped };

const char* toString(MemberStatus status);

/** @brief What suite.json records of one member's run. */
struct MemberRecord {
    MemberStatus status = MemberStatus::Pending;
    std::string started, finished;  ///< UTC, ISO 8601; empty until then
    std::string error;              ///< why it failed or stopped
    /** Folders (relative to the suite's) of earlier attempts that did not finish. */
    std::vector<std::string> earlier;
};

/** @brief The record of a suite results folder, as read back from its suite.json. */
struct SuiteRecord {
    Suite suite;
    std::vector<MemberRecord> members;  ///< one per suite member, in order
    std::string started, finished;
};

/** @brief Reads `DIR/suite.json`; nullopt with @p error naming the problem. */
std::optional<SuiteRecord> readSuiteRecord(const std::filesystem::path& dir, std::string& error);

class SuiteRun {
public:
    /**
     * @brief Opens the results folder @p dir for @p suite: creates it and writes suite.json
     *        with every member pending. Refuses a folder that already holds a suite's
     *        results unless @p resume; with @p resume the folder must hold them, and the
     *        suite is the one recorded there (@p suite, when given, must be the same).
     * @return false with @p error saying why; nothing is written then.
     */
    bool open(const std::filesystem::path& dir, const std::optional<Suite>& suite, bool resume,
              std::string& error);

    const Suite& suite() const { return m_record.suite; }
    const std::vector<MemberRecord>& members() const { return m_record.members; }
    const std::filesystem::path& dir() const { return m_dir; }

    /** @brief The first member at or after @p from that has not completed. */
    std::optional<std::size_t> nextMember(std::size_t from = 0) const;
    /** @brief The results folder of member @p index: `DIR/<name>`. */
    std::filesystem::path memberDir(std::size_t index) const;

    /**
     * @brief Member @p index starts: an earlier attempt's folder is renamed aside
     *        (`<name>.incomplete-N`) and the record says running.
     */
    bool begin(std::size_t index, std::string& error);
    /** @brief Member @p index is over: @p result as Session::run() returns it (0, 1, 2). */
    bool finish(std::size_t index, int result, const std::string& error);
    /** @brief The suite is over (finished time recorded). */
    bool close();

    /** @brief Members that completed, in this run or before it. */
    std::size_t completedCount() const;
    /**
     * @brief Seconds left in the whole suite while member @p current runs with @p currentEtaS
     *        left: that, and the estimate of every member after it that has not completed.
     */
    double remainingSeconds(std::size_t current, double currentEtaS) const;

private:
    bool write(std::string& error) const;

    std::filesystem::path m_dir;
    SuiteRecord m_record;
    std::vector<double> m_estimates;
};

}  // namespace iometry::suite

#pragma once
/**
 * @file
 * @brief A review suite, `iometry.suite/1` (docs/suite-format.md): the device under test
 *        and an ordered list of member plans run one after another.
 *
 * The suite may name the dynamos and the data addresses once for all members; a member's
 * plan then runs with the suite's dynamos (every dynamo the plan names must be one of
 * them) and each pair end's address is the address the suite gives its dynamo. Without
 * them, a member runs with its own plan's. The suite's `repeats`, when given, replaces
 * every member's; its `mtu` list runs every sweep of network workers once per MTU.
 */

#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/model/json_reader.hpp"
#include "engine/model/plan.hpp"

namespace iometry::suite {

inline constexpr const char* kSuiteFormat = "iometry.suite/1";
/** At most this many members (a review of every method twice over is far fewer). */
inline constexpr std::size_t kMaxMembers = 200;

/** @brief Why `--loopback` leaves a member out (Suite::leftOut): the article translates these words. */
inline constexpr const char* kLoopbackMtuWhy = "it sweeps the MTU, and on loopback the MTU is never changed";

/** @brief One member: a short name (its results folder) and the plan it runs. */
struct SuiteMember {
    std::string name;
    /** The plan as the member runs it: the suite's dynamos, addresses and repeats applied. */
    model::Plan plan;
    /** The plan file as the suite wrote it (relative to the suite file); empty when inline. */
    std::string from;

    bool operator==(const SuiteMember&) const = default;
};

/** @brief A setting of the template that the overrides changed before the suite ran. */
struct SuiteChange {
    /** "mtu" (left out on loopback), "repeats", "run_s", or a worker key set by `--set`:
     *  "set.KEY" on every member, "set.MEMBER:KEY" on one (SuiteOverrides::workerSettings). */
    std::string key;
    /** The template's value; its members' distinct values as a list where they differ (a
     *  member's default where its plan left it out; null for a worker key left unset). */
    nlohmann::ordered_json from;
    nlohmann::ordered_json to;  ///< what ran; null: none (the MTU list left out)

    bool operator==(const SuiteChange&) const = default;
};

struct Suite {
    std::string format = kSuiteFormat;
    std::string name;
    std::string device;  ///< the device under test, as the article names it
    std::string description;
    /** The dynamos of every member, when the suite names them (else each plan's own). */
    std::vector<model::DynamoDef> dynamos;
    /** Data address of each dynamo (by name): every pair end on it binds or dials this. */
    std::map<std::string, std::string> addresses;
    std::optional<int> repeats;  ///< replaces every member's repeats when given
    /** Each network sweep member runs once per MTU (an `mtu` axis ahead of its own). */
    std::vector<std::int64_t> mtu;
    std::vector<SuiteMember> members;
    /** Members taken out of the suite before it ran, each with why (`--loopback` takes out
     *  the MTU sweeps): the record and the article say what was not measured. */
    std::vector<std::pair<std::string, std::string>> leftOut;
    /** The template's settings the overrides changed (`changes`): the record and the
     *  article say what the template asked and what ran instead. */
    std::vector<SuiteChange> changes;

    bool operator==(const Suite&) const = default;
};

/** @brief A suite, or every problem found in it and in its members' plans. */
struct SuiteParseResult {
    std::optional<Suite> suite;
    model::Problems problems;

    bool ok() const { return suite.has_value(); }
};

/**
 * @brief Reads and validates a suite document; member plans given by path are read
 *        relative to @p baseDir. A member's problems carry its path
 *        (`members[1].plan.workers[0].bind`, or the plan file's name). Never throws.
 *        The key `run` (what suite.json of a results folder adds) is read by
 *        readSuiteRun(), not here.
 */
SuiteParseResult parseSuite(const nlohmann::ordered_json& document,
                            const std::filesystem::path& baseDir);
SuiteParseResult parseSuiteText(std::string_view text, const std::filesystem::path& baseDir);
/** @brief Reads a suite file; an unreadable file is reported as a problem too. */
SuiteParseResult loadSuiteFile(const std::filesystem::path& path);

/**
 * @brief One worker key set on a suite's members without editing it (iometry-run suite's
 *        `--set [MEMBER:]KEY=VALUE`): every worker whose kind has KEY in its settings table
 *        (docs/plan-format.md, "Workers") takes VALUE, in every member or in MEMBER alone.
 */
struct WorkerSetting {
    std::string member;  ///< empty: every member
    std::string key;     ///< a key of a kind's table: `path`, `file_size`, `peer.address`
    /** As typed: a number, a size in bytes (also with KiB, MiB, GiB, TiB), true or false,
     *  a word or a text; read as the key's type. */
    std::string value;

    bool operator==(const WorkerSetting&) const = default;
};

/**
 * @brief "[MEMBER:]KEY=VALUE" as a WorkerSetting; nullopt with @p error when it has no `=`,
 *        no key or no value. A member is named before a colon: keys have dots of their own
 *        (`peer.address`), and so may members' names.
 */
std::optional<WorkerSetting> parseWorkerSetting(std::string_view text, std::string& error);

/**
 * @brief What a reviewer changes in a suite (a template) for one device and one lab,
 *        without editing it: iometry-run's `--device`, `--repeats`, `--run-s`,
 *        `--address`, `--loopback`, `--set`, and the answers of the workbench's review wizard.
 */
struct SuiteOverrides {
    std::optional<std::string> device;
    std::optional<int> repeats;
    /** Every member's run_s (a quick look); a method with a trial time of its own keeps it. */
    std::optional<double> runS;
    std::map<std::string, std::string> addresses;  ///< dynamo name → data address
    /** Every dynamo spawned on this host, every address 127.0.0.1, no MTU list, and the
     *  members that sweep the MTU left out (Suite::leftOut): the whole suite on one
     *  machine, whose loopback MTU is never changed. */
    bool loopback = false;
    /**
     * Which dynamo runs each of the suite's dynamos (by the suite's name): the name and
     * `spawn` of a dynamo the manager already has (the workbench's connected dynamos) or
     * spawns. Applied after everything above (addresses are still given by the suite's
     * names): the suite then names those dynamos, in its list, its addresses and every
     * member's plan (assignHosts()). Not written by applyOverrides(); the readers that take
     * overrides apply it.
     */
    std::map<std::string, model::DynamoDef> hosts;
    /**
     * Worker keys set on the members, in order (a later one wins): applied to the members'
     * plans as read (inline or from a file) after the suite's hosts, repeats and MTU, and
     * checked as the plan reader checks a worker. A problem stands at `set.KEY` (or
     * `set.MEMBER:KEY`): a key no worker of the members has, a value of the wrong type or out
     * of its range, a member the suite does not have. Not written by applyOverrides().
     */
    std::vector<WorkerSetting> workerSettings;
};

/** @brief @p document with the device, addresses and `--loopback` of @p overrides written
 *         into it; the repeats, run_s, worker keys and hosts are applied to the suite as read
 *         (parseSuite() with overrides), where the members' plans from files are read too. */
nlohmann::ordered_json applyOverrides(nlohmann::ordered_json document,
                                      const SuiteOverrides& overrides);

/**
 * @brief parseSuite() of @p document with @p overrides applied: applyOverrides(), the
 *        repeats and run_s written into every member's plan, the worker keys set
 *        (applyWorkerSettings()), then the suite's dynamos put on the dynamos
 *        SuiteOverrides::hosts names (assignHosts()). What the template asked and the
 *        overrides changed is recorded in Suite::changes.
 */
SuiteParseResult parseSuite(const nlohmann::ordered_json& document,
                            const std::filesystem::path& baseDir, const SuiteOverrides& overrides);
/** @brief Reads a suite file with @p overrides applied; as loadSuiteFile(). */
SuiteParseResult loadSuiteFile(const std::filesystem::path& path, const SuiteOverrides& overrides);

/**
 * @brief @p suite with each of @p settings written into the workers of its members that
 *        take the key (recorded in Suite::changes as `set.KEY`), each member's plan checked
 *        again as the plan reader checks it;
 *        problems (at `set.KEY`) as SuiteOverrides::workerSettings says, and @p suite
 *        unchanged by a setting that has one.
 */
void applyWorkerSettings(Suite& suite, const std::vector<WorkerSetting>& settings,
                         model::Problems& problems);

/**
 * @brief Every dynamo @p suite runs on: its `dynamos` when it names them, else each one its
 *        members' plans name (in the order first named, `spawn` as first written).
 */
std::vector<model::DynamoDef> suiteDynamos(const Suite& suite);

/**
 * @brief @p suite with each of its dynamos named in @p hosts (suite name → the dynamo that
 *        runs it) renamed and given that dynamo's `spawn`: in the suite's dynamos and
 *        addresses, and in every member's plan (its dynamos, each worker's dynamo and its
 *        peer's). Validated again as parseSuite() validates (a problem at `hosts.NAME` when
 *        NAME is none of the suite's dynamos, or when two of them would run on one dynamo).
 */
SuiteParseResult assignHosts(const Suite& suite, const std::map<std::string, model::DynamoDef>& hosts);

/** @brief True when @p document says it is a suite (its `format`), so a plan loader can refer. */
bool looksLikeSuite(const nlohmann::ordered_json& document);
/** @brief The same test on a file: its JSON's `format` is kSuiteFormat. */
bool isSuiteFile(const std::filesystem::path& path);

/**
 * @brief The suite as it runs: every member's plan inline and normalised, `from` kept;
 *        reading it back gives the same suite.
 */
nlohmann::ordered_json toJson(const Suite& suite);

/** @brief What a suite will run and how long it takes: the sum of its members' estimates. */
struct SuiteEstimate {
    double seconds = 0;
    bool exact = true;        ///< every member's estimate is exact
    long long stepRuns = 0;
    std::vector<double> memberSeconds;  ///< each member's, in order
};
SuiteEstimate estimateSuite(const Suite& suite);

/**
 * @brief Gives @p plan the suite's dynamos, data addresses and repeats (what parseSuite
 *        does to every member); problems at @p path name what does not fit.
 */
void applySuiteHosts(const Suite& suite, model::Plan& plan, const std::string& path,
                     model::Problems& problems);

}  // namespace iometry::suite

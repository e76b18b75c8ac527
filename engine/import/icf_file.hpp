#pragma once
/**
 * @file
 * @brief What an IOmeter .icf file says, as IOmeter wrote it (docs/iometer-files.md, "The
 *        layout"): the test setup, the results display, the access specifications and the
 *        manager list with its workers and targets. Values are IOmeter's, unchecked against
 *        a plan's rules; each part keeps the line it was read at, for notes and errors.
 */

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/import/code_page.hpp"

namespace iometry::import_icf {

/** @brief A worker, disk or queue depth cycling: start, end (queue depth only), step, type. */
struct Cycling {
    std::int64_t start = 1, end = 0, step = 1;
    bool exponential = false;
    int line = 0;
};

/** @brief IOmeter's test types, in the order and with the numbers IOmeter writes them. */
enum class TestType {
    Normal,
    CycleTargets,
    CycleWorkers,
    IncrementTargetsParallel,
    IncrementTargetsSerial,
    CycleWorkersAndTargets,
    CycleOutstandingIos,
    CycleOutstandingIosAndTargets,
};

/** @brief The names IOmeter writes for each TestType, in its order ('Test Type). */
inline constexpr const char* kTestTypeNames[] = {"NORMAL",
                                                 "CYCLE_TARGETS",
                                                 "CYCLE_WORKERS",
                                                 "INCREMENT_TARGETS_PARALLEL",
                                                 "INCREMENT_TARGETS_SERIAL",
                                                 "CYCLE_WORKERS_AND_TARGETS",
                                                 "CYCLE_OUTSTANDING_IOS",
                                                 "CYCLE_OUTSTANDING_IOS_AND_TARGETS"};

/** @brief The 'TEST SETUP section. */
struct TestSetup {
    std::string description;
    std::int64_t hours = 0, minutes = 0, seconds = 0, ramp = 0;
    bool haveRunTime = false;
    std::string recordResults = "ALL";
    std::string diskWorkers = "NUMBER_OF_CPUS", netWorkers = "0";
    Cycling workerCycling, diskCycling, queueCycling;
    TestType testType = TestType::Normal;
    int testTypeLine = 0;
};

/** @brief A line of an access specification: size,% of size,% reads,%
 * random,delay,burst,align,reply. */
struct SpecLine {
    std::int64_t size, share, reads, random, delay, burst, align, reply;
};

/** @brief An access specification: its name, default assignment (NONE, ALL, DISK, NET) and lines.
 */
struct Spec {
    std::string name, assignment;
    std::vector<SpecLine> lines;
    int line = 0;
};

/** @brief A worker's target: a disk, or a network target on a manager. */
struct Target {
    std::string name, type;  // DISK, NETWORK,TCP or NETWORK,VI
    std::int64_t managerId = 0;
    std::string managerName;
    int line = 0;
};

/** @brief A worker: its type (DISK, NETWORK,TCP, NETWORK,VI), settings, specs and targets. */
struct Worker {
    std::string name, type;
    std::int64_t outstanding = 1, transPerConn = 1, seedValue = 0, maxSectors = 0, startSector = 0,
                 viOutstanding = 0;
    /** 0 repeating bytes, 1 pseudo random, 2 full random; 1 in files before 1.1 that have no
        data pattern, what those versions wrote. */
    std::int64_t dataPattern = 1;
    bool connectionRate = false, fixedSeed = false;
    std::string localInterface;
    std::vector<std::pair<std::string, int>> specs;  // name, line
    std::vector<Target> targets;
    int line = 0;
};

/** @brief A manager (a host running IOmeter's Dynamo) and its workers. */
struct Manager {
    std::int64_t id = 0;
    std::string name, address;
    std::vector<Worker> workers;
    int line = 0;
};

/** @brief The 'RESULTS DISPLAY section. */
struct Display {
    bool recordLastUpdate = false;
    std::int64_t frequency = 0;
    std::string updateType;
    int bars = 0;
    int line = 0;
};

/** @brief A whole file; a section it lacks is absent (or empty, and its have… flag false). */
struct IcfFile {
    /** What the file's bytes were read as; every string here is UTF-8 (docs/iometer-files.md,
     *  "Code pages"). */
    CodePage codePage;
    std::string version;
    std::optional<TestSetup> setup;
    std::optional<Display> display;
    std::vector<Spec> specs;
    bool haveSpecs = false;
    std::vector<Manager> managers;
    bool haveManagers = false;
    /** What IOmeter's loader passes over and the reader did too, "line N: …" each
     *  (docs/iometer-files.md, "What IOmeter passes over, and what it refuses"). */
    std::vector<std::string> notes;
};

}  // namespace iometry::import_icf

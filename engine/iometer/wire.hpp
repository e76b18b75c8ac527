#pragma once
/**
 * @file
 * @brief The wire format between IOmeter 1.1's manager and its `dynamo`: the 8-byte Message,
 *        the 888,840-byte Data_Message and the structures it carries (docs/iometer-files.md,
 *        "IOmeter's dynamos").
 *
 * Every structure is written and read field by field at its documented offset, little-endian
 * and packed, whatever the host's byte order: nothing here copies a C struct to or from the
 * wire.
 *
 * How errors are signalled: nothing here throws and no input crashes. Whatever can fail
 * returns a Result<T> (a value, or an error) or a Status (ok, or an error). An error names the
 * structure and the field and says what is wrong, e.g. "Test_Spec.access[2].reads: 120 is
 * outside 0..100". Decoders trust nothing in the bytes: a count outside its range, a string
 * without its NUL, percentages that do not sum to 100 are errors. Encoders refuse what the
 * wire cannot hold (a string that does not fit with its NUL, too many entries) rather than
 * truncate it.
 */

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace iometry::iometer {

// ---- Sizes and limits ---------------------------------------------------------------------

inline constexpr std::size_t kMessageBytes = 8;
inline constexpr std::size_t kDataMessageBytes = 888'840;
/** @brief The Data_Message's union: everything after its `size` and `count`. */
inline constexpr std::size_t kPayloadBytes = kDataMessageBytes - 8;
inline constexpr std::size_t kManagerInfoBytes = 350;
inline constexpr std::size_t kAccessSpecBytes = 32;
inline constexpr std::size_t kTestSpecBytes = 3'332;
inline constexpr std::size_t kTargetSpecBytes = 434;
inline constexpr std::size_t kRawResultBytes = 296;
inline constexpr std::size_t kWorkerResultsBytes = 606'228;
inline constexpr std::size_t kManagerResultsBytes = 4'640;
inline constexpr int kMaxTargets = 2048;
inline constexpr int kMaxAccessLines = 100;
inline constexpr int kLatencyBins = 21;
/** @brief MAX_WORKERS: the most workers one dynamo holds. */
inline constexpr int kMaxWorkers = 128;
/** @brief The most CPUs and network interfaces a Manager_Results carries. */
inline constexpr int kMaxCpus = 64;
inline constexpr int kMaxInterfaces = 64;
inline constexpr std::size_t kVersionChars = 80;
inline constexpr std::size_t kManagerNameChars = 128;
inline constexpr std::size_t kTestNameChars = 128;
inline constexpr std::size_t kTargetNameChars = 80;

// ---- Errors -------------------------------------------------------------------------------

/** @brief An error, to build a failed Result or Status from. */
struct Failure {
    std::string message;
};

/** @brief A value, or the error that stood in its way. */
template <class T>
class Result {
public:
    Result(T value) : m_value(std::move(value)) {}  // NOLINT: implicit, as a return value
    Result(Failure failure) : m_error(std::move(failure.message)) {}  // NOLINT

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    /** @brief The value; only when ok(). */
    const T& value() const& { return *m_value; }
    T& value() & { return *m_value; }
    T&& value() && { return std::move(*m_value); }
    const T& operator*() const& { return *m_value; }
    T& operator*() & { return *m_value; }
    const T* operator->() const { return &*m_value; }
    T* operator->() { return &*m_value; }
    /** @brief Why there is no value; empty when ok(). */
    const std::string& error() const { return m_error; }

private:
    std::optional<T> m_value;
    std::string m_error;
};

/** @brief Ok, or an error. */
class Status {
public:
    Status() = default;
    Status(Failure failure) : m_error(std::move(failure.message)) {}  // NOLINT
    bool ok() const { return m_error.empty(); }
    explicit operator bool() const { return ok(); }
    const std::string& error() const { return m_error; }

private:
    std::string m_error;
};

// ---- Version ------------------------------------------------------------------------------

/** @brief IOmeter 1.1.0: `major << 24 | minor << 8 | sub`. */
inline constexpr std::int32_t kVersion = 0x01000100;
/** @brief IOmeter 1.1.0's version text, in Manager_Info.version. */
inline constexpr const char* kVersionText = "1.1.0";

/** @brief The manager's check at login: major and minor equal to kVersion's, the low byte
 *         (sub-minor) free. */
bool versionAccepted(std::int32_t version);
/** @brief "major.minor.sub" of a version number, e.g. "1.1.0". */
std::string versionText(std::int32_t version);

// ---- Messages -----------------------------------------------------------------------------

/** @brief Message.purpose (IOMessage.h). */
enum class Purpose : std::int32_t {
    Login = 0x10000001,
    AddWorkers = 0x10000002,
    ReportTargets = 0x10000003,
    Start = 0x10000004,
    BeginIo = 0x10000005,
    RecordOff = 0x10000006,
    Stop = 0x10000007,
    ReportResults = 0x10000008,
    ReportUpdate = 0x10000009,
    StopPrepare = 0x1000000A,
    SetTargets = 0x1000000B,
    SetAccess = 0x1000000C,
    LoginOk = 0x1000000F,
    WrongVersion = 0x10000010,
    PrepDisks = 0x00100001,
    Ready = 0x01000001,
    RecordOn = 0x01000002,
    Reset = 0x01000003,
    Exit = 0x01000004,
};

/** @brief The reply classes: a reply follows when `purpose & kReplyFilter`. */
inline constexpr std::int32_t kReplyFilter = 0x10000000;
inline constexpr std::int32_t kDelayReplyFilter = 0x00100000;
inline constexpr std::int32_t kNoReplyFilter = 0x01000000;

/** @brief Recipients in Message.data; any other value is a 0-based worker index. */
inline constexpr std::int32_t kAllManagers = -16;
inline constexpr std::int32_t kManager = -8;
inline constexpr std::int32_t kAllWorkers = -4;
inline constexpr std::int32_t kWorker = -2;

/** @brief The purpose's name as IOmeter spells it ("LOGIN", "ADD_WORKERS", …), or "unknown". */
const char* purposeName(std::int32_t purpose);

/** @brief The 8-byte Message. */
struct Message {
    std::int32_t purpose = 0;
    std::int32_t data = 0;

    static Message of(Purpose p, std::int32_t data) { return {static_cast<std::int32_t>(p), data}; }
    bool is(Purpose p) const { return purpose == static_cast<std::int32_t>(p); }
    std::array<std::uint8_t, kMessageBytes> encode() const;
    bool operator==(const Message&) const = default;
};

/** @brief A Message from exactly kMessageBytes bytes. */
Result<Message> decodeMessage(std::span<const std::uint8_t> bytes);

/** @brief One Data_Message: always kDataMessageBytes bytes, zeroed when made. */
class DataMessage {
public:
    DataMessage();
    /** @brief A Data_Message from exactly kDataMessageBytes bytes. */
    static Result<DataMessage> fromBytes(std::span<const std::uint8_t> bytes);

    /** @brief The header's `size`: meaningful only in the login message. */
    std::int32_t size() const;
    void setSize(std::int32_t size);
    /** @brief The header's `count`: meaningful only in target lists. */
    std::int32_t count() const;
    void setCount(std::int32_t count);

    std::span<const std::uint8_t> bytes() const { return m_bytes; }
    std::span<std::uint8_t> bytes() { return m_bytes; }
    /** @brief The union after `size` and `count` (kPayloadBytes). */
    std::span<const std::uint8_t> payload() const { return bytes().subspan(8); }
    std::span<std::uint8_t> payload() { return bytes().subspan(8); }

private:
    std::vector<std::uint8_t> m_bytes;
};

// ---- Manager_Info (login) -----------------------------------------------------------------

/** @brief What a dynamo says of itself at login. */
struct ManagerInfo {
    std::string version = kVersionText;  ///< version[80]
    std::string name;                    ///< names[0]: `-n`, or the host name
    std::string address;                 ///< names[1]: `-m`, where the manager connects back
    std::uint16_t port = 0;              ///< the dynamo's listening port
    std::int32_t processors = 0;
    double timerResolution = 0;  ///< timer ticks per second
    bool operator==(const ManagerInfo&) const = default;
};

/** @brief The login Data_Message: `size` = kDataMessageBytes, `count` 0, the Manager_Info. */
Result<DataMessage> encodeManagerInfo(const ManagerInfo& info);
/** @brief The Manager_Info of a login Data_Message, whose `size` must be kDataMessageBytes
 *         (the manager's one check of the header). */
Result<ManagerInfo> decodeManagerInfo(const DataMessage& message);

// ---- Test_Spec (SET_ACCESS) ---------------------------------------------------------------

/** @brief One Access_Spec line. */
struct AccessLine {
    std::int32_t ofSize = 100;  ///< % of the spec's I/Os
    std::int32_t reads = 100;   ///< % reads
    std::int32_t random = 0;    ///< % random
    std::int32_t delayMs = 0;
    std::int32_t burst = 1;
    std::uint32_t align = 0;    ///< bytes; 0 = the sector
    std::uint32_t reply = 0;    ///< bytes; 0 = none
    std::uint32_t size = 4096;  ///< bytes
    bool operator==(const AccessLine&) const = default;
};

/** @brief A Test_Spec; no lines is the idle spec. */
struct TestSpec {
    std::string name;
    std::int32_t defaultAssignment = 0;
    std::vector<AccessLine> lines;  ///< at most kMaxAccessLines; `ofSize` summing to 100
    bool operator==(const TestSpec&) const = default;
};

/** @brief A spec's lines as the dynamo takes them: at most kMaxAccessLines, each percentage
 *         in 0..100, `ofSize` summing to 100 unless there are none. */
Status checkTestSpec(const TestSpec& spec);
/** @brief SET_ACCESS's Data_Message; every entry after the last line has `of_size` -1. */
Result<DataMessage> encodeTestSpec(const TestSpec& spec);
/** @brief The lines up to the first `of_size` -1 (or all 100), checked as checkTestSpec. */
Result<TestSpec> decodeTestSpec(const DataMessage& message);

// ---- Target_Spec (REPORT_TARGETS, SET_TARGETS) --------------------------------------------

/** @brief Target_Spec.type (IOTest.h). */
inline constexpr std::uint32_t kActiveType = 0x40000000;
inline constexpr std::uint32_t kLogicalDiskType = 0x8A000000;
inline constexpr std::uint32_t kPhysicalDiskType = 0x8C000000;
inline constexpr std::uint32_t kPhysicalDiskHasPartitionsType = 0x8C100000;
inline constexpr std::uint32_t kTcpClientType = 0x800A8000;
inline constexpr std::uint32_t kTcpServerType = 0x800C8000;
inline constexpr std::uint32_t kViServerType = 0x800C0800;
inline constexpr std::uint32_t kViClientType = 0x800A0800;

/** @brief IOmeter's IsType: every bit of @p check set in @p type. */
constexpr bool isType(std::uint32_t type, std::uint32_t check) {
    return (type & check) == check;
}

/** @brief Disk_Spec, at +256 of a disk target; `disk_reserved[5]` is not here: setDisk keeps
 *         whatever the dynamo put there. */
struct DiskSpec {
    bool hasPartitions = false;
    bool notMounted = false;
    bool ready = false;  ///< iobw.tst exists and is non-empty
    std::int32_t sectorSize = 0;
    std::uint64_t maximumSize = 0;  ///< sectors
    std::uint64_t startingSector = 0;
    bool operator==(const DiskSpec&) const = default;
};

/** @brief TCP_Spec, at +256 of a network target. */
struct TcpSpec {
    std::uint32_t localPort = 0;
    std::string remoteAddress;  ///< char[80]
    std::uint32_t remotePort = 0;
    bool operator==(const TcpSpec&) const = default;
};

/**
 * @brief One Target_Spec as its 434 bytes. A manager starts from the bytes the dynamo
 *        reported and changes only its own fields: whatever this class has no setter for
 *        (`disk_reserved`, the VI fields) goes back as it came.
 *
 * String getters stop at the first NUL and never read past the field; check() says whether
 * each string has its NUL. String setters refuse a string that does not fit with its NUL, or
 * that holds a NUL, and then leave the field unchanged.
 */
class TargetSpec {
public:
    TargetSpec();
    static Result<TargetSpec> fromBytes(std::span<const std::uint8_t> bytes);
    std::span<const std::uint8_t> bytes() const { return m_bytes; }

    /** @brief Every string field NUL-terminated (the TCP remote address only on a TCP target). */
    Status check() const;

    std::string name() const;
    Status setName(std::string_view name);
    std::string actualName() const;
    Status setActualName(std::string_view name);
    std::string basicName() const;
    Status setBasicName(std::string_view name);
    bool readOnly() const;
    void setReadOnly(bool on);
    bool reserved() const;
    void setReserved(bool on);
    bool testConnectionRate() const;
    void setTestConnectionRate(bool on);
    std::uint32_t type() const;
    void setType(std::uint32_t type);
    DiskSpec disk() const;
    void setDisk(const DiskSpec& disk);
    TcpSpec tcp() const;
    Status setTcp(const TcpSpec& tcp);
    std::int32_t queueDepth() const;
    void setQueueDepth(std::int32_t depth);
    std::int32_t dataPattern() const;  ///< 0 repeating bytes, 1 pseudo-random, 2 full random
    void setDataPattern(std::int32_t pattern);
    std::int32_t transPerConn() const;
    void setTransPerConn(std::int32_t n);
    std::uint64_t randomSeed() const;
    void setRandomSeed(std::uint64_t seed);
    bool useFixedSeed() const;
    void setUseFixedSeed(bool on);
    std::uint64_t fixedSeedValue() const;
    void setFixedSeedValue(std::uint64_t value);

    bool operator==(const TargetSpec&) const = default;

private:
    std::array<std::uint8_t, kTargetSpecBytes> m_bytes{};
};

/** @brief A target list: `count` = the number of targets, then the Target_Specs. */
Result<DataMessage> encodeTargets(const std::vector<TargetSpec>& targets);
/** @brief The `count` (0..kMaxTargets) Target_Specs of a list, each check()ed. */
Result<std::vector<TargetSpec>> decodeTargets(const DataMessage& message);

// ---- Results (REPORT_RESULTS, REPORT_UPDATE) ----------------------------------------------

/** @brief One target's counters (Raw_Result); latencies in timer ticks. */
struct RawResult {
    std::uint64_t bytesRead = 0;
    std::uint64_t bytesWritten = 0;
    std::uint64_t readCount = 0;
    std::uint64_t writeCount = 0;
    std::uint64_t transactionCount = 0;
    std::uint64_t connectionCount = 0;
    std::uint32_t readErrors = 0;
    std::uint32_t writeErrors = 0;
    std::uint64_t maxRawReadLatency = 0;
    std::uint64_t readLatencySum = 0;
    std::uint64_t maxRawWriteLatency = 0;
    std::uint64_t writeLatencySum = 0;
    std::uint64_t maxRawTransactionLatency = 0;
    std::uint64_t maxRawConnectionLatency = 0;
    std::uint64_t transactionLatencySum = 0;
    std::uint64_t connectionLatencySum = 0;
    std::int64_t counterTime = 0;  ///< always 0 from the dynamo
    std::array<std::int64_t, kLatencyBins> latencyBin{};
    bool operator==(const RawResult&) const = default;
};

/** @brief One worker's results: the timer at RECORD_ON and at RECORD_OFF (or now), and one
 *         Raw_Result per target. */
struct WorkerResults {
    std::array<std::uint64_t, 2> time{};
    std::vector<RawResult> targets;  ///< at most kMaxTargets
    bool operator==(const WorkerResults&) const = default;
};

/** @brief One CPU's row of CPU_Results. */
struct CpuUtilization {
    double total = 0, user = 0, privileged = 0, dpc = 0, irq = 0, interruptsPerSec = 0;
    bool operator==(const CpuUtilization&) const = default;
};

/** @brief One network interface's row of Net_Results. */
struct InterfaceStats {
    double packetsPerSec = 0, outErrors = 0, inErrors = 0;
    bool operator==(const InterfaceStats&) const = default;
};

/** @brief The host's results: time in jiffies on Linux, CPUs, network. */
struct ManagerResults {
    std::array<std::int64_t, 2> timeCounter{};
    std::vector<CpuUtilization> cpus;        ///< at most kMaxCpus
    double tcpRetransmitsPerSec = 0;         ///< tcp_stats[0]
    std::vector<InterfaceStats> interfaces;  ///< at most kMaxInterfaces
    bool operator==(const ManagerResults&) const = default;
};

Result<DataMessage> encodeWorkerResults(const WorkerResults& results);
Result<WorkerResults> decodeWorkerResults(const DataMessage& message);
Result<DataMessage> encodeManagerResults(const ManagerResults& results);
Result<ManagerResults> decodeManagerResults(const DataMessage& message);

// ---- Latency bins -------------------------------------------------------------------------

/** @brief The lower edges of latency_bin[0..20], in seconds: 0, 50 µs, …, 5 s, 10 s. */
const std::array<double, kLatencyBins>& latencyBinEdges();
/**
 * @brief The bin a latency of @p seconds counts in, as the dynamo bins: bin k holds
 *        [edge k, edge k+1) for k in 0..19; bin 20 is never used, so 10 s or more (and NaN)
 *        is in no bin: -1. A negative latency counts in bin 0.
 */
int latencyBin(double seconds);

}  // namespace iometry::iometer

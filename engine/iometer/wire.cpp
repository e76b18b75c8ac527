// IOmeter 1.1's manager–dynamo wire format, field by field (docs/iometer-files.md,
// "IOmeter's dynamos"): each structure's offsets are the measured ones, written here as
// numbers beside their field so that a reader can check them against the page.

#include "engine/iometer/wire.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <tuple>
#include <utility>

namespace iometry::iometer {

namespace {

using Bytes = std::span<std::uint8_t>;
using ConstBytes = std::span<const std::uint8_t>;

// Little-endian integers and doubles at an offset, whatever the host's byte order.
void putU16(Bytes b, std::size_t at, std::uint16_t v) {
    b[at] = static_cast<std::uint8_t>(v);
    b[at + 1] = static_cast<std::uint8_t>(v >> 8);
}
void putU32(Bytes b, std::size_t at, std::uint32_t v) {
    for (int i = 0; i < 4; ++i)
        b[at + i] = static_cast<std::uint8_t>(v >> (8 * i));
}
void putU64(Bytes b, std::size_t at, std::uint64_t v) {
    for (int i = 0; i < 8; ++i)
        b[at + i] = static_cast<std::uint8_t>(v >> (8 * i));
}
void putI32(Bytes b, std::size_t at, std::int32_t v) {
    putU32(b, at, static_cast<std::uint32_t>(v));
}
void putI64(Bytes b, std::size_t at, std::int64_t v) {
    putU64(b, at, static_cast<std::uint64_t>(v));
}
void putF64(Bytes b, std::size_t at, double v) {
    putU64(b, at, std::bit_cast<std::uint64_t>(v));
}
void putBool(Bytes b, std::size_t at, bool v) {
    putI32(b, at, v ? 1 : 0);
}

std::uint16_t getU16(ConstBytes b, std::size_t at) {
    return static_cast<std::uint16_t>(b[at] | (b[at + 1] << 8));
}
std::uint32_t getU32(ConstBytes b, std::size_t at) {
    std::uint32_t v = 0;
    for (int i = 0; i < 4; ++i)
        v |= std::uint32_t{b[at + i]} << (8 * i);
    return v;
}
std::uint64_t getU64(ConstBytes b, std::size_t at) {
    std::uint64_t v = 0;
    for (int i = 0; i < 8; ++i)
        v |= std::uint64_t{b[at + i]} << (8 * i);
    return v;
}
std::int32_t getI32(ConstBytes b, std::size_t at) {
    return static_cast<std::int32_t>(getU32(b, at));
}
std::int64_t getI64(ConstBytes b, std::size_t at) {
    return static_cast<std::int64_t>(getU64(b, at));
}
double getF64(ConstBytes b, std::size_t at) {
    return std::bit_cast<double>(getU64(b, at));
}
bool getBool(ConstBytes b, std::size_t at) {
    return getI32(b, at) != 0;
}

// NUL-terminated strings in fixed char arrays.
std::string getString(ConstBytes b, std::size_t at, std::size_t width) {
    const auto field = b.subspan(at, width);
    const auto end = std::find(field.begin(), field.end(), std::uint8_t{0});
    return std::string(field.begin(), end);
}
bool terminated(ConstBytes b, std::size_t at, std::size_t width) {
    const auto field = b.subspan(at, width);
    return std::find(field.begin(), field.end(), std::uint8_t{0}) != field.end();
}
/** Writes @p s and pads the field with NULs; refuses what does not fit with its NUL. */
Status putString(Bytes b, std::size_t at, std::size_t width, std::string_view s,
                 std::string_view what) {
    if (s.find('\0') != std::string_view::npos)
        return Failure{std::string(what) + ": holds a NUL"};
    if (s.size() >= width)
        return Failure{std::string(what) + ": " + std::to_string(s.size()) +
                       " bytes do not fit in char[" + std::to_string(width) + "] with its NUL"};
    std::fill_n(b.begin() + static_cast<std::ptrdiff_t>(at), width, std::uint8_t{0});
    std::copy(s.begin(), s.end(), b.begin() + static_cast<std::ptrdiff_t>(at));
    return {};
}
Status needTerminated(ConstBytes b, std::size_t at, std::size_t width, std::string_view what) {
    if (terminated(b, at, width))
        return {};
    return Failure{std::string(what) + ": no NUL in its " + std::to_string(width) + " bytes"};
}
Status needCount(std::int64_t count, int max, std::string_view what) {
    if (count >= 0 && count <= max)
        return {};
    return Failure{std::string(what) + ": " + std::to_string(count) + " is outside 0.." +
                   std::to_string(max)};
}

// Manager_Info (350 bytes).
constexpr std::size_t kInfoVersion = 0, kInfoName = 80, kInfoAddress = 208, kInfoPort = 336,
                      kInfoProcessors = 338, kInfoTimer = 342;

// Access_Spec (32 bytes) and Test_Spec (3,332).
constexpr std::size_t kSpecName = 0, kSpecDefault = 128, kSpecAccess = 132;

// Target_Spec (434 bytes); the union at 256 (Disk_Spec or TCP_Spec).
constexpr std::size_t kTargetName = 0, kTargetActualName = 80, kTargetBasicName = 160,
                      kTargetReadOnly = 240, kTargetReserved = 244, kTargetConnRate = 248,
                      kTargetType = 252, kTargetUnion = 256, kTargetQueueDepth = 402,
                      kTargetPattern = 406, kTargetTransPerConn = 410, kTargetRandom = 414,
                      kTargetUseFixedSeed = 422, kTargetFixedSeed = 426;
constexpr std::size_t kDiskHasPartitions = kTargetUnion + 20, kDiskNotMounted = kTargetUnion + 24,
                      kDiskReady = kTargetUnion + 28, kDiskSectorSize = kTargetUnion + 32,
                      kDiskMaximumSize = kTargetUnion + 36, kDiskStartingSector = kTargetUnion + 44;
constexpr std::size_t kTcpLocalPort = kTargetUnion + 0, kTcpRemoteAddress = kTargetUnion + 4,
                      kTcpRemotePort = kTargetUnion + 84, kTcpAddressChars = 80;

// Worker_Results: time[2], then Target_Results {count, Raw_Result[2048]}.
constexpr std::size_t kWorkerTime = 0, kWorkerCount = 16, kWorkerResult = 20;
// Manager_Results: time_counter[2], CPU_Results {count, [64][6]}, Net_Results {tcp, ni_count,
// [64][3]}.
constexpr std::size_t kManagerTime = 0, kCpuCount = 16, kCpuRows = 20, kNetTcp = 3092,
                      kNetCount = 3100, kNetRows = 3104;

static_assert(kInfoTimer + 8 == kManagerInfoBytes);
static_assert(kSpecAccess + kMaxAccessLines * kAccessSpecBytes == kTestSpecBytes);
static_assert(kTargetFixedSeed + 8 == kTargetSpecBytes);
static_assert(kTargetUnion + 146 == kTargetQueueDepth);
static_assert(kWorkerResult + kMaxTargets * kRawResultBytes == kWorkerResultsBytes);
static_assert(kNetRows + kMaxInterfaces * 3 * 8 == kManagerResultsBytes);
static_assert(kCpuRows + kMaxCpus * 6 * 8 == kNetTcp);
static_assert(8 + kMaxTargets * kTargetSpecBytes == kDataMessageBytes);

std::string indexed(std::string_view what, std::size_t i) {
    return std::string(what) + "[" + std::to_string(i) + "]";
}

Status checkPercent(std::int32_t value, const std::string& what) {
    if (value >= 0 && value <= 100)
        return {};
    return Failure{what + ": " + std::to_string(value) + " is outside 0..100"};
}

void putRawResult(Bytes b, std::size_t at, const RawResult& r) {
    putU64(b, at + 0, r.bytesRead);
    putU64(b, at + 8, r.bytesWritten);
    putU64(b, at + 16, r.readCount);
    putU64(b, at + 24, r.writeCount);
    putU64(b, at + 32, r.transactionCount);
    putU64(b, at + 40, r.connectionCount);
    putU32(b, at + 48, r.readErrors);
    putU32(b, at + 52, r.writeErrors);
    putU64(b, at + 56, r.maxRawReadLatency);
    putU64(b, at + 64, r.readLatencySum);
    putU64(b, at + 72, r.maxRawWriteLatency);
    putU64(b, at + 80, r.writeLatencySum);
    putU64(b, at + 88, r.maxRawTransactionLatency);
    putU64(b, at + 96, r.maxRawConnectionLatency);
    putU64(b, at + 104, r.transactionLatencySum);
    putU64(b, at + 112, r.connectionLatencySum);
    putI64(b, at + 120, r.counterTime);
    for (int i = 0; i < kLatencyBins; ++i)
        putI64(b, at + 128 + 8 * i, r.latencyBin[i]);
}

RawResult getRawResult(ConstBytes b, std::size_t at) {
    RawResult r;
    r.bytesRead = getU64(b, at + 0);
    r.bytesWritten = getU64(b, at + 8);
    r.readCount = getU64(b, at + 16);
    r.writeCount = getU64(b, at + 24);
    r.transactionCount = getU64(b, at + 32);
    r.connectionCount = getU64(b, at + 40);
    r.readErrors = getU32(b, at + 48);
    r.writeErrors = getU32(b, at + 52);
    r.maxRawReadLatency = getU64(b, at + 56);
    r.readLatencySum = getU64(b, at + 64);
    r.maxRawWriteLatency = getU64(b, at + 72);
    r.writeLatencySum = getU64(b, at + 80);
    r.maxRawTransactionLatency = getU64(b, at + 88);
    r.maxRawConnectionLatency = getU64(b, at + 96);
    r.transactionLatencySum = getU64(b, at + 104);
    r.connectionLatencySum = getU64(b, at + 112);
    r.counterTime = getI64(b, at + 120);
    for (int i = 0; i < kLatencyBins; ++i)
        r.latencyBin[i] = getI64(b, at + 128 + 8 * i);
    return r;
}

}  // namespace

// ---- Version ------------------------------------------------------------------------------

bool versionAccepted(std::int32_t version) {
    return (static_cast<std::uint32_t>(version) & 0xFFFFFF00u) ==
           (static_cast<std::uint32_t>(kVersion) & 0xFFFFFF00u);
}

std::string versionText(std::int32_t version) {
    const auto v = static_cast<std::uint32_t>(version);
    return std::to_string(v >> 24) + "." + std::to_string((v >> 8) & 0xFFFF) + "." +
           std::to_string(v & 0xFF);
}

// ---- Messages -----------------------------------------------------------------------------

const char* purposeName(std::int32_t purpose) {
    switch (static_cast<Purpose>(purpose)) {
        case Purpose::Login:
            return "LOGIN";
        case Purpose::AddWorkers:
            return "ADD_WORKERS";
        case Purpose::ReportTargets:
            return "REPORT_TARGETS";
        case Purpose::Start:
            return "START";
        case Purpose::BeginIo:
            return "BEGIN_IO";
        case Purpose::RecordOff:
            return "RECORD_OFF";
        case Purpose::Stop:
            return "STOP";
        case Purpose::ReportResults:
            return "REPORT_RESULTS";
        case Purpose::ReportUpdate:
            return "REPORT_UPDATE";
        case Purpose::StopPrepare:
            return "STOP_PREPARE";
        case Purpose::SetTargets:
            return "SET_TARGETS";
        case Purpose::SetAccess:
            return "SET_ACCESS";
        case Purpose::LoginOk:
            return "LOGIN_OK";
        case Purpose::WrongVersion:
            return "WRONG_VERSION";
        case Purpose::PrepDisks:
            return "PREP_DISKS";
        case Purpose::Ready:
            return "READY";
        case Purpose::RecordOn:
            return "RECORD_ON";
        case Purpose::Reset:
            return "RESET";
        case Purpose::Exit:
            return "EXIT";
    }
    return "unknown";
}

std::array<std::uint8_t, kMessageBytes> Message::encode() const {
    std::array<std::uint8_t, kMessageBytes> out{};
    putI32(out, 0, purpose);
    putI32(out, 4, data);
    return out;
}

Result<Message> decodeMessage(std::span<const std::uint8_t> bytes) {
    if (bytes.size() != kMessageBytes)
        return Failure{"Message: " + std::to_string(bytes.size()) + " bytes, not " +
                       std::to_string(kMessageBytes)};
    return Message{getI32(bytes, 0), getI32(bytes, 4)};
}

DataMessage::DataMessage() : m_bytes(kDataMessageBytes, 0) {
}

Result<DataMessage> DataMessage::fromBytes(std::span<const std::uint8_t> bytes) {
    if (bytes.size() != kDataMessageBytes)
        return Failure{"Data_Message: " + std::to_string(bytes.size()) + " bytes, not " +
                       std::to_string(kDataMessageBytes)};
    DataMessage m;
    std::copy(bytes.begin(), bytes.end(), m.m_bytes.begin());
    return m;
}

std::int32_t DataMessage::size() const {
    return getI32(m_bytes, 0);
}
void DataMessage::setSize(std::int32_t size) {
    putI32(m_bytes, 0, size);
}
std::int32_t DataMessage::count() const {
    return getI32(m_bytes, 4);
}
void DataMessage::setCount(std::int32_t count) {
    putI32(m_bytes, 4, count);
}

// ---- Manager_Info -------------------------------------------------------------------------

Result<DataMessage> encodeManagerInfo(const ManagerInfo& info) {
    DataMessage m;
    m.setSize(static_cast<std::int32_t>(kDataMessageBytes));
    auto p = m.payload();
    if (auto s = putString(p, kInfoVersion, kVersionChars, info.version, "Manager_Info.version");
        !s)
        return Failure{s.error()};
    if (auto s = putString(p, kInfoName, kManagerNameChars, info.name, "Manager_Info.names[0]"); !s)
        return Failure{s.error()};
    if (auto s =
            putString(p, kInfoAddress, kManagerNameChars, info.address, "Manager_Info.names[1]");
        !s)
        return Failure{s.error()};
    putU16(p, kInfoPort, info.port);
    putI32(p, kInfoProcessors, info.processors);
    putF64(p, kInfoTimer, info.timerResolution);
    return m;
}

Result<ManagerInfo> decodeManagerInfo(const DataMessage& message) {
    if (message.size() != static_cast<std::int32_t>(kDataMessageBytes))
        return Failure{"Data_Message.size: " + std::to_string(message.size()) + ", not " +
                       std::to_string(kDataMessageBytes) +
                       ": invalid Data_Message size encountered (structure packing of the dynamo)"};
    const auto p = message.payload();
    for (auto [at, width, what] :
         {std::tuple{kInfoVersion, kVersionChars, "Manager_Info.version"},
          std::tuple{kInfoName, kManagerNameChars, "Manager_Info.names[0]"},
          std::tuple{kInfoAddress, kManagerNameChars, "Manager_Info.names[1]"}})
        if (auto s = needTerminated(p, at, width, what); !s)
            return Failure{s.error()};
    ManagerInfo info;
    info.version = getString(p, kInfoVersion, kVersionChars);
    info.name = getString(p, kInfoName, kManagerNameChars);
    info.address = getString(p, kInfoAddress, kManagerNameChars);
    info.port = getU16(p, kInfoPort);
    info.processors = getI32(p, kInfoProcessors);
    info.timerResolution = getF64(p, kInfoTimer);
    return info;
}

// ---- Test_Spec ----------------------------------------------------------------------------

Status checkTestSpec(const TestSpec& spec) {
    if (auto s = needCount(static_cast<std::int64_t>(spec.lines.size()), kMaxAccessLines,
                           "Test_Spec.access (lines)");
        !s)
        return s;
    int sum = 0;
    for (std::size_t i = 0; i < spec.lines.size(); ++i) {
        const auto& line = spec.lines[i];
        const auto at = indexed("Test_Spec.access", i);
        for (auto [value, field] :
             {std::pair{line.ofSize, ".of_size"}, std::pair{line.reads, ".reads"},
              std::pair{line.random, ".random"}})
            if (auto s = checkPercent(value, at + field); !s)
                return s;
        sum += line.ofSize;
    }
    if (!spec.lines.empty() && sum != 100)
        return Failure{"Test_Spec.access: of_size sums to " + std::to_string(sum) + " %, not 100"};
    return {};
}

Result<DataMessage> encodeTestSpec(const TestSpec& spec) {
    if (auto s = checkTestSpec(spec); !s)
        return Failure{s.error()};
    DataMessage m;
    auto p = m.payload();
    if (auto s = putString(p, kSpecName, kTestNameChars, spec.name, "Test_Spec.name"); !s)
        return Failure{s.error()};
    putI32(p, kSpecDefault, spec.defaultAssignment);
    for (int i = 0; i < kMaxAccessLines; ++i) {
        const std::size_t at = kSpecAccess + i * kAccessSpecBytes;
        if (i >= static_cast<int>(spec.lines.size())) {
            putI32(p, at, -1);  // of_size -1: the list ends (every unused entry says so)
            continue;
        }
        const auto& line = spec.lines[i];
        putI32(p, at + 0, line.ofSize);
        putI32(p, at + 4, line.reads);
        putI32(p, at + 8, line.random);
        putI32(p, at + 12, line.delayMs);
        putI32(p, at + 16, line.burst);
        putU32(p, at + 20, line.align);
        putU32(p, at + 24, line.reply);
        putU32(p, at + 28, line.size);
    }
    return m;
}

Result<TestSpec> decodeTestSpec(const DataMessage& message) {
    const auto p = message.payload();
    if (auto s = needTerminated(p, kSpecName, kTestNameChars, "Test_Spec.name"); !s)
        return Failure{s.error()};
    TestSpec spec;
    spec.name = getString(p, kSpecName, kTestNameChars);
    spec.defaultAssignment = getI32(p, kSpecDefault);
    for (int i = 0; i < kMaxAccessLines; ++i) {
        const std::size_t at = kSpecAccess + i * kAccessSpecBytes;
        AccessLine line;
        line.ofSize = getI32(p, at + 0);
        if (line.ofSize == -1)
            break;
        line.reads = getI32(p, at + 4);
        line.random = getI32(p, at + 8);
        line.delayMs = getI32(p, at + 12);
        line.burst = getI32(p, at + 16);
        line.align = getU32(p, at + 20);
        line.reply = getU32(p, at + 24);
        line.size = getU32(p, at + 28);
        spec.lines.push_back(line);
    }
    if (auto s = checkTestSpec(spec); !s)
        return Failure{s.error()};
    return spec;
}

// ---- Target_Spec --------------------------------------------------------------------------

TargetSpec::TargetSpec() = default;

Result<TargetSpec> TargetSpec::fromBytes(std::span<const std::uint8_t> bytes) {
    if (bytes.size() != kTargetSpecBytes)
        return Failure{"Target_Spec: " + std::to_string(bytes.size()) + " bytes, not " +
                       std::to_string(kTargetSpecBytes)};
    TargetSpec t;
    std::copy(bytes.begin(), bytes.end(), t.m_bytes.begin());
    return t;
}

Status TargetSpec::check() const {
    for (auto [at, what] : {std::pair{kTargetName, "Target_Spec.name"},
                            std::pair{kTargetActualName, "Target_Spec.actual_name"},
                            std::pair{kTargetBasicName, "Target_Spec.basic_name"}})
        if (auto s = needTerminated(m_bytes, at, kTargetNameChars, what); !s)
            return s;
    if (isType(type(), kTcpClientType) || isType(type(), kTcpServerType))
        return needTerminated(m_bytes, kTcpRemoteAddress, kTcpAddressChars,
                              "Target_Spec.tcp_info.remote_address");
    return {};
}

std::string TargetSpec::name() const {
    return getString(m_bytes, kTargetName, kTargetNameChars);
}
Status TargetSpec::setName(std::string_view name) {
    return putString(m_bytes, kTargetName, kTargetNameChars, name, "Target_Spec.name");
}
std::string TargetSpec::actualName() const {
    return getString(m_bytes, kTargetActualName, kTargetNameChars);
}
Status TargetSpec::setActualName(std::string_view name) {
    return putString(m_bytes, kTargetActualName, kTargetNameChars, name, "Target_Spec.actual_name");
}
std::string TargetSpec::basicName() const {
    return getString(m_bytes, kTargetBasicName, kTargetNameChars);
}
Status TargetSpec::setBasicName(std::string_view name) {
    return putString(m_bytes, kTargetBasicName, kTargetNameChars, name, "Target_Spec.basic_name");
}
bool TargetSpec::readOnly() const {
    return getBool(m_bytes, kTargetReadOnly);
}
void TargetSpec::setReadOnly(bool on) {
    putBool(m_bytes, kTargetReadOnly, on);
}
bool TargetSpec::reserved() const {
    return getBool(m_bytes, kTargetReserved);
}
void TargetSpec::setReserved(bool on) {
    putBool(m_bytes, kTargetReserved, on);
}
bool TargetSpec::testConnectionRate() const {
    return getBool(m_bytes, kTargetConnRate);
}
void TargetSpec::setTestConnectionRate(bool on) {
    putBool(m_bytes, kTargetConnRate, on);
}
std::uint32_t TargetSpec::type() const {
    return getU32(m_bytes, kTargetType);
}
void TargetSpec::setType(std::uint32_t type) {
    putU32(m_bytes, kTargetType, type);
}

DiskSpec TargetSpec::disk() const {
    DiskSpec d;
    d.hasPartitions = getBool(m_bytes, kDiskHasPartitions);
    d.notMounted = getBool(m_bytes, kDiskNotMounted);
    d.ready = getBool(m_bytes, kDiskReady);
    d.sectorSize = getI32(m_bytes, kDiskSectorSize);
    d.maximumSize = getU64(m_bytes, kDiskMaximumSize);
    d.startingSector = getU64(m_bytes, kDiskStartingSector);
    return d;
}
void TargetSpec::setDisk(const DiskSpec& d) {
    putBool(m_bytes, kDiskHasPartitions, d.hasPartitions);
    putBool(m_bytes, kDiskNotMounted, d.notMounted);
    putBool(m_bytes, kDiskReady, d.ready);
    putI32(m_bytes, kDiskSectorSize, d.sectorSize);
    putU64(m_bytes, kDiskMaximumSize, d.maximumSize);
    putU64(m_bytes, kDiskStartingSector, d.startingSector);
}

TcpSpec TargetSpec::tcp() const {
    TcpSpec t;
    t.localPort = getU32(m_bytes, kTcpLocalPort);
    t.remoteAddress = getString(m_bytes, kTcpRemoteAddress, kTcpAddressChars);
    t.remotePort = getU32(m_bytes, kTcpRemotePort);
    return t;
}
Status TargetSpec::setTcp(const TcpSpec& t) {
    if (auto s = putString(m_bytes, kTcpRemoteAddress, kTcpAddressChars, t.remoteAddress,
                           "Target_Spec.tcp_info.remote_address");
        !s)
        return s;
    putU32(m_bytes, kTcpLocalPort, t.localPort);
    putU32(m_bytes, kTcpRemotePort, t.remotePort);
    return {};
}

std::int32_t TargetSpec::queueDepth() const {
    return getI32(m_bytes, kTargetQueueDepth);
}
void TargetSpec::setQueueDepth(std::int32_t depth) {
    putI32(m_bytes, kTargetQueueDepth, depth);
}
std::int32_t TargetSpec::dataPattern() const {
    return getI32(m_bytes, kTargetPattern);
}
void TargetSpec::setDataPattern(std::int32_t pattern) {
    putI32(m_bytes, kTargetPattern, pattern);
}
std::int32_t TargetSpec::transPerConn() const {
    return getI32(m_bytes, kTargetTransPerConn);
}
void TargetSpec::setTransPerConn(std::int32_t n) {
    putI32(m_bytes, kTargetTransPerConn, n);
}
std::uint64_t TargetSpec::randomSeed() const {
    return getU64(m_bytes, kTargetRandom);
}
void TargetSpec::setRandomSeed(std::uint64_t seed) {
    putU64(m_bytes, kTargetRandom, seed);
}
bool TargetSpec::useFixedSeed() const {
    return getBool(m_bytes, kTargetUseFixedSeed);
}
void TargetSpec::setUseFixedSeed(bool on) {
    putBool(m_bytes, kTargetUseFixedSeed, on);
}
std::uint64_t TargetSpec::fixedSeedValue() const {
    return getU64(m_bytes, kTargetFixedSeed);
}
void TargetSpec::setFixedSeedValue(std::uint64_t value) {
    putU64(m_bytes, kTargetFixedSeed, value);
}

Result<DataMessage> encodeTargets(const std::vector<TargetSpec>& targets) {
    if (auto s = needCount(static_cast<std::int64_t>(targets.size()), kMaxTargets,
                           "Data_Message.count (targets)");
        !s)
        return Failure{s.error()};
    DataMessage m;
    m.setCount(static_cast<std::int32_t>(targets.size()));
    auto p = m.payload();
    for (std::size_t i = 0; i < targets.size(); ++i) {
        const auto b = targets[i].bytes();
        std::copy(b.begin(), b.end(),
                  p.begin() + static_cast<std::ptrdiff_t>(i * kTargetSpecBytes));
    }
    return m;
}

Result<std::vector<TargetSpec>> decodeTargets(const DataMessage& message) {
    if (auto s = needCount(message.count(), kMaxTargets, "Data_Message.count (targets)"); !s)
        return Failure{s.error()};
    std::vector<TargetSpec> targets;
    const auto p = message.payload();
    for (int i = 0; i < message.count(); ++i) {
        auto t = TargetSpec::fromBytes(p.subspan(i * kTargetSpecBytes, kTargetSpecBytes));
        if (auto s = t->check(); !s)
            return Failure{indexed("targets", i) + ": " + s.error()};
        targets.push_back(std::move(t).value());
    }
    return targets;
}

// ---- Results ------------------------------------------------------------------------------

Result<DataMessage> encodeWorkerResults(const WorkerResults& results) {
    if (auto s = needCount(static_cast<std::int64_t>(results.targets.size()), kMaxTargets,
                           "Worker_Results.target_results.count");
        !s)
        return Failure{s.error()};
    DataMessage m;
    auto p = m.payload();
    putU64(p, kWorkerTime, results.time[0]);
    putU64(p, kWorkerTime + 8, results.time[1]);
    putI32(p, kWorkerCount, static_cast<std::int32_t>(results.targets.size()));
    for (std::size_t i = 0; i < results.targets.size(); ++i)
        putRawResult(p, kWorkerResult + i * kRawResultBytes, results.targets[i]);
    return m;
}

Result<WorkerResults> decodeWorkerResults(const DataMessage& message) {
    const auto p = message.payload();
    const auto count = getI32(p, kWorkerCount);
    if (auto s = needCount(count, kMaxTargets, "Worker_Results.target_results.count"); !s)
        return Failure{s.error()};
    WorkerResults r;
    r.time = {getU64(p, kWorkerTime), getU64(p, kWorkerTime + 8)};
    for (int i = 0; i < count; ++i)
        r.targets.push_back(getRawResult(p, kWorkerResult + i * kRawResultBytes));
    return r;
}

Result<DataMessage> encodeManagerResults(const ManagerResults& results) {
    if (auto s = needCount(static_cast<std::int64_t>(results.cpus.size()), kMaxCpus,
                           "Manager_Results.cpu_results.count");
        !s)
        return Failure{s.error()};
    if (auto s = needCount(static_cast<std::int64_t>(results.interfaces.size()), kMaxInterfaces,
                           "Manager_Results.net_results.ni_count");
        !s)
        return Failure{s.error()};
    DataMessage m;
    auto p = m.payload();
    putI64(p, kManagerTime, results.timeCounter[0]);
    putI64(p, kManagerTime + 8, results.timeCounter[1]);
    putI32(p, kCpuCount, static_cast<std::int32_t>(results.cpus.size()));
    for (std::size_t i = 0; i < results.cpus.size(); ++i) {
        const auto& c = results.cpus[i];
        const std::size_t at = kCpuRows + i * 6 * 8;
        for (int k = 0;
             const double v : {c.total, c.user, c.privileged, c.dpc, c.irq, c.interruptsPerSec})
            putF64(p, at + 8 * k++, v);
    }
    putF64(p, kNetTcp, results.tcpRetransmitsPerSec);
    putI32(p, kNetCount, static_cast<std::int32_t>(results.interfaces.size()));
    for (std::size_t i = 0; i < results.interfaces.size(); ++i) {
        const auto& n = results.interfaces[i];
        const std::size_t at = kNetRows + i * 3 * 8;
        putF64(p, at, n.packetsPerSec);
        putF64(p, at + 8, n.outErrors);
        putF64(p, at + 16, n.inErrors);
    }
    return m;
}

Result<ManagerResults> decodeManagerResults(const DataMessage& message) {
    const auto p = message.payload();
    const auto cpus = getI32(p, kCpuCount);
    if (auto s = needCount(cpus, kMaxCpus, "Manager_Results.cpu_results.count"); !s)
        return Failure{s.error()};
    const auto nics = getI32(p, kNetCount);
    if (auto s = needCount(nics, kMaxInterfaces, "Manager_Results.net_results.ni_count"); !s)
        return Failure{s.error()};
    ManagerResults r;
    r.timeCounter = {getI64(p, kManagerTime), getI64(p, kManagerTime + 8)};
    for (int i = 0; i < cpus; ++i) {
        const std::size_t at = kCpuRows + i * 6 * 8;
        r.cpus.push_back({getF64(p, at), getF64(p, at + 8), getF64(p, at + 16), getF64(p, at + 24),
                          getF64(p, at + 32), getF64(p, at + 40)});
    }
    r.tcpRetransmitsPerSec = getF64(p, kNetTcp);
    for (int i = 0; i < nics; ++i) {
        const std::size_t at = kNetRows + i * 3 * 8;
        r.interfaces.push_back({getF64(p, at), getF64(p, at + 8), getF64(p, at + 16)});
    }
    return r;
}

// ---- Latency bins -------------------------------------------------------------------------

const std::array<double, kLatencyBins>& latencyBinEdges() {
    static const std::array<double, kLatencyBins> edges{
        0,     50e-6, 100e-6, 200e-6, 500e-6, 1e-3, 2e-3, 5e-3, 10e-3, 15e-3, 20e-3,
        30e-3, 50e-3, 100e-3, 200e-3, 500e-3, 1.0,  2.0,  4.0,  5.0,   10.0};
    return edges;
}

int latencyBin(double seconds) {
    if (std::isnan(seconds))
        return -1;
    const auto& edges = latencyBinEdges();
    // The dynamo never counts in the last bin: 10 s or more falls outside every bin.
    if (seconds >= edges[kLatencyBins - 1])
        return -1;
    for (int k = kLatencyBins - 2; k > 0; --k)
        if (seconds >= edges[k])
            return k;
    return 0;
}

}  // namespace iometry::iometer

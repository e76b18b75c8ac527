#include "engine/iometer/bridge.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>

#include "engine/analysis/verdict.hpp"
#include "engine/json/json_fields.hpp"
#include "engine/kinds/disk/disk_kind.hpp"
#include "engine/plan/configure_entry.hpp"
#include "engine/protocol/messages.hpp"
#include "engine/results/host_counters.hpp"
#include "engine/stats/latencies.hpp"

// The bridge to a stock IOmeter dynamo (bridge.hpp; docs/iometer-files.md, "IOmeter's
// dynamos": the requests and the shapes of their replies).

namespace iometry::iometer {
namespace {

using nlohmann::json;
namespace msg = protocol::msg;
using namespace std::chrono_literals;

/** Most requests are answered at once (a median 10 µs on loopback); a loaded host gets time. */
constexpr auto kAnswerTimeout = 10s;
/** BEGIN_IO waits until every worker has opened its targets: a TCP pair's connection. */
constexpr auto kBeginTimeout = 30s;
/** REPORT_TARGETS opens every mount point of the host; results are 868 KiB each. */
constexpr auto kTargetsTimeout = 20s;
/** A test file is filled at no less than this, or the dynamo is taken for stuck. */
constexpr double kSlowestFillBytesPerS = 4e6;
/** The dynamo's timer against the manager's clock (docs/iometer-files.md, "Known faults"). */
constexpr double kTimerTolerance = analysis::verdict::kIometerTimerTolerance;
/** Seconds of the step before the two clocks are compared. */
constexpr double kTimerJudgedAfterS = 0.3;
/** The step driver's answer limit is 15 s: a fill says it is busy more often than that. */
constexpr auto kProgressEvery = 2s;

double seconds(std::chrono::steady_clock::duration d) { return std::chrono::duration<double>(d).count(); }

/** A representative latency of IOmeter's bin @p k, in ns: the middle of its edges (the last
 *  bins' upper edge taken as twice the lower). */
std::uint64_t binNs(int k) {
    const auto& edges = latencyBinEdges();
    const double lo = edges[static_cast<std::size_t>(k)];
    const double hi = k + 1 < kLatencyBins ? edges[static_cast<std::size_t>(k) + 1] : 2 * lo;
    return static_cast<std::uint64_t>((lo + hi) / 2 * 1e9);
}

/** IOmeter's access spec for an Iometry spec (the same fields, docs/plan-format.md). */
TestSpec testSpecOf(const model::AccessSpec& spec) {
    TestSpec t;
    t.name = spec.name.substr(0, kTestNameChars - 1);
    for (const model::AccessLine& l : spec.lines)
        t.lines.push_back({.ofSize = l.share, .reads = l.read, .random = l.random, .delayMs = l.delayMs,
                           .burst = l.burst, .align = static_cast<std::uint32_t>(l.align),
                           .reply = static_cast<std::uint32_t>(l.reply), .size = static_cast<std::uint32_t>(l.size)});
    return t;
}

json targetJson(const TargetSpec& t) {
    json j = {{"name", t.name()}, {"type", t.type()}};
    if (const std::string actual = t.actualName(); !actual.empty() && actual != t.name()) j["actual_name"] = actual;
    if (isType(t.type(), kLogicalDiskType) || isType(t.type(), kPhysicalDiskType)) {
        const DiskSpec d = t.disk();
        j["kind"] = isType(t.type(), kLogicalDiskType) ? "logical" : "physical";
        j["sector_size"] = d.sectorSize;
        j["ready"] = d.ready;
    }
    return j;
}

}  // namespace

json helloOf(const DynamoFacts& facts, const std::string& remote) {
    json disks = json::array(), interfaces = json::array(), addresses = json::array();
    for (const TargetSpec& t : facts.disks) disks.push_back(targetJson(t));
    for (const TargetSpec& t : facts.interfaces) {
        interfaces.push_back(targetJson(t));
        // As Iometry's hello lists interfaces: what a tcp worker may bind (an IOmeter TCP
        // target is named by its address).
        addresses.push_back({{"name", t.name()}, {"addresses", {t.name()}}});
    }
    // A disk target's DataPattern and starting_sector carry a disk worker's data_pattern and
    // start_offset (Bridge::diskTarget).
    return {{"type", msg::kHello},
            {"protocol", "iometer"},
            {"name", facts.info.name},
            {"software", "IOmeter dynamo " + facts.info.version},
            {"cpus", facts.info.processors},
            // IOmeter's login names no host: dynamos whose logins came from one address are
            // taken for one host, so that `all` counts its CPU and network once.
            {"host", {{"cpus", facts.info.processors}, {"hostname", remote.substr(0, remote.rfind(':'))}}},
            {"interfaces", addresses},
            {"engines", {"tcp", "disk"}},
            {"features", {"clock", "start_at", "data_pattern", "start_offset"}},
            {"iometer",
             {{"version", facts.info.version},
              {"address", facts.info.address},
              {"login_from", remote},
              {"port", facts.info.port},
              {"timer_resolution", facts.info.timerResolution},
              {"disks", disks},
              {"interfaces", interfaces}}}};
}

Bridge::Bridge(boost::asio::ip::tcp::socket control, ManagerInfo info)
    : m_socket(std::move(control)),
      m_deadline(m_socket.get_executor()),
      m_sampleTimer(m_socket.get_executor()),
      m_info(std::move(info)) {
    boost::system::error_code ec;
    const auto peer = m_socket.remote_endpoint(ec);
    m_remote = ec ? std::string("?") : peer.address().to_string() + ":" + std::to_string(peer.port());
    m_socket.set_option(boost::asio::ip::tcp::no_delay(true), ec);
    m_facts.info = m_info;
}

Bridge::~Bridge() {
    boost::system::error_code ec;
    m_socket.close(ec);
}

std::string Bridge::where() const { return "IOmeter dynamo " + m_info.name; }

void Bridge::introduce(Introduced done) {
    auto pending = std::make_shared<Introduced>(std::move(done));
    // Closed before the targets came: the callback hears why (start() replaces the handler).
    m_onClose = [pending](const std::string& reason) {
        if (*pending) std::exchange(*pending, {})(std::nullopt, reason);
    };
    queue({.request = Message::of(Purpose::ReportTargets, kManager),
           .replyMessage = false,
           .replyData = 3,
           .timeout = kTargetsTimeout,
           .then = [this, pending](const Message&, std::vector<DataMessage>& data) {
               auto disks = decodeTargets(data[0]);
               auto interfaces = decodeTargets(data[1]);
               if (!disks || !interfaces)
                   return fail("its list of targets is malformed: " + (disks ? interfaces.error() : disks.error()));
               m_facts.disks = std::move(*disks);
               m_facts.interfaces = std::move(*interfaces);
               if (*pending) std::exchange(*pending, {})(helloOf(m_facts, m_remote), "");
           }});
}

// ---- Channel --------------------------------------------------------------------------

void Bridge::start(MessageHandler onMessage, CloseHandler onClose) {
    m_onMessage = std::move(onMessage);
    m_onClose = std::move(onClose);
    m_started = true;
    for (json& m : std::exchange(m_early, {})) tell(std::move(m));
}

void Bridge::tell(json message) {
    if (!m_started) {
        m_early.push_back(std::move(message));
        return;
    }
    boost::asio::post(m_socket.get_executor(), [self = weak_from_this(), message = std::move(message)] {
        if (auto b = self.lock(); b && b->m_open && b->m_onMessage) b->m_onMessage(message);
    });
}

void Bridge::refuse(const std::string& worker, const std::string& what) {
    json e = {{"type", msg::kError}, {"what", what}};
    if (!worker.empty()) e["worker"] = worker;
    tell(std::move(e));
}

void Bridge::send(const json& message) {
    if (!m_open) return;
    m_lastSent = Clock::now();
    const std::string type = model::stringAt(message, "type");
    if (type == msg::kConfigure) return onConfigure(message);
    if (type == msg::kPrepare) return onPrepare(message);
    if (type == msg::kConnect) return onConnect(message);
    if (type == msg::kStart) return onStart(message);
    if (type == msg::kStop) return onStop();
    if (type == msg::kBye) {
        // The dynamo exits (EXIT to MANAGER has no reply); the channel then closes.
        onStop();
        queue({.request = Message::of(Purpose::Exit, kManager), .replyMessage = false});
        return closeAfterSend("bye");
    }
    if (type == msg::kClock) {
        // The bridge runs in the manager: its clock is the manager's (docs/protocol.md, "One clock").
        json answer = message;
        answer["t2"] = protocol::clockNs();
        return tell(std::move(answer));
    }
    // heartbeat, run_over, error: IOmeter's dynamo has nothing to match them.
}

void Bridge::closeAfterSend(const std::string& reason) {
    m_pendingClose = reason;
    if (!m_busy && m_exchanges.empty()) close(reason);
}

void Bridge::close(const std::string& reason) {
    if (!m_open) return;
    m_open = false;
    m_deadline.cancel();
    m_sampleTimer.cancel();
    boost::system::error_code ec;
    m_socket.shutdown(boost::asio::ip::tcp::socket::shutdown_both, ec);
    m_socket.close(ec);
    m_exchanges.clear();
    if (auto handler = std::exchange(m_onClose, {})) handler(reason);
}

void Bridge::fail(const std::string& why) { close(why); }

// ---- Exchanges ------------------------------------------------------------------------

void Bridge::queue(Exchange exchange) {
    if (!m_open) return;
    m_exchanges.push_back(std::move(exchange));
    if (!m_busy) runNext();
}

void Bridge::runNext() {
    if (!m_open) return;
    if (m_exchanges.empty()) {
        m_busy = false;
        if (!m_pendingClose.empty()) close(m_pendingClose);
        return;
    }
    m_busy = true;
    Exchange& e = m_exchanges.front();
    if (e.request.purpose == 0) {  // a step of our own between requests: no I/O
        auto then = std::move(e.then);
        m_exchanges.pop_front();
        std::vector<DataMessage> none;
        if (then) then(Message{}, none);
        return runNext();
    }
    const auto request = e.request.encode();
    m_out.assign(request.begin(), request.end());
    if (e.payload) m_out.insert(m_out.end(), e.payload->bytes().begin(), e.payload->bytes().end());
    m_in.clear();
    const std::string name = purposeName(e.request.purpose);
    const double limit = seconds(e.timeout);
    m_deadline.expires_after(e.timeout);
    m_deadline.async_wait([self = weak_from_this(), name, limit](boost::system::error_code ec) {
        auto b = self.lock();
        if (ec || !b) return;
        char text[160];
        std::snprintf(text, sizeof text, "did not answer %s within %g s", name.c_str(), limit);
        b->fail(text);
    });
    boost::asio::async_write(m_socket, boost::asio::buffer(m_out),
                             [self = shared_from_this(), name](boost::system::error_code ec, std::size_t) {
                                 if (!self->m_open) return;
                                 if (ec) return self->fail("the connection broke sending " + name + ": " + ec.message());
                                 self->readReply();
                             });
}

void Bridge::readReply() {
    const Exchange& e = m_exchanges.front();
    if (!e.replyMessage) return readData(0);
    const std::string name = purposeName(e.request.purpose);
    boost::asio::async_read(
        m_socket, boost::asio::buffer(m_messageBuffer),
        [self = shared_from_this(), name](boost::system::error_code ec, std::size_t) {
            if (!self->m_open) return;
            if (ec)
                return self->fail(ec == boost::asio::error::eof
                                      ? "it closed the connection instead of answering " + name
                                      : "the connection broke waiting for the answer to " + name + ": " + ec.message());
            auto reply = decodeMessage(self->m_messageBuffer);
            if (!reply) return self->fail("its answer to " + name + " is malformed: " + reply.error());
            if (reply->purpose != self->m_exchanges.front().request.purpose)
                return self->fail("it answered " + name + " with " + purposeName(reply->purpose) +
                                  ": the conversation is out of step");
            self->m_reply = *reply;
            self->readData(0);
        });
}

void Bridge::readData(int index) {
    const Exchange& e = m_exchanges.front();
    if (index >= e.replyData) return finishExchange();
    const std::string name = purposeName(e.request.purpose);
    m_in.emplace_back();
    boost::asio::async_read(
        m_socket, boost::asio::buffer(m_in.back().bytes().data(), m_in.back().bytes().size()),
        [self = shared_from_this(), name, index](boost::system::error_code ec, std::size_t n) {
            if (!self->m_open) return;
            if (ec) {
                char text[200];
                std::snprintf(text, sizeof text, "its answer to %s ended after %zu of %zu bytes (%s)", name.c_str(), n,
                              kDataMessageBytes, ec == boost::asio::error::eof ? "connection closed" : ec.message().c_str());
                return self->fail(text);
            }
            self->readData(index + 1);
        });
}

void Bridge::finishExchange() {
    m_deadline.cancel();
    Exchange e = std::move(m_exchanges.front());
    m_exchanges.pop_front();
    if (e.then) e.then(m_reply, m_in);
    if (m_open) runNext();
}

void Bridge::expectReply(Message request, std::shared_ptr<DataMessage> payload, std::int32_t expected,
                         const std::string& worker, Clock::duration timeout, std::function<void()> then) {
    queue({.request = request,
           .payload = std::move(payload),
           .timeout = timeout,
           .then = [this, request, expected, worker, then = std::move(then)](const Message& reply,
                                                                              std::vector<DataMessage>&) {
               if (reply.data != expected) {
                   m_exchanges.clear();  // what was queued after it assumed it worked
                   return refuse(worker, std::string("the IOmeter dynamo refused ") + purposeName(request.purpose) +
                                             " (answered " + std::to_string(reply.data) + ", expected " +
                                             std::to_string(expected) + ")");
               }
               if (then) then();
           }});
}

// ---- A step ---------------------------------------------------------------------------

void Bridge::onConfigure(const json& message) {
    m_step = message.value("step", -1);
    m_stepStart = {};
    m_workers.clear();
    const json entries = message.value("workers", json::array());
    for (const json& entry : entries.is_array() ? entries : json::array()) {
        std::string error;
        auto worker = model::readConfigureEntry(entry, error);
        const std::string name = model::stringAt(entry, "name");
        if (!worker) return refuse(name, error);
        const std::string kind = worker->kind ? worker->kind->name() : "";
        if (kind != "disk" && kind != "tcp")
            return refuse(name, "an IOmeter dynamo runs disk and tcp workers only, not " + kind);
        if (worker->pacing || worker->probe || worker->count)
            return refuse(name, "an IOmeter dynamo runs closed loops for a time: no rate_per_s, probe or count");
        if (kind == "tcp" && worker->outstanding != 1)
            return refuse(name, "an IOmeter dynamo keeps one request at a time on a network target");
        if (kind == "disk" && worker->settingsOf<model::DiskSettings>().fileSize == 0 &&
            !worker->settingsOf<model::DiskSettings>().blockDevice)
            return refuse(name, "an IOmeter dynamo needs the test file's size (file_size): without one it "
                                "fills its whole file system");
        m_workers.push_back({std::move(*worker), std::nullopt, false});
    }
    if (m_workers.size() > static_cast<std::size_t>(kMaxWorkers))
        return refuse("", "an IOmeter dynamo has at most " + std::to_string(kMaxWorkers) + " workers");
    const int needed = static_cast<int>(m_workers.size());
    const auto configured = [this, step = m_step] { tell({{"type", msg::kConfigured}, {"step", step}}); };
    if (needed <= m_created) return queue({.then = [configured](const Message&, auto&) { configured(); }});
    // ADD_WORKERS creates all or none (docs/iometer-files.md).
    const int more = needed - m_created;
    expectReply(Message::of(Purpose::AddWorkers, more), nullptr, more, "", kAnswerTimeout,
                [this, needed, configured] {
                    m_created = needed;
                    configured();
                });
}

std::optional<TargetSpec> Bridge::diskTarget(const Worker& w, std::string& error) const {
    const auto& disk = w.entry.settingsOf<model::DiskSettings>();
    std::string listed;
    for (const TargetSpec& t : m_facts.disks) {
        // The Linux dynamo lists a file system as "MOUNT_POINT [TYPE]" ("/data [ext4]"), which
        // the mount point names too; a raw disk by its device's name ("sdb"), which /dev/sdb
        // names too.
        const bool physical = isType(t.type(), kPhysicalDiskType);
        const std::string& name = t.name();
        const auto typed = name.rfind(" [");
        const bool mountPoint = !physical && typed != std::string::npos && name.back() == ']' &&
                                name.compare(0, typed, disk.path) == 0 && typed == disk.path.size();
        if (name == disk.path || t.actualName() == disk.path || mountPoint ||
            (physical && "/dev/" + name == disk.path)) {
            // A raw disk only with the consent to destroy its data, and only a disk without
            // partitions (docs/iometer-files.md, "IOmeter's dynamos"); a file system never
            // as a device.
            if (physical && !disk.blockDevice) {
                error = where() + "'s target \"" + t.name() + "\" is a raw disk: writing to it destroys its "
                        "data; give the worker \"block_device\": true to consent";
                return std::nullopt;
            }
            if (physical && (isType(t.type(), kPhysicalDiskHasPartitionsType) || t.disk().hasPartitions)) {
                error = where() + "'s raw disk \"" + t.name() + "\" has partitions: Iometry does not write "
                        "over them";
                return std::nullopt;
            }
            if (!physical && disk.blockDevice) {
                error = where() + "'s target \"" + t.name() + "\" is a file system (its test file iobw.tst), "
                        "not a raw disk: leave block_device out";
                return std::nullopt;
            }
            TargetSpec target = t;
            DiskSpec d = target.disk();
            const auto sector = static_cast<std::uint64_t>(d.sectorSize > 0 ? d.sectorSize : 512);
            // IOmeter's span is maximum_size sectors from starting_sector (docs/iometer-files.md,
            // "Targets"): start_offset in whole sectors of the target's.
            if (disk.startOffset % sector != 0) {
                error = "start_offset " + std::to_string(disk.startOffset) +
                        " is not a multiple of the " + std::to_string(sector) +
                        "-byte sectors of " + where() + "'s target \"" + t.name() + "\"";
                return std::nullopt;
            }
            // A raw disk without file_size: all of it, as the dynamo listed it.
            if (disk.fileSize > 0 || !physical) d.maximumSize = (disk.fileSize + sector - 1) / sector;
            d.startingSector = disk.startOffset / sector;
            target.setDisk(d);
            target.setType(t.type() | kActiveType);
            target.setQueueDepth(w.entry.outstanding);
            // IOmeter's DataPattern: 0 repeating bytes, 1 pseudo-random, 2 full random, the
            // meanings of data_pattern (docs/plan-format.md, "Data patterns").
            const std::string pattern = disk.effectivePattern();
            target.setDataPattern(pattern == model::kDataPatternRepeating    ? 0
                                  : pattern == model::kDataPatternFullRandom ? 2
                                                                             : 1);
            target.setRandomSeed(w.entry.seed);
            return target;
        }
        listed += (listed.empty() ? "" : ", ") + ("\"" + t.name() + "\"");
    }
    error = where() + " lists no disk target \"" + disk.path + "\"" +
            (listed.empty() ? std::string(" (it lists none)") : "; it lists " + listed);
    return std::nullopt;
}

std::optional<TargetSpec> Bridge::tcpTarget(const Worker& w, std::string& error) const {
    std::string listed;
    for (const TargetSpec& t : m_facts.interfaces) {
        if (t.name() == w.entry.localAddress) {
            TargetSpec target = t;
            // As IOmeter pairs them (docs/iometer-files.md): the server's target is of the
            // client type, the client's of the server type.
            target.setType((w.entry.partner ? kTcpServerType : kTcpClientType) | kActiveType);
            TcpSpec tcp = target.tcp();
            tcp.remoteAddress = w.entry.remoteAddress;
            target.setTcp(tcp);
            target.setQueueDepth(1);
            target.setRandomSeed(w.entry.seed);
            return target;
        }
        listed += (listed.empty() ? "" : ", ") + t.name();
    }
    error = where() + " has no TCP interface " + w.entry.localAddress +
            (listed.empty() ? std::string(" (it lists none)") : "; it lists " + listed);
    return std::nullopt;
}

void Bridge::setAccess(int index, bool idle) {
    const std::string worker = idle ? "" : m_workers[static_cast<std::size_t>(index)].entry.name;
    auto spec = encodeTestSpec(idle ? TestSpec{.name = "Idle"} : testSpecOf(m_workers[static_cast<std::size_t>(index)].entry.spec));
    if (!spec) return refuse(worker, "its access spec cannot be written for IOmeter: " + spec.error());
    expectReply(Message::of(Purpose::SetAccess, index), std::make_shared<DataMessage>(std::move(*spec)), 1, worker,
                kAnswerTimeout);
}

void Bridge::setTargets(int index, std::vector<TargetSpec> targets, std::function<void(const TargetSpec&)> echoed) {
    const std::string worker =
        index < static_cast<int>(m_workers.size()) ? m_workers[static_cast<std::size_t>(index)].entry.name : "";
    auto list = encodeTargets(targets);
    if (!list) return refuse(worker, "its target cannot be written for IOmeter: " + list.error());
    const bool one = targets.size() == 1;
    queue({.request = Message::of(Purpose::SetTargets, index),
           .payload = std::make_shared<DataMessage>(std::move(*list)),
           .replyData = 1,
           .timeout = kAnswerTimeout,
           .then = [this, worker, one, echoed = std::move(echoed)](const Message& reply, std::vector<DataMessage>& data) {
               if (reply.data != 1) {
                   m_exchanges.clear();
                   return refuse(worker, "the IOmeter dynamo refused its target (SET_TARGETS answered " +
                                             std::to_string(reply.data) + ")");
               }
               if (!one || !echoed) return;
               // The echo is the dynamo's buffer reused: only the targets matter.
               auto back = decodeTargets(data[0]);
               if (!back || back->empty())
                   return fail("its echo of SET_TARGETS is malformed: " + (back ? std::string("no target") : back.error()));
               echoed(back->front());
           }});
}

void Bridge::onPrepare(const json& message) {
    const int step = message.value("step", m_step);
    auto ports = std::make_shared<json>(json::object());
    auto facts = std::make_shared<json>(json::object());
    // Targets first: a worker whose target cannot be found refuses the step before any I/O.
    for (Worker& w : m_workers) {
        std::string error;
        w.target = w.entry.kind->name() == "disk" ? diskTarget(w, error)
                   : w.entry.partner              ? std::optional<TargetSpec>{}
                                                  : tcpTarget(w, error);
        if (!error.empty()) return refuse(w.entry.name, error);
        w.counted = true;
    }
    // Test files not yet filled this session (PREP_DISKS fills to maximum_size, which is
    // always set: without it the dynamo fills its file system). A raw disk has no test file.
    for (std::size_t i = 0; i < m_workers.size(); ++i) {
        Worker& w = m_workers[i];
        if (w.entry.kind->name() != "disk" || !isType(w.target->type(), kLogicalDiskType)) continue;
        // The fill covers the file up to the span's end: maximum_size from sector 0 (the
        // test's target then starts at starting_sector).
        TargetSpec fill = *w.target;
        DiskSpec d = fill.disk();
        d.maximumSize += d.startingSector;
        d.startingSector = 0;
        fill.setDisk(d);
        const std::uint64_t bytes = d.maximumSize * static_cast<std::uint64_t>(std::max(d.sectorSize, 1));
        const std::string key = w.target->name() + "|" + std::to_string(bytes);
        if (std::find(m_prepared.begin(), m_prepared.end(), key) != m_prepared.end()) continue;
        setTargets(static_cast<int>(i), {fill});
        const auto timeout = std::chrono::duration_cast<Clock::duration>(
            std::chrono::duration<double>(30 + static_cast<double>(bytes) / kSlowestFillBytesPerS));
        // The fill answers late (polled every 3 s by the dynamo): say it is busy meanwhile.
        queue({.then = [this, step, name = w.entry.name](const Message&, auto&) {
                   m_progressStep = step;
                   m_progressWorker = name;
                   sayBusy();
               }});
        expectReply(Message::of(Purpose::PrepDisks, kAllWorkers), nullptr, 1, w.entry.name, timeout,
                    [this, key] {
                        m_progressWorker.clear();
                        m_sampleTimer.cancel();
                        m_prepared.push_back(key);
                    });
    }
    // Every worker the dynamo has gets its spec and its target (none for the idle ones and,
    // until `connect`, a pair's client end).
    bool partners = false;
    for (int i = 0; i < m_created; ++i) {
        const bool idle = i >= static_cast<int>(m_workers.size());
        setAccess(i, idle);
        if (idle) {
            setTargets(i, {});
            continue;
        }
        Worker& w = m_workers[static_cast<std::size_t>(i)];
        if (w.entry.partner) {
            partners = true;
            setTargets(i, {});
            continue;
        }
        const bool tcp = w.entry.kind->name() == "tcp";
        setTargets(i, {*w.target}, [ports, facts, w = &w, tcp](const TargetSpec& back) {
            if (tcp) (*ports)[std::to_string(w->entry.id)] = back.tcp().localPort;
        });
        if (!tcp) {
            const DiskSpec d = w.target->disk();
            json& fact = (*facts)[std::to_string(w.entry.id)];
            fact = {{"engine", "IOmeter dynamo " + m_info.version},
                    {"logical_block", d.sectorSize},
                    {"device", w.target->name()}};
            // A raw disk without file_size is all of it, a size its dynamo does not tell.
            if (d.maximumSize > 0)
                fact["span"] = d.maximumSize * static_cast<std::uint64_t>(std::max(d.sectorSize, 1));
        }
    }
    // A dynamo with no client end starts its workers now: its servers then accept before any
    // client, on another dynamo, is started at `connect`.
    if (!partners && !m_workers.empty())
        expectReply(Message::of(Purpose::Start, kAllWorkers), nullptr, 1, "", kAnswerTimeout);
    m_running = false;
    m_stepFinished = false;
    queue({.then = [this, step, ports, facts](const Message&, auto&) {
        tell({{"type", msg::kReady}, {"step", step}, {"ports", *ports}, {"facts", *facts}});
    }});
}

void Bridge::sayBusy() {
    if (m_progressWorker.empty() || !m_open) return;
    tell({{"type", msg::kProgress}, {"step", m_progressStep}, {"worker", m_progressWorker}});
    m_sampleTimer.expires_after(kProgressEvery);
    m_sampleTimer.async_wait([self = weak_from_this()](boost::system::error_code ec) {
        if (auto b = self.lock(); b && !ec) b->sayBusy();
    });
}

void Bridge::onConnect(const json& message) {
    const int step = message.value("step", m_step);
    const json ports = message.value("ports", json::object());
    bool partners = false;
    for (std::size_t i = 0; i < m_workers.size(); ++i) {
        Worker& w = m_workers[i];
        if (!w.entry.partner) continue;
        partners = true;
        std::string error;
        w.target = tcpTarget(w, error);
        if (!w.target) return refuse(w.entry.name, error);
        const json port = ports.is_object() ? ports.value(std::to_string(w.entry.id), json()) : json();
        if (!port.is_number_unsigned() || port.get<std::uint64_t>() == 0 || port.get<std::uint64_t>() > 65535)
            return refuse(w.entry.name, "no port for its server end");
        TcpSpec tcp = w.target->tcp();
        tcp.remotePort = port.get<std::uint32_t>();
        w.target->setTcp(tcp);
        setTargets(static_cast<int>(i), {*w.target});
    }
    if (partners) expectReply(Message::of(Purpose::Start, kAllWorkers), nullptr, 1, "", kAnswerTimeout);
    queue({.then = [this, step](const Message&, auto&) { tell({{"type", msg::kConnected}, {"step", step}}); }});
}

void Bridge::onStart(const json& message) {
    m_rampS = std::max(0.0, message.value("ramp_s", 0.0));
    m_runS = std::max(0.0, message.value("run_s", 0.0));
    m_sampleMs = std::clamp(message.value("sample_ms", 1000), 100, 3'600'000);
    // The step's common instant, on the manager's clock, which is the bridge's (docs/protocol.md,
    // "One clock"): IOmeter's workers begin their I/O now and are recorded from that instant.
    std::optional<Clock::time_point> at;
    if (const auto a = message.find("at_ns"); a != message.end() && a->is_number_integer()) {
        const auto when = Clock::time_point(std::chrono::duration_cast<Clock::duration>(
            std::chrono::nanoseconds(a->get<std::int64_t>())));
        if (when > Clock::now() && when <= Clock::now() + std::chrono::seconds(1)) at = when;
    }
    const auto record = [this] {
        if (!m_workers.empty()) queue({.request = Message::of(Purpose::RecordOn, kAllWorkers), .replyMessage = false});
        queue({.then = [this](const Message&, auto&) {
            m_stepStart = m_lastPull = Clock::now();
            m_stepEnd = m_stepStart + std::chrono::duration_cast<Clock::duration>(
                                          std::chrono::duration<double>(m_rampS + m_runS));
            m_seq = 0;
            m_timerTicks = m_timerSeconds = 0;
            m_faults.clear();
            m_running = true;
            m_recording = !m_workers.empty();
            scheduleSample();
        }});
    };
    if (m_workers.empty()) {
        // Nothing of this step here: its samples are empty, on the same clock as the others'.
        m_recording = false;
    } else {
        expectReply(Message::of(Purpose::BeginIo, kAllWorkers), nullptr, 1, "", kBeginTimeout);
    }
    if (!at) return record();
    queue({.then = [this, record, at](const Message&, auto&) {
        // Still ahead once the workers began (BEGIN_IO's round trip): recording waits for it.
        m_sampleTimer.expires_at(*at);
        m_sampleTimer.async_wait([self = weak_from_this(), record](boost::system::error_code ec) {
            auto b = self.lock();
            if (ec || !b || !b->m_open || b->m_stepFinished) return;
            record();
        });
    }});
}

void Bridge::scheduleSample() {
    const auto next = std::min(m_lastPull + std::chrono::milliseconds(m_sampleMs), m_stepEnd);
    m_sampleTimer.expires_at(next);
    m_sampleTimer.async_wait([self = weak_from_this()](boost::system::error_code ec) {
        auto b = self.lock();
        if (ec || !b || !b->m_open || !b->m_running) return;
        const bool last = Clock::now() >= b->m_stepEnd;
        b->pullSample(last);
        if (last) b->finishStep(false);
        else b->scheduleSample();
    });
}

void Bridge::pullSample(bool last) {
    const auto from = m_lastPull, now = Clock::now();
    m_lastPull = now;
    const double intervalS = seconds(now - from);
    const double startS = seconds(from - m_stepStart);
    const std::uint64_t seq = m_seq++;
    const int step = m_step;
    const auto sample = [this, seq, step, intervalS, startS, last, now](json workers, json host) {
        tell({{"type", msg::kSample},
              {"step", step},
              {"seq", seq},
              {"t", seconds(now - m_stepStart)},
              {"interval_s", intervalS},
              {"ramp", startS + 1e-6 < m_rampS},
              {"last", last},
              {"workers", std::move(workers)},
              {"host", std::move(host)}});
    };
    if (!m_recording) return queue({.then = [sample](const Message&, auto&) { sample(json::array(), json::object()); }});
    if (last) {
        // The counts stop at RECORD_OFF; the last pull then has all of them (echoed: data
        // stays ALL_WORKERS).
        expectReply(Message::of(Purpose::RecordOff, kAllWorkers), nullptr, kAllWorkers, "", kAnswerTimeout);
        m_recording = false;
    }
    const int counted = static_cast<int>(std::count_if(m_workers.begin(), m_workers.end(),
                                                       [](const Worker& w) { return w.counted; }));
    queue({.request = Message::of(Purpose::ReportUpdate, kManager),
           .replyMessage = false,
           .replyData = 1 + counted,
           .timeout = kAnswerTimeout,
           .then = [this, sample, intervalS](const Message&, std::vector<DataMessage>& data) {
               auto manager = decodeManagerResults(data[0]);
               if (!manager) return fail("its results are malformed: " + manager.error());
               std::vector<WorkerResults> workers;
               for (std::size_t i = 1; i < data.size(); ++i) {
                   auto w = decodeWorkerResults(data[i]);
                   if (!w) return fail("its results are malformed: " + w.error());
                   workers.push_back(std::move(*w));
               }
               checkTimer(workers, intervalS);
               // Linux dynamos count their manager results' time in jiffies (100 a second),
               // Windows ones in timer ticks: a Linux dynamo's default (libaio) build counts a
               // TCP receive as the size asked (docs/iometer-files.md, "Known faults").
               const double perS = static_cast<double>(manager->timeCounter[1] - manager->timeCounter[0]) / intervalS;
               if (intervalS >= 0.2 && perS > 10 && perS < 10'000) m_faults["iometer_receive_count"] = 1;
               json s = sampleOf(*manager, workers, intervalS);
               sample(std::move(s["workers"]), std::move(s["host"]));
           }});
}

void Bridge::checkTimer(const std::vector<WorkerResults>& results, double intervalS) {
    if (results.empty() || results.front().time[1] <= results.front().time[0] || intervalS <= 0) return;
    m_timerTicks += static_cast<double>(results.front().time[1] - results.front().time[0]);
    m_timerSeconds += intervalS;
    if (m_timerSeconds < kTimerJudgedAfterS || m_info.timerResolution <= 0) return;
    // Its ticks per second by the manager's clock, against what its login said.
    const double measured = m_timerTicks / m_timerSeconds;
    const double ratio = m_info.timerResolution / measured;
    if (std::abs(ratio - 1) <= kTimerTolerance) {
        m_tickNs = 1e9 / m_info.timerResolution;
        return;
    }
    m_tickNs = 1e9 / measured;
    m_faults["iometer_timer"] = ratio;
    if (std::exchange(m_timerWarned, true)) return;
    char text[400];
    std::snprintf(text, sizeof text,
                  "its timer disagrees with the manager's clock: it counted %.3f s where the manager measured "
                  "%.3f s (its login says %.6g ticks a second, it ticks %.6g): its latencies are taken at the "
                  "rate measured (IOmeter's Linux dynamo reads its timer's rate from /proc/cpuinfo, wrong on a "
                  "host whose clock scales)",
                  m_timerTicks / m_info.timerResolution, m_timerSeconds, m_info.timerResolution, measured);
    refuse("", text);
}

json Bridge::sampleOf(const ManagerResults& manager, const std::vector<WorkerResults>& results,
                      double intervalS) const {
    const double tick = m_tickNs > 0 ? m_tickNs : m_info.timerResolution > 0 ? 1e9 / m_info.timerResolution : 1;
    // The bins' edges are counted in ticks at the rate its login says: at the rate measured,
    // each bin lies that much higher or lower.
    const double binScale = m_tickNs > 0 && m_info.timerResolution > 0 ? m_tickNs * m_info.timerResolution / 1e9 : 1;
    json workers = json::array();
    std::size_t next = 0;
    for (const Worker& w : m_workers) {
        if (!w.counted || next >= results.size()) continue;
        const WorkerResults& r = results[next++];
        RawResult sum;
        for (const RawResult& t : r.targets) {
            sum.bytesRead += t.bytesRead;
            sum.bytesWritten += t.bytesWritten;
            sum.readCount += t.readCount;
            sum.writeCount += t.writeCount;
            sum.transactionCount += t.transactionCount;
            sum.readErrors += t.readErrors;
            sum.writeErrors += t.writeErrors;
            sum.maxRawReadLatency = std::max(sum.maxRawReadLatency, t.maxRawReadLatency);
            sum.maxRawWriteLatency = std::max(sum.maxRawWriteLatency, t.maxRawWriteLatency);
            sum.maxRawTransactionLatency = std::max(sum.maxRawTransactionLatency, t.maxRawTransactionLatency);
            sum.readLatencySum += t.readLatencySum;
            sum.writeLatencySum += t.writeLatencySum;
            sum.transactionLatencySum += t.transactionLatencySum;
            for (int k = 0; k < kLatencyBins; ++k) sum.latencyBin[k] += t.latencyBin[k];
        }
        // IOmeter's 21 bins, each at a representative value: coarse percentiles
        // (docs/iometer-files.md); the largest value is IOmeter's own maximum.
        stats::Latencies latency;
        const std::uint64_t maxTicks =
            std::max({sum.maxRawReadLatency, sum.maxRawWriteLatency, sum.maxRawTransactionLatency});
        const auto maxNs = static_cast<std::uint64_t>(static_cast<double>(maxTicks) * tick);
        int top = -1;
        for (int k = 0; k < kLatencyBins; ++k)
            if (sum.latencyBin[k] > 0) top = k;
        for (int k = 0; k < kLatencyBins; ++k) {
            if (sum.latencyBin[k] <= 0) continue;
            auto n = static_cast<std::uint64_t>(sum.latencyBin[k]);
            if (k == top && maxNs > 0) {
                latency.all.record(maxNs);
                --n;
            }
            const auto at = static_cast<std::uint64_t>(static_cast<double>(binNs(k)) * binScale);
            latency.all.record(std::min(at, maxNs > 0 ? maxNs : at), n);
        }
        // The mean from IOmeter's exact sums, not the bins' middles (a sum of 1–2 ms I/Os
        // read as 1.5 ms each broke Little's law by 10 %): the sum of what the bins counted,
        // each I/O's latency or each transaction's, when the counts say which.
        const bool transactions = model::hasReplies(w.entry.spec);
        if (const std::uint64_t n = latency.all.count(); n > 0) {
            std::optional<std::uint64_t> ticks;
            if (transactions && sum.transactionCount == n) ticks = sum.transactionLatencySum;
            else if (sum.readCount + sum.writeCount == n) ticks = sum.readLatencySum + sum.writeLatencySum;
            // Taken where the bins' count could add up to it (LatencyHistogram::setSum).
            if (const double ns = ticks ? static_cast<double>(*ticks) * tick : -1; ns >= 0 && ns < 9e18)
                latency.all.setSum(static_cast<std::uint64_t>(std::llround(ns)));
        }
        json entry = {{"id", w.entry.id},
                      {"name", w.entry.name},
                      {"role", w.entry.partner ? "partner" : "holder"},
                      {"read_ops", sum.readCount},
                      {"write_ops", sum.writeCount},
                      {"bytes_read", sum.bytesRead},
                      {"bytes_written", sum.bytesWritten},
                      {"transactions", transactions ? sum.transactionCount : 0},
                      {"errors", static_cast<std::uint64_t>(sum.readErrors) + sum.writeErrors}};
        latency.toEntry(entry);
        workers.push_back(std::move(entry));
    }
    // Manager_Results: per CPU total, user, privileged, DPC and IRQ %, and interrupts/s.
    json cores = json::array();
    double busy = 0, user = 0, system = 0, irq = 0, softirq = 0, interrupts = 0;
    for (const CpuUtilization& c : manager.cpus) {
        cores.push_back({{"busy", c.total}, {"user", c.user}, {"system", c.privileged}, {"irq", c.irq},
                         {"softirq", c.dpc}});
        busy += c.total;
        user += c.user;
        system += c.privileged;
        irq += c.irq;
        softirq += c.dpc;
        interrupts += c.interruptsPerSec;
    }
    json host = {{"interval_s", intervalS}};
    if (!manager.cpus.empty()) {
        const double n = static_cast<double>(manager.cpus.size());
        host["cpu"] = {{"busy", busy / n}, {"user", user / n}, {"system", system / n}, {"irq", irq / n},
                       {"softirq", softirq / n}};
        host["cores"] = cores;
        host["interrupts_per_s"] = interrupts;
    }
    // Net_Results: the host's TCP retransmissions and each interface's packets and errors,
    // all as rates over the pull's interval (docs/iometer-files.md, "IOmeter's dynamos"):
    // back to counts over the interval, as our dynamo sends them.
    results::HostNet net;
    double packets = 0, errors = 0;
    for (const InterfaceStats& i : manager.interfaces) {
        packets += std::max(0.0, i.packetsPerSec);
        errors += std::max(0.0, i.inErrors) + std::max(0.0, i.outErrors);
    }
    const auto count = [&](double perS) {
        return static_cast<std::uint64_t>(std::llround(std::max(0.0, perS) * intervalS));
    };
    net.packets = count(packets);
    net.errors = count(errors);
    net.tcpRetrans = count(manager.tcpRetransmitsPerSec);
    host[results::HostNet::kKey] = net.toJson();
    return {{"workers", workers}, {"host", host}};
}

void Bridge::finishStep(bool aborted) {
    if (m_stepFinished) return;
    m_stepFinished = true;
    m_running = false;
    m_sampleTimer.cancel();
    if (!m_workers.empty())
        queue({.request = Message::of(Purpose::Stop, kAllWorkers), .timeout = kBeginTimeout,
               .then = [this](const Message& reply, auto&) {
                   if (reply.data != kAllWorkers) fail("it answered STOP with " + std::to_string(reply.data));
               }});
    queue({.then = [this, aborted, step = m_step](const Message&, auto&) {
        json done = {{"type", msg::kStepDone}, {"step", step}, {"aborted", aborted}};
        // The window its pulls covered, on the manager's clock (RECORD_ON to the last pull).
        const auto ns = [](Clock::time_point t) {
            return std::chrono::duration_cast<std::chrono::nanoseconds>(t.time_since_epoch()).count();
        };
        if (m_stepStart != Clock::time_point{}) done["window_ns"] = {ns(m_stepStart), ns(m_lastPull)};
        if (!m_faults.empty()) done["known_faults"] = m_faults;
        tell(std::move(done));
    }});
}

void Bridge::onStop() {
    if (m_stepFinished) return;
    if (m_running) {
        pullSample(true);
        return finishStep(true);
    }
    // Stopped before its load started: the workers are put to rest, the step ends.
    m_recording = false;
    finishStep(true);
}

}  // namespace iometry::iometer

#pragma once
/**
 * @file
 * @brief The bridge to a stock IOmeter 1.1 dynamo: Iometry's control messages in, IOmeter's
 *        manager–dynamo protocol out (docs/iometer-files.md, "IOmeter's dynamos").
 *
 * To the registry and the step driver a bridge is one more dynamo's channel
 * (protocol::Channel): `configure`, `prepare`, `connect`, `start`, `stop` and `bye` go in;
 * `configured`, `ready`, `connected`, `sample`, `step_done` and `error` come out. Behind it,
 * the bridge keeps the IOmeter dynamo's workers (ADD_WORKERS), gives each its access spec
 * and target (SET_ACCESS, SET_TARGETS), fills test files (PREP_DISKS), starts and records
 * (START, BEGIN_IO, RECORD_ON), pulls the counts at the plan's sample interval
 * (REPORT_UPDATE) and stops (RECORD_OFF, STOP).
 *
 * State it owns: the control socket (the connection the manager made back to the dynamo),
 * the queue of exchanges (one request and its reply, of the shape IOmeter gives that
 * request, at a time), each exchange's deadline, the dynamo's workers and targets, and the
 * step it runs. IOmeter's dynamo has no timeouts and never speaks first: every exchange has
 * a deadline here, and one missed, a short or malformed reply, or a closed socket closes
 * the channel with a reason naming the request, which the registry reports as the dynamo
 * lost. Single-threaded, on the session's io_context.
 */

#include <utility>  // Boost 1.74 Asio uses std::exchange without including it

#include <boost/asio.hpp>
#include <chrono>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/iometer/wire.hpp"
#include "engine/kinds/worker_kind.hpp"
#include "engine/protocol/channel.hpp"

namespace iometry::iometer {

/** @brief What an IOmeter dynamo said of itself: its login and its targets. */
struct DynamoFacts {
    ManagerInfo info;
    std::vector<TargetSpec> disks;       ///< REPORT_TARGETS' first list
    std::vector<TargetSpec> interfaces;  ///< its second (TCP interfaces)
};

/**
 * @brief The hello the registry keeps for an IOmeter dynamo: the fields of Iometry's hello
 *        that apply (name, cpus, engines), and `iometer` {version, address, port,
 *        timer_resolution, disks, interfaces} from its login and targets.
 */
nlohmann::json helloOf(const DynamoFacts& facts, const std::string& remote);

class Bridge : public protocol::Channel, public std::enable_shared_from_this<Bridge> {
public:
    using Clock = std::chrono::steady_clock;
    using Introduced = std::function<void(std::optional<nlohmann::json> hello, const std::string& error)>;

    /** @p control is connected to the dynamo's own port; @p info came with its login. */
    Bridge(boost::asio::ip::tcp::socket control, ManagerInfo info);
    ~Bridge() override;

    Bridge(const Bridge&) = delete;
    Bridge& operator=(const Bridge&) = delete;

    /** @brief Asks for the dynamo's targets; then @p done with its hello, or an error. */
    void introduce(Introduced done);

    // protocol::Channel
    void start(MessageHandler onMessage, CloseHandler onClose) override;
    void send(const nlohmann::json& message) override;
    void closeAfterSend(const std::string& reason) override;
    void close(const std::string& reason) override;
    /** An IOmeter dynamo never speaks first: its silence is an exchange past its deadline,
     *  which closes the channel itself. */
    bool silentFor(Clock::duration) override { return false; }
    Clock::time_point lastSent() const override { return m_lastSent; }
    const std::string& remote() const override { return m_remote; }

private:
    /** One request and the reply IOmeter gives it (docs/iometer-files.md, the table of
     *  messages): a Message, some Data_Messages, both or nothing. */
    struct Exchange {
        Message request;
        std::shared_ptr<DataMessage> payload;  ///< sent after the request, when set
        bool replyMessage = true;
        int replyData = 0;
        Clock::duration timeout = std::chrono::seconds(10);
        std::function<void(const Message& reply, std::vector<DataMessage>& data)> then;
    };
    /** One IOmeter worker of the current step: its entry, and its target once known. */
    struct Worker {
        model::ConfiguredWorker entry;
        std::optional<TargetSpec> target;
        bool counted = false;  ///< has a target and a spec: REPORT_UPDATE answers for it
    };

    void queue(Exchange exchange);
    void runNext();
    void readReply();
    void readData(int index);
    void finishExchange();
    void fail(const std::string& why);
    /** Hands @p message to the registry, later on the loop (never inside send()). */
    void tell(nlohmann::json message);
    void refuse(const std::string& worker, const std::string& what);
    /** Queues a request whose reply must be a Message with data @p expected. */
    void expectReply(Message request, std::shared_ptr<DataMessage> payload, std::int32_t expected,
                     const std::string& worker, Clock::duration timeout,
                     std::function<void()> then = {});

    void onConfigure(const nlohmann::json& message);
    void onPrepare(const nlohmann::json& message);
    void onConnect(const nlohmann::json& message);
    /** While a test file fills (PREP_DISKS answers late): `progress` every 2 s, so the step
     *  driver's answer limit does not take the fill for silence. */
    void sayBusy();
    void onStart(const nlohmann::json& message);
    void onStop();
    void setAccess(int index, bool idle);
    void setTargets(int index, std::vector<TargetSpec> targets, std::function<void(const TargetSpec&)> echoed = {});
    std::optional<TargetSpec> diskTarget(const Worker& w, std::string& error) const;
    std::optional<TargetSpec> tcpTarget(const Worker& w, std::string& error) const;
    void scheduleSample();
    /** Pulls the counts since the last pull and sends them as a sample. */
    void pullSample(bool last);
    /** Compares the dynamo's timer with the manager's clock over the step; a disagreement is
     *  said once and its latencies are then converted at the rate measured. */
    void checkTimer(const std::vector<WorkerResults>& results, double intervalS);
    nlohmann::json sampleOf(const ManagerResults& manager, const std::vector<WorkerResults>& workers,
                            double intervalS) const;
    void finishStep(bool aborted);
    std::string where() const;

    boost::asio::ip::tcp::socket m_socket;
    boost::asio::steady_timer m_deadline;
    boost::asio::steady_timer m_sampleTimer;
    ManagerInfo m_info;
    DynamoFacts m_facts;
    std::string m_remote;
    MessageHandler m_onMessage;
    CloseHandler m_onClose;
    bool m_open = true;
    bool m_started = false;  ///< start() was called: messages may be emitted
    std::vector<nlohmann::json> m_early;  ///< emitted before start()
    Clock::time_point m_lastSent = Clock::now();

    std::deque<Exchange> m_exchanges;
    bool m_busy = false;
    std::array<std::uint8_t, kMessageBytes> m_messageBuffer{};
    std::vector<std::uint8_t> m_out;
    Message m_reply;
    std::vector<DataMessage> m_in;
    std::string m_pendingClose;  ///< closeAfterSend's reason: close once the queue is empty

    int m_created = 0;  ///< workers the dynamo has (ADD_WORKERS)
    int m_step = -1;
    std::vector<Worker> m_workers;
    std::vector<std::string> m_prepared;  ///< "target|bytes" already filled this session
    bool m_running = false;
    bool m_recording = false;
    bool m_stepFinished = true;
    double m_rampS = 0, m_runS = 0;
    int m_sampleMs = 1000;
    std::uint64_t m_seq = 0;
    Clock::time_point m_stepStart, m_lastPull, m_stepEnd;
    bool m_timerWarned = false;
    double m_timerTicks = 0, m_timerSeconds = 0;  ///< the step's, for checkTimer()
    double m_tickNs = 0;  ///< ns per tick of its timer; 0: as its login says
    std::map<std::string, double> m_faults;
    int m_progressStep = -1;
    std::string m_progressWorker;  ///< the worker whose test file fills; empty: none  ///< the step's known faults, said in step_done
};

}  // namespace iometry::iometer

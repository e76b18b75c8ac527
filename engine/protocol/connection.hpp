#pragma once
/**
 * @file
 * @brief A framed JSON control connection over Boost.Asio, shared by manager and dynamo.
 *
 * Single-threaded: every call must be made on the thread running the socket's
 * io_context. One read is in flight at any time, whatever the handlers do.
 *
 * A connection starts strict, as fits a stranger (docs/protocol.md, "Before
 * authentication"): frames up to kHandshakeFrameBytes, and a malformed frame closes
 * it without an answer. Once the handshake has proved the peer, each direction switches
 * to authenticated frames (sealOutgoing, requireAuthenticatedIncoming): frames up to
 * kMaxFrameBytes, malformed ones answered with `error` and skipped, and a frame that
 * fails authentication closes the connection. The write queue is bounded everywhere.
 */

#include <utility>  // Boost 1.74 Asio uses std::exchange without including it

#include <boost/asio.hpp>
#include <chrono>
#include <deque>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "engine/protocol/channel.hpp"
#include "engine/protocol/framing.hpp"

namespace iometry::protocol {

class Connection : public Channel, public std::enable_shared_from_this<Connection> {
public:
    explicit Connection(boost::asio::ip::tcp::socket socket,
                        std::uint32_t maxFrameBytes = kHandshakeFrameBytes);
    ~Connection() override;

    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;

    /**
     * @brief Sets the handlers and starts reading; handlers run on the io_context's
     *        thread. Called again (from a handler too), it only replaces the handlers.
     */
    void start(MessageHandler onMessage, CloseHandler onClose) override;

    /** @brief Frames sent from now on carry a tag under @p key. */
    void sealOutgoing(const Digest& key);
    /** @brief Frames received from now on must carry a tag under @p key; lifts the
     *         handshake's frame cap to kMaxFrameBytes and answers malformed frames. */
    void requireAuthenticatedIncoming(const Digest& key);
    bool authenticated() const { return m_decoder.authenticated(); }

    /** @brief Closes with @p reason unless cancelDeadline() is called within @p after. */
    void armDeadline(std::chrono::steady_clock::duration after, std::string reason);
    void cancelDeadline();

    /** @brief Queues a message; frames go out in order. */
    void send(const nlohmann::json& message) override;

    /** @brief Sends what is queued, then closes (used for reject and bye). */
    void closeAfterSend(const std::string& reason) override;

    /** @brief Closes at once; the close handler runs once, with @p reason. */
    void close(const std::string& reason) override;

    bool isOpen() const { return m_open; }
    /**
     * @brief The dead-man verdict, for a check that runs every fraction of @p timeout:
     *        true when nothing has come from the peer for @p timeout.
     *
     * A process that was not scheduled for a while runs its timers and its reads in one
     * batch, and a late check may run before reads that are already done or still in the
     * socket. So a check that itself comes late gives no verdict (once: the next check
     * comes after those reads), and bytes waiting in the socket or decoder count as heard.
     */
    bool silentFor(std::chrono::steady_clock::duration timeout) override;
    std::chrono::steady_clock::time_point lastSent() const override { return m_lastSent; }
    const std::string& remote() const override { return m_remote; }

private:
    bool hasUnreadInput() const;
    void readMore();
    void writeNext();

    boost::asio::ip::tcp::socket m_socket;
    boost::asio::steady_timer m_deadline;
    FrameDecoder m_decoder;
    std::optional<FrameAuthenticator> m_sealer;
    std::array<char, 64 * 1024> m_readBuffer{};
    std::deque<std::string> m_writeQueue;
    std::size_t m_queuedBytes = 0;
    bool m_reading = false;
    std::optional<std::chrono::steady_clock::time_point> m_lastSilenceCheck;
    bool m_skippedSilenceCheck = false;
    MessageHandler m_onMessage;
    CloseHandler m_onClose;
    std::string m_remote;
    std::string m_closeReasonAfterSend;
    bool m_open = true;
    bool m_closeAfterSend = false;
    std::chrono::steady_clock::time_point m_lastReceived = std::chrono::steady_clock::now();
    std::chrono::steady_clock::time_point m_lastSent = std::chrono::steady_clock::now();
};

/** @brief Parses "HOST:PORT" or "[V6]:PORT"; false with @p error when malformed. */
bool parseHostPort(const std::string& text, std::string& host, std::uint16_t& port,
                   std::string& error);

}  // namespace iometry::protocol

#pragma once
/**
 * @file
 * @brief A framed JSON control connection over Boost.Asio, shared by manager and dynamo.
 *
 * Single-threaded: every call must be made on the thread running the socket's
 * io_context. Malformed frames are answered with an `error` message and skipped; an
 * oversized frame closes the connection.
 */

#include <utility>  // Boost 1.74 Asio uses std::exchange without including it

#include <boost/asio.hpp>
#include <chrono>
#include <deque>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "engine/protocol/framing.hpp"

namespace iometry::protocol {

class Connection : public std::enable_shared_from_this<Connection> {
public:
    using MessageHandler = std::function<void(const nlohmann::json&)>;
    using CloseHandler = std::function<void(const std::string& reason)>;

    explicit Connection(boost::asio::ip::tcp::socket socket,
                        std::uint32_t maxFrameBytes = kMaxFrameBytes);
    ~Connection();

    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;

    /** @brief Starts reading; handlers run on the io_context's thread. */
    void start(MessageHandler onMessage, CloseHandler onClose);

    /** @brief Queues a message; frames go out in order. */
    void send(const nlohmann::json& message);

    /** @brief Sends what is queued, then closes (used for reject and bye). */
    void closeAfterSend(const std::string& reason);

    /** @brief Closes at once; the close handler runs once, with @p reason. */
    void close(const std::string& reason);

    bool isOpen() const { return m_open; }
    std::chrono::steady_clock::time_point lastReceived() const { return m_lastReceived; }
    std::chrono::steady_clock::time_point lastSent() const { return m_lastSent; }
    const std::string& remote() const { return m_remote; }

private:
    void readMore();
    void writeNext();

    boost::asio::ip::tcp::socket m_socket;
    FrameDecoder m_decoder;
    std::array<char, 64 * 1024> m_readBuffer{};
    std::deque<std::string> m_writeQueue;
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

#pragma once
/**
 * @file
 * @brief What the manager's registry asks of a dynamo's control channel once the dynamo is
 *        known: send it messages, hear its messages, tell when it went silent, close it.
 *
 * Two kinds implement it: Iometry's framed and authenticated Connection
 * (docs/protocol.md), and the bridge to a stock IOmeter dynamo, which translates the same
 * messages into IOmeter's manager–dynamo protocol (docs/iometer-files.md, "IOmeter's
 * dynamos"). The step driver cannot tell them apart.
 *
 * Single-threaded: every call on the thread running the io_context.
 */

#include <chrono>
#include <functional>
#include <string>

#include <nlohmann/json.hpp>

namespace iometry::protocol {

class Channel {
public:
    using MessageHandler = std::function<void(const nlohmann::json&)>;
    using CloseHandler = std::function<void(const std::string& reason)>;

    virtual ~Channel() = default;

    /** @brief Sets the handlers and starts reading; called again, only replaces them. */
    virtual void start(MessageHandler onMessage, CloseHandler onClose) = 0;
    /** @brief Queues a message; messages go out in order. */
    virtual void send(const nlohmann::json& message) = 0;
    /** @brief Sends what is queued, then closes. */
    virtual void closeAfterSend(const std::string& reason) = 0;
    /** @brief Closes at once; the close handler runs once, with @p reason. */
    virtual void close(const std::string& reason) = 0;
    /** @brief The dead-man verdict: true when the peer has been silent for @p timeout. */
    virtual bool silentFor(std::chrono::steady_clock::duration timeout) = 0;
    /** @brief When a message last went out (heartbeats fill the gaps). */
    virtual std::chrono::steady_clock::time_point lastSent() const = 0;
    /** @brief "address:port" of the peer. */
    virtual const std::string& remote() const = 0;
};

}  // namespace iometry::protocol

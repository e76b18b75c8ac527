#include "engine/protocol/connection.hpp"

#include <charconv>

#include "engine/json/json_fields.hpp"

namespace iometry::protocol {

Connection::Connection(boost::asio::ip::tcp::socket socket, std::uint32_t maxFrameBytes)
    : m_socket(std::move(socket)), m_deadline(m_socket.get_executor()), m_decoder(maxFrameBytes) {
    boost::system::error_code ec;
    const auto endpoint = m_socket.remote_endpoint(ec);
    if (!ec) {
        m_remote = endpoint.address().to_string() + ":" + std::to_string(endpoint.port());
    }
    m_socket.set_option(boost::asio::ip::tcp::no_delay(true), ec);
}

Connection::~Connection() {
    boost::system::error_code ec;
    m_socket.close(ec);
}

void Connection::start(MessageHandler onMessage, CloseHandler onClose) {
    m_onMessage = std::move(onMessage);
    m_onClose = std::move(onClose);
    // Called again from inside a handler (the handshake hands the connection on): the
    // read in flight stays the only one, and the frames already buffered go to the new
    // handler. Two reads into one buffer would interleave and corrupt the stream.
    if (m_reading || !m_open) return;
    m_lastReceived = std::chrono::steady_clock::now();
    readMore();
}

bool Connection::hasUnreadInput() const {
    boost::system::error_code ec;
    return m_decoder.buffered() > 0 || (m_open && m_socket.available(ec) > 0 && !ec);
}

bool Connection::silentFor(std::chrono::steady_clock::duration timeout) {
    const auto now = std::chrono::steady_clock::now();
    const bool late = m_lastSilenceCheck && now - *m_lastSilenceCheck > timeout / 2;
    m_lastSilenceCheck = now;
    if (late && !m_skippedSilenceCheck) {
        m_skippedSilenceCheck = true;
        return false;
    }
    m_skippedSilenceCheck = false;
    return now - m_lastReceived > timeout && !hasUnreadInput();
}

void Connection::sealOutgoing(const Digest& key) { m_sealer.emplace(key); }

void Connection::requireAuthenticatedIncoming(const Digest& key) {
    m_decoder.requireAuthentication(key);
    m_decoder.setMaxFrameBytes(kMaxFrameBytes);
}

void Connection::armDeadline(std::chrono::steady_clock::duration after, std::string reason) {
    m_deadline.expires_after(after);
    std::weak_ptr<Connection> weak = weak_from_this();
    m_deadline.async_wait([weak, reason = std::move(reason)](boost::system::error_code ec) {
        if (ec) return;
        if (auto self = weak.lock()) self->close(reason);
    });
}

void Connection::cancelDeadline() { m_deadline.cancel(); }

void Connection::readMore() {
    auto self = shared_from_this();
    m_reading = true;
    m_socket.async_read_some(
        boost::asio::buffer(m_readBuffer), [this, self](boost::system::error_code ec, std::size_t n) {
            // m_reading stays set while the frames of this read are handled: a handler
            // that calls start() again must not start a second read (readMore() below
            // is the only place that reads on).
            if (!m_open) return;
            if (ec) {
                close(ec == boost::asio::error::eof ? "connection closed by peer" : ec.message());
                return;
            }
            m_lastReceived = std::chrono::steady_clock::now();
            m_decoder.feed(std::string_view(m_readBuffer.data(), n));
            nlohmann::json message;
            std::string error;
            for (;;) {
                const auto status = m_decoder.next(message, error);
                if (status == FrameDecoder::Status::NeedMore) break;
                // A stranger gets no answer to garbage, only a closed connection.
                const bool strict = !m_decoder.authenticated();
                if (status == FrameDecoder::Status::Fatal) {
                    if (!strict) send({{"type", msg::kError}, {"what", error}});
                    closeAfterSend(error);
                    return;
                }
                if (status == FrameDecoder::Status::BadFrame) {
                    if (strict) {
                        close(error);
                        return;
                    }
                    send({{"type", msg::kError}, {"what", error}});
                    continue;
                }
                // The handler may replace itself (start() again): keep the running one
                // alive until it returns, and put it back only if nothing replaced it.
                MessageHandler handler = std::move(m_onMessage);
                m_onMessage = nullptr;
                try {
                    if (handler) handler(message);
                } catch (const std::exception& e) {
                    // A well-framed, authenticated message with fields of the wrong type: a
                    // peer that does not speak the protocol. Going on would leave whatever
                    // waits for that message waiting (a step for its step_done) with no
                    // timer to end it: the peer is told why and the connection closes, which
                    // the other side handles as a lost peer, naming the reason.
                    const std::string why =
                        "bad \"" + model::stringAt(message, "type") + "\" message: " + e.what();
                    send({{"type", msg::kError}, {"what", why}});
                    closeAfterSend(why);
                    return;
                }
                if (!m_open) return;
                if (!m_onMessage) m_onMessage = std::move(handler);
            }
            readMore();
        });
}

void Connection::send(const nlohmann::json& message) {
    if (!m_open || m_closeAfterSend) return;
    std::string frame = encodeFrame(message, m_sealer ? &*m_sealer : nullptr);
    if (m_queuedBytes + frame.size() > kMaxQueuedBytes) {
        close("the peer does not read: over " + std::to_string(kMaxQueuedBytes >> 20) +
              " MiB queued for it");
        return;
    }
    m_queuedBytes += frame.size();
    m_writeQueue.push_back(std::move(frame));
    if (m_writeQueue.size() == 1) writeNext();
}

void Connection::writeNext() {
    auto self = shared_from_this();
    boost::asio::async_write(m_socket, boost::asio::buffer(m_writeQueue.front()),
                             [this, self](boost::system::error_code ec, std::size_t) {
                                 if (!m_open) return;
                                 if (ec) {
                                     close(ec.message());
                                     return;
                                 }
                                 m_lastSent = std::chrono::steady_clock::now();
                                 m_queuedBytes -= m_writeQueue.front().size();
                                 m_writeQueue.pop_front();
                                 if (!m_writeQueue.empty()) {
                                     writeNext();
                                 } else if (m_closeAfterSend) {
                                     close(m_closeReasonAfterSend);
                                 }
                             });
}

void Connection::closeAfterSend(const std::string& reason) {
    if (!m_open) return;
    if (m_writeQueue.empty()) {
        close(reason);
        return;
    }
    m_closeAfterSend = true;
    m_closeReasonAfterSend = reason;
    // A peer that does not read must not keep the connection open.
    armDeadline(std::chrono::seconds(2), reason);
}

void Connection::close(const std::string& reason) {
    if (!m_open) return;
    m_open = false;
    boost::system::error_code ec;
    m_deadline.cancel();
    m_socket.shutdown(boost::asio::ip::tcp::socket::shutdown_both, ec);
    m_socket.close(ec);
    m_writeQueue.clear();
    m_queuedBytes = 0;
    if (auto handler = std::move(m_onClose)) handler(reason);
    m_onMessage = nullptr;
}

bool parseHostPort(const std::string& text, std::string& host, std::uint16_t& port,
                   std::string& error) {
    std::string portText;
    if (!text.empty() && text.front() == '[') {
        const auto close = text.find(']');
        if (close == std::string::npos || close + 1 >= text.size() || text[close + 1] != ':') {
            error = "expected [ADDRESS]:PORT, got \"" + text + "\"";
            return false;
        }
        host = text.substr(1, close - 1);
        portText = text.substr(close + 2);
    } else {
        const auto colon = text.rfind(':');
        if (colon == std::string::npos || colon == 0) {
            error = "expected HOST:PORT, got \"" + text + "\"";
            return false;
        }
        host = text.substr(0, colon);
        portText = text.substr(colon + 1);
    }
    unsigned value = 0;
    auto [ptr, ec] = std::from_chars(portText.data(), portText.data() + portText.size(), value);
    if (ec != std::errc() || ptr != portText.data() + portText.size() || value > 65535) {
        error = "port must be a number 0–65535, got \"" + portText + "\"";
        return false;
    }
    port = static_cast<std::uint16_t>(value);
    return true;
}

}  // namespace iometry::protocol

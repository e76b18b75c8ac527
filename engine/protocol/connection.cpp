#include "engine/protocol/connection.hpp"

#include <charconv>

namespace iometry::protocol {

Connection::Connection(boost::asio::ip::tcp::socket socket, std::uint32_t maxFrameBytes)
    : m_socket(std::move(socket)), m_decoder(maxFrameBytes) {
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
    m_lastReceived = std::chrono::steady_clock::now();
    readMore();
}

void Connection::readMore() {
    auto self = shared_from_this();
    m_socket.async_read_some(
        boost::asio::buffer(m_readBuffer), [this, self](boost::system::error_code ec, std::size_t n) {
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
                if (status == FrameDecoder::Status::Fatal) {
                    send({{"type", msg::kError}, {"what", error}});
                    closeAfterSend(error);
                    return;
                }
                if (status == FrameDecoder::Status::BadFrame) {
                    send({{"type", msg::kError}, {"what", error}});
                    continue;
                }
                try {
                    if (m_onMessage) m_onMessage(message);
                } catch (const std::exception& e) {
                    // A well-framed message with fields of the wrong type: answer, go on.
                    send({{"type", msg::kError},
                          {"what", "bad \"" + message.value("type", std::string()) +
                                       "\" message: " + e.what()}});
                }
                if (!m_open) return;
            }
            readMore();
        });
}

void Connection::send(const nlohmann::json& message) {
    if (!m_open) return;
    m_writeQueue.push_back(encodeFrame(message));
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
}

void Connection::close(const std::string& reason) {
    if (!m_open) return;
    m_open = false;
    boost::system::error_code ec;
    m_socket.shutdown(boost::asio::ip::tcp::socket::shutdown_both, ec);
    m_socket.close(ec);
    m_writeQueue.clear();
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

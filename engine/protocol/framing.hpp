#pragma once
/**
 * @file
 * @brief Length-prefixed JSON frames: `u32 length (big endian)` + UTF-8 JSON object,
 *        followed after the handshake by a 32-byte tag (docs/protocol.md, "Frames").
 */

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "engine/protocol/auth.hpp"
#include "engine/protocol/messages.hpp"

namespace iometry::protocol {

/**
 * @brief Encodes one message as a frame; with @p sealer, the length covers the body and
 *        the tag that follows it, and the sealer's sequence number advances.
 */
std::string encodeFrame(const nlohmann::json& message, FrameAuthenticator* sealer = nullptr);

/**
 * @brief Incremental frame decoder: feed bytes as they arrive, take messages out.
 *
 * A frame whose body is not a JSON object with a string `type` is a BadFrame: it is
 * consumed and the stream stays in sync. A length over the limit is Fatal: the stream
 * cannot be trusted any more and the connection must be closed. Once authentication is
 * required, a frame whose tag does not match (altered, replayed, reordered, reflected
 * or unauthenticated) is Fatal too, and nothing after it is read.
 */
class FrameDecoder {
public:
    enum class Status { NeedMore, Frame, BadFrame, Fatal };

    explicit FrameDecoder(std::uint32_t maxFrameBytes = kMaxFrameBytes)
        : m_maxFrameBytes(maxFrameBytes) {}

    /** @brief The largest body accepted from now on (the tag not counted). */
    void setMaxFrameBytes(std::uint32_t bytes) { m_maxFrameBytes = bytes; }
    std::uint32_t maxFrameBytes() const { return m_maxFrameBytes; }

    /** @brief Every frame from the next one on must carry a tag under @p key. */
    void requireAuthentication(const Digest& key) { m_opener.emplace(key); }
    bool authenticated() const { return m_opener.has_value(); }

    void feed(std::string_view bytes);

    /** @brief Takes the next message out; on BadFrame/Fatal, @p error says why. */
    Status next(nlohmann::json& message, std::string& error);

    std::size_t buffered() const { return m_buffer.size() - m_offset; }

private:
    std::uint32_t m_maxFrameBytes;
    std::optional<FrameAuthenticator> m_opener;
    std::string m_buffer;
    std::size_t m_offset = 0;
    bool m_fatal = false;
};

}  // namespace iometry::protocol

#include "engine/protocol/framing.hpp"

#include "engine/json/json_depth.hpp"

namespace iometry::protocol {

std::string encodeFrame(const nlohmann::json& message, FrameAuthenticator* sealer) {
    const std::string body = message.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    const std::size_t tagBytes = sealer ? FrameAuthenticator::kTagBytes : 0;
    const auto n = static_cast<std::uint32_t>(body.size() + tagBytes);
    std::string frame;
    frame.reserve(4 + n);
    frame.push_back(static_cast<char>((n >> 24) & 0xff));
    frame.push_back(static_cast<char>((n >> 16) & 0xff));
    frame.push_back(static_cast<char>((n >> 8) & 0xff));
    frame.push_back(static_cast<char>(n & 0xff));
    frame += body;
    if (sealer) {
        const Digest tag = sealer->seal(body);
        frame.append(reinterpret_cast<const char*>(tag.data()), tag.size());
    }
    return frame;
}

void FrameDecoder::feed(std::string_view bytes) {
    if (m_fatal) return;
    // Drop what was consumed before growing, so the buffer stays near one frame in size.
    if (m_offset > 0 && m_offset >= m_buffer.size() / 2) {
        m_buffer.erase(0, m_offset);
        m_offset = 0;
    }
    m_buffer.append(bytes.data(), bytes.size());
}

FrameDecoder::Status FrameDecoder::next(nlohmann::json& message, std::string& error) {
    if (m_fatal) {
        error = "stream closed after a fatal framing error";
        return Status::Fatal;
    }
    if (buffered() < 4) return Status::NeedMore;
    const auto* p = reinterpret_cast<const unsigned char*>(m_buffer.data() + m_offset);
    const std::uint32_t length = (std::uint32_t{p[0]} << 24) | (std::uint32_t{p[1]} << 16) |
                                 (std::uint32_t{p[2]} << 8) | std::uint32_t{p[3]};
    const std::size_t tagBytes = m_opener ? FrameAuthenticator::kTagBytes : 0;
    if (std::size_t{length} > std::size_t{m_maxFrameBytes} + tagBytes) {
        m_fatal = true;
        error = "frame of " + std::to_string(length) + " bytes exceeds the limit of " +
                std::to_string(m_maxFrameBytes) + " bytes";
        return Status::Fatal;
    }
    if (length < tagBytes) {
        m_fatal = true;
        error = "control frame " + std::to_string(m_opener->sequence()) +
                " failed authentication (too short to carry a tag: unauthenticated)";
        return Status::Fatal;
    }
    if (buffered() < 4 + std::size_t{length}) return Status::NeedMore;
    const char* body = m_buffer.data() + m_offset + 4;
    const std::size_t bodyLength = length - tagBytes;
    m_offset += 4 + std::size_t{length};
    if (m_opener && !m_opener->open(std::string_view(body, bodyLength),
                                    std::string_view(body + bodyLength, tagBytes))) {
        m_fatal = true;
        error = "control frame " + std::to_string(m_opener->sequence()) +
                " failed authentication (altered, replayed, reordered or forged)";
        return Status::Fatal;
    }
    if (const std::string deep = model::jsonDepthProblem(std::string_view(body, bodyLength));
        !deep.empty()) {
        error = "frame body is not a message: " + deep;
        return Status::BadFrame;
    }
    try {
        message = nlohmann::json::parse(body, body + bodyLength, nullptr, false);
    } catch (const nlohmann::json::exception& e) {
        // A number too large for a double throws even without exceptions.
        error = std::string("frame body is not valid JSON: ") + e.what();
        return Status::BadFrame;
    }
    if (message.is_discarded()) {
        error = "frame body is not valid JSON";
        return Status::BadFrame;
    }
    if (!message.is_object()) {
        error = "frame body is not a JSON object";
        return Status::BadFrame;
    }
    auto type = message.find("type");
    if (type == message.end() || !type->is_string()) {
        error = "message has no string \"type\"";
        return Status::BadFrame;
    }
    return Status::Frame;
}

}  // namespace iometry::protocol

import Foundation

/// Logger for debugging purposes.
public protocol Logger: Sendable {

    /// Log an HTTP request.
    func trace(request: URLRequest, session: URLSession)

    /// Log an HTTP response.
    func trace(response: URLResponse, data: Data?)

    /// Log a URL.
    func trace(url: URL, source: String?)

}

private let networkTraceQueue = DispatchQueue(label: "com.auth0.networkTrace", qos: .utility)

protocol LoggerOutput: Sendable {
    func log(message: String)
    func newLine()
}

struct DefaultOutput: LoggerOutput {
    let logger: Auth0Log

    init(logger: Auth0Log = .shared) {
        self.logger = logger
    }

    func log(message: String) {
        logger.debug(.networkTracing, message)
    }

    func newLine() {
        logger.debug(.networkTracing, "")
    }
}

struct DefaultLogger: Logger {

    let output: LoggerOutput

    init(output: LoggerOutput = DefaultOutput()) {
        self.output = output
    }

    func trace(request: URLRequest, session: URLSession) {
        networkTraceQueue.async { [output] in
            guard let method = request.httpMethod, let url = request.url?.absoluteString else { return }
            output.log(message: "\(method) \(url) HTTP/1.1")
            session.configuration.httpAdditionalHeaders?.forEach { key, value in output.log(message: "\(key): \(value)") }
            request.allHTTPHeaderFields?.forEach { key, value in output.log(message: "\(key): \(value)") }
            if let data = request.httpBody, let string = String(data: data, encoding: .utf8) {
                output.newLine()
                output.log(message: string)
            }
            output.newLine()
        }
    }

    func trace(response: URLResponse, data: Data?) {
        networkTraceQueue.async { [output] in
            if let http = response as? HTTPURLResponse {
                output.log(message: "HTTP/1.1 \(http.statusCode)")
                http.allHeaderFields.forEach { key, value in output.log(message: "\(key): \(value)") }
                if let data = data, let string = SensitiveDataRedactor.redact(data) {
                    output.newLine()
                    output.log(message: "API Response: \(string)")
                }
                output.newLine()
            }
        }
    }

    func trace(url: URL, source: String?) {
        networkTraceQueue.async { [output] in
            output.log(message: "\(source ?? "URL"): \(url.absoluteString)")
        }
    }

}

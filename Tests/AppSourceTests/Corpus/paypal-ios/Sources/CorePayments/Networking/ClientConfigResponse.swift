import Foundation

@_documentation(visibility: private)
public struct ClientConfigResponse: Decodable {

    let updateClientConfig: Bool?
}

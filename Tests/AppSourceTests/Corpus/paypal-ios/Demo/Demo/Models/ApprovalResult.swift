struct ApprovalResult {

    let orderId: String
    let payerId: String
}

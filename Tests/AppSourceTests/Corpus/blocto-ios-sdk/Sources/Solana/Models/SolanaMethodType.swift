//
//  SolanaMethodType.swift
//  BloctoSDK
//
//  Created by Andrew Wang on 2022/5/16.
//

import Foundation

public enum SolanaMethodType: String {
    case requestAccount = "request_account"
    case signAndSendTransaction = "sign_and_send_transaction"
}

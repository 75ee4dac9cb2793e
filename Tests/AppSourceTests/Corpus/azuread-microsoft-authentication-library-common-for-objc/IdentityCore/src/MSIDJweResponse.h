//
// Copyright (c) Microsoft Corporation.
// All rights reserved.
//
// This code is licensed under the MIT License.
//
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files(the "Software"), to deal
// in the Software without restriction, including without limitation the rights
// to use, copy, modify, merge, publish, distribute, sublicense, and / or sell
// copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions :
//
// The above copyright notice and this permission notice shall be included in
// all copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
// IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN
// THE SOFTWARE.

#import <Foundation/Foundation.h>
NS_ASSUME_NONNULL_BEGIN
@interface MSIDJweResponse : NSObject

@property (readonly, nonatomic) NSData *encryptedKey;
@property (readonly, nonatomic) NSData *iv;
@property (readonly, nonatomic) NSData *payload;
@property (readonly, nonatomic) NSData *headerContext;
@property (readonly, nonatomic) NSString *headerAlgorithm;
@property (readonly, nonatomic) NSString *headerEncryptionAlgorithm;
@property (readonly, nonatomic) NSData *tag;
@property (readonly, nonatomic) NSData *aad;
@property (readonly, nonatomic) NSDictionary *jweHeader;

- (id)initWithRawJWE:(NSString *)rawJWE;

@end
NS_ASSUME_NONNULL_END

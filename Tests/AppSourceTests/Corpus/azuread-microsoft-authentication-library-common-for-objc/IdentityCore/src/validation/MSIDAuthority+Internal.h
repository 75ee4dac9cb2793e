//------------------------------------------------------------------------------
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
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT.IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN
// THE SOFTWARE.
//
//------------------------------------------------------------------------------

#import "MSIDAuthority.h"

NS_ASSUME_NONNULL_BEGIN

@interface MSIDAuthority()

@property (atomic, nullable) MSIDOpenIdProviderMetadata *metadata;
@property (atomic, nullable) NSURL *openIdConfigurationEndpoint;
@property (atomic, nullable) NSURL *url;

- (nullable id<MSIDAuthorityResolving>)resolver;

- (nullable instancetype)initWithURL:(NSURL *)url
                             context:(nullable id<MSIDRequestContext>)context
                               error:(NSError * _Nullable __autoreleasing * _Nullable)error;

- (nullable instancetype)initWithURL:(NSURL *)url
                      validateFormat:(BOOL)validateFormat
                             context:(nullable id<MSIDRequestContext>)context
                               error:(NSError * _Nullable __autoreleasing * _Nullable)error;

- (nullable MSIDAuthority *)authorityWithUpdatedCloudHostInstanceName:(NSString *)cloudHostInstanceName error:(NSError * _Nullable __autoreleasing * _Nullable)error;

/*!
 Returns YES when @c host is a recognized identity host for this authority type.
 The base implementation returns NO; authority types that support cloud host
 rewriting (e.g. AAD) override this to validate against their known host list.
 Matching is expected to be case-insensitive. Returns NO for nil or blank input.
 */
- (BOOL)isRecognizedMicrosoftIdentityHost:(nullable NSString *)host;

NS_ASSUME_NONNULL_END
@end

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
#import "MSIDCacheAccessor.h"
#import "MSIDConstants.h"
#import "MSIDThrottlingService.h"

@class MSIDRequestParameters;
@class MSIDOauth2Factory;
@class MSIDTokenResponseValidator;

#if TARGET_OS_OSX && !EXCLUDE_FROM_MSALCPP
@class MSIDExternalAADCacheSeeder;
#endif

#if !EXCLUDE_FROM_MSALCPP
@class MSIDLastRequestTelemetry;
#endif

@interface MSIDSilentTokenRequest : NSObject

@property (nonatomic, readonly, nonnull) MSIDRequestParameters *requestParameters;
@property (nonatomic, readonly, nonnull) MSIDOauth2Factory *oauthFactory;
@property (nonatomic, readonly, nonnull) MSIDTokenResponseValidator *tokenResponseValidator;
@property (nonatomic, nullable) MSIDThrottlingService *throttlingService;
@property (nonatomic) BOOL skipLocalRt;
@property (nonatomic) BOOL forceRefresh;
// Temporary property to skip bound app RT lookup for fallback to regular RTs when BART fails.
@property (nonatomic) BOOL shouldSkipBoundAppRefreshTokenUsage;

#if TARGET_OS_OSX && !EXCLUDE_FROM_MSALCPP
@property (nonatomic, nullable) MSIDExternalAADCacheSeeder *externalCacheSeeder;
#endif

#if !EXCLUDE_FROM_MSALCPP
@property (nonatomic, readonly, nullable) MSIDLastRequestTelemetry *lastRequestTelemetry;
#endif

- (nullable instancetype)initWithRequestParameters:(nonnull MSIDRequestParameters *)parameters
                                      forceRefresh:(BOOL)forceRefresh
                                      oauthFactory:(nonnull MSIDOauth2Factory *)oauthFactory
                            tokenResponseValidator:(nonnull MSIDTokenResponseValidator *)tokenResponseValidator;

- (void)executeRequestWithCompletion:(nonnull MSIDRequestCompletionBlock)completionBlock;

@end

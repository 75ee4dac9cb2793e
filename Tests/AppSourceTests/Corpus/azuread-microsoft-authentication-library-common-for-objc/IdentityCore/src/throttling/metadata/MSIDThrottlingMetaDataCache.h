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

#import "MSIDThrottlingMetaData.h"
#import "MSIDRequestContext.h"
#import "MSIDExtendedTokenCacheDataSource.h"
#import "MSIDThrottlingMetaDataReading.h"

@interface MSIDThrottlingMetaDataCache : NSObject <MSIDThrottlingMetaDataReading>

+ (BOOL)updateLastRefreshTimeWithDatasource:(id<MSIDExtendedTokenCacheDataSource>_Nonnull)datasource
                                     context:(id<MSIDRequestContext> __nullable)context
                                       error:(NSError *__nullable *__nullable)error;
/**
 Get last refresh time from our key chain.
 */
+ (NSDate *_Nullable)getLastRefreshTimeWithDatasource:(id<MSIDExtendedTokenCacheDataSource>_Nonnull)datasource
                                              context:(id<MSIDRequestContext> __nullable)context
                                                error:(NSError *__nullable*__nullable)error;

/**
 Resolve the throttling metadata-reader implementation registered with
 @c MSIDDIContainer, falling back to @c MSIDThrottlingMetaDataCache itself when
 no override or registration is installed.

 Production callers should send class messages through the resolved class, e.g.:
 @code
 NSDate *lastRefresh =
     [[MSIDThrottlingMetaDataCache resolvedMetaDataReader]
         getLastRefreshTimeWithDatasource:datasource context:ctx error:&error];
 @endcode

 Unit tests can install a fake conforming to @c MSIDThrottlingMetaDataReading
 via @c -[MSIDDIContainer registerProtocol:lifetime:factory:] without runtime
 swizzling.
 */
+ (Class<MSIDThrottlingMetaDataReading> _Nonnull)resolvedMetaDataReader;

@end

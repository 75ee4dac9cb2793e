//
// ARArtistDownloader
// Created by orta on 06/03/2014.
//
//  Copyright (c) 2014 http://artsy.net. All rights reserved.

#import "ARIDMapperDownloader.h"


@interface ARArtistDownloader : ARIDMapperDownloader
@end
